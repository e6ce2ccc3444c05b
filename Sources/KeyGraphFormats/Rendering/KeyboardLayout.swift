import KeyGraph

/// A physical keyboard to draw bindings on: a tenkeyless US keyboard in ANSI or ISO
/// shape, its legends and bottom row as the platform prints them (⌃ ⌥ ⌘ on macOS;
/// Ctrl, Super, Alt on Linux and Windows). Sizes are in key units (1u = one letter key).
///
/// ISO keeps the US legends (a keymap names keys by character, not by position): it
/// moves `\` beside the tall Enter and adds the key left of Z, which no keymap
/// notation names, so it is never bound.
package struct KeyboardLayout: Sendable {
    package enum Shape: String, Sendable, CaseIterable {
        case ansi, iso
    }

    /// One key: where it is, what it says, and what it is.
    package struct Key: Sendable, Hashable {
        /// The key's canonical name (the page's `data-key`): `a`, `/`, `return`, `shift`.
        package var cap: String
        /// For a modifier key, the modifier it adds to the layer (`ctrl`, `cmd`).
        package var modifier: String?
        /// The legend; `shifted` is the upper legend of a symbol key (`!` over `1`).
        package var label: String
        package var shifted: String?
        /// The third-level legend (AltGr on a PC, ⌥ on a Mac) of a `--keyboard-layout` key: `@`.
        package var third: String?
        package var x: Double
        package var y: Double
        package var width: Double = 1
        package var height: Double = 1
        /// ISO's tall Enter: an L whose top row is 0.25u wider to the left.
        package var isTallEnter = false
        /// A key of the "other keys" row: bound, but not on this keyboard (F13, `é`).
        package var isExtra = false
    }

    package var shape: Shape
    package var keys: [Key]
    /// The drawing's size, in key units.
    package var width: Double
    package var height: Double

    /// The keyboard for `platform`, with a row of `extraCaps`: keys bindings use that it lacks.
    package init(shape: Shape, platform: TargetPlatform, extraCaps: [String] = []) {
        self.shape = shape
        let mac = platform != .linux
        var keys: [Key] = []
        func row(_ y: Double, from x: Double, _ items: [(String, Double)]) {
            var x = x
            for (cap, width) in items {
                if !cap.isEmpty {
                    keys.append(Self.key(cap, mac: mac, x: x, y: y, width: width))
                }
                x += width
            }
        }
        let f = (1...12).map { ("f\($0)", 1.0) }
        row(0, from: 0, [("escape", 1), ("", 1)] + f[0..<4] + [("", 0.5)] + f[4..<8] + [("", 0.5)] + f[8..<12])
        let digits = "1234567890".map { (String($0), 1.0) }
        row(1.25, from: 0, [("`", 1)] + digits + [("-", 1), ("=", 1), ("backspace", 2)])
        let top = "qwertyuiop[]".map { (String($0), 1.0) }
        let home = "asdfghjkl;'".map { (String($0), 1.0) }
        let bottom = "zxcvbnm,./".map { (String($0), 1.0) }
        switch shape {
        case .ansi:
            row(2.25, from: 0, [("tab", 1.5)] + top + [("\\", 1.5)])
            row(3.25, from: 0, [("capslock", 1.75)] + home + [("return", 2.25)])
            row(4.25, from: 0, [("shift", 2.25)] + bottom + [("shift", 2.75)])
        case .iso:
            row(2.25, from: 0, [("tab", 1.5)] + top)
            row(3.25, from: 0, [("capslock", 1.75)] + home + [("\\", 1)])
            var enter = Self.key("return", mac: mac, x: 13.5, y: 2.25, width: 1.5)
            enter.height = 2
            enter.isTallEnter = true
            keys.append(enter)
            row(4.25, from: 0, [("shift", 1.25), ("iso-extra", 1)] + bottom + [("shift", 2.75)])
        }
        let bottomRow: [(String, Double)] =
            mac
            ? [("ctrl", 1.25), ("alt", 1.25), ("cmd", 1.5), ("space", 7), ("cmd", 1.5), ("alt", 1.25), ("ctrl", 1.25)]
            : [
                ("ctrl", 1.25), ("cmd", 1.25), ("alt", 1.25), ("space", 6.25), ("alt", 1.25), ("cmd", 1.25),
                ("menu", 1.25), ("ctrl", 1.25),
            ]
        row(5.25, from: 0, bottomRow)
        row(1.25, from: 15.5, [("insert", 1), ("home", 1), ("pageup", 1)])
        row(2.25, from: 15.5, [("forwarddelete", 1), ("end", 1), ("pagedown", 1)])
        row(4.25, from: 16.5, [("up", 1)])
        row(5.25, from: 15.5, [("left", 1), ("down", 1), ("right", 1)])
        width = 18.5
        height = 6.25
        let known = Set(keys.map(\.cap))
        var x = 0.0
        for cap in extraCaps where !known.contains(cap) {
            var key = Self.key(cap, mac: mac, x: x, y: 6.75, width: max(1, Double(cap.count) * 0.3 + 0.4))
            key.isExtra = true
            keys.append(key)
            x += key.width
        }
        if x > 0 { height = 7.75 }
        self.keys = keys
    }

    /// The legends of `typing` on the typing block's keys: its letters in capitals, the
    /// shifted character above, the third level's beside (ISO German: Ü, `*` over `+`, `~`).
    package mutating func useLegends(of typing: TypingLayout) {
        for i in keys.indices {
            guard let position = KeyPosition.all.first(where: { $0.cap == keys[i].cap }),
                position.cap != "space", let key = typing.key(at: position)
            else { continue }
            let base = key[.base].map { String($0.character) }
            let upper = base?.uppercased()
            let isLetter = base.map { $0 != upper && upper?.count == 1 } ?? false
            keys[i].label = isLetter ? upper ?? "" : base ?? ""
            let shifted = key[.shift].map { String($0.character) }
            keys[i].shifted = isLetter && shifted == upper ? nil : shifted
            keys[i].third = key[.third].map { String($0.character) }
        }
    }

    /// Whether the keyboard has a key for `cap` (the other-keys row included).
    package func contains(_ cap: String) -> Bool { keys.contains { $0.cap == cap } }

    private static func key(_ cap: String, mac: Bool, x: Double, y: Double, width: Double) -> Key {
        let modifier: String? = ["ctrl", "alt", "shift", "cmd", "capslock"].contains(cap) ? cap : nil
        let (label, shifted) = legend(cap, mac: mac)
        return Key(cap: cap, modifier: modifier, label: label, shifted: shifted, x: x, y: y, width: width)
    }

    /// The legend of `cap` on a Mac or a PC keyboard, and its upper (shifted) legend.
    static func legend(_ cap: String, mac: Bool) -> (String, String?) {
        if let upper = KeyCap.unshifted.first(where: { $0.value == cap })?.key {
            return (cap, upper == "plus" ? "+" : upper)
        }
        if let names = legends[cap] { return (mac ? names.mac : names.pc, nil) }
        if cap.count == 1 { return (cap.uppercased(), nil) }
        if cap.hasPrefix("f"), Int(cap.dropFirst()) != nil { return (cap.uppercased(), nil) }
        return (cap, nil)
    }

    /// Named keys' legends: (Mac, PC).
    static let legends: [String: (mac: String, pc: String)] = [
        "escape": ("esc", "Esc"), "backspace": ("⌫", "Backspace"), "tab": ("⇥", "Tab"),
        "capslock": ("⇪", "Caps Lock"), "return": ("↩", "Enter"), "shift": ("⇧ shift", "Shift"),
        "ctrl": ("⌃ control", "Ctrl"), "alt": ("⌥ option", "Alt"), "cmd": ("⌘ command", "Super"),
        "space": ("", ""), "menu": ("", "Menu"), "insert": ("Insert", "Insert"), "home": ("↖", "Home"),
        "pageup": ("⇞", "PgUp"), "forwarddelete": ("⌦", "Delete"), "end": ("↘", "End"), "pagedown": ("⇟", "PgDn"),
        "up": ("↑", "↑"), "down": ("↓", "↓"), "left": ("←", "←"), "right": ("→", "→"), "iso-extra": ("<>", "<>"),
        "clear": ("⌧", "Clear"),
    ]
}
