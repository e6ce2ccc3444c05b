import KeyGraph

/// The bytes a legacy xterm (metaSendsEscape) sends for a chord: the inverse of
/// what ``ByteDecoder`` reads. Used to replay key streams as a terminal would
/// send them (benchmarks, tests).
package enum XtermEncoding {
    /// The bytes for `chord`, or nil when a legacy terminal cannot send it
    /// (⌘, Ctrl with a non-letter, Shift with a non-letter printable key…).
    package static func bytes(for chord: KeyboardShortcut) -> [UInt8]? {
        var mods = chord.modifiers
        guard mods.isDisjoint(with: [.command, .function, .numericPad, .capsLock]) else { return nil }
        let shift = mods.contains(.shift)
        let alt = mods.contains(.option)
        let ctrl = mods.contains(.control)
        let parameter = 1 + (shift ? 1 : 0) + (alt ? 2 : 0) + (ctrl ? 4 : 0)
        let key = chord.key
        let esc: [UInt8] = [0x1B]
        func csi(_ text: String) -> [UInt8] { esc + Array("[".utf8) + Array(text.utf8) }
        if let final = letter[key] {
            return parameter == 1 ? csi(final) : csi("1;\(parameter)\(final)")
        }
        if let n = key.functionKeyNumber, n <= 4 {
            let final = ["P", "Q", "R", "S"][n - 1]
            return parameter == 1 ? esc + Array("O\(final)".utf8) : csi("1;\(parameter)\(final)")
        }
        if let code = tilde[key] {
            return parameter == 1 ? csi("\(code)~") : csi("\(code);\(parameter)~")
        }
        if key == .tab, shift, !ctrl { return (alt ? esc : []) + csi("Z") }
        if let plain = plain[key] {
            guard !ctrl, !shift else { return nil }
            return (alt ? esc : []) + plain
        }
        let scalar = key.scalar
        guard scalar.value > 0x20, scalar.value < 0x7F else { return nil }
        var byte = UInt8(scalar.value)
        let isLetter = (0x61...0x7A).contains(byte)
        if shift {
            guard isLetter else { return nil }
            byte -= 0x20
        }
        if ctrl {
            guard isLetter, !shift else { return nil }
            byte &= 0x1F
        }
        mods.remove([.shift, .option, .control])
        return (alt ? esc : []) + [byte]
    }

    private static let letter: [KeyEquivalent: String] = [
        .upArrow: "A", .downArrow: "B", .rightArrow: "C", .leftArrow: "D", .home: "H", .end: "F",
    ]
    private static let tilde: [KeyEquivalent: Int] = [
        .insert: 2, .deleteForward: 3, .pageUp: 5, .pageDown: 6, .function(5): 15, .function(6): 17,
        .function(7): 18, .function(8): 19, .function(9): 20, .function(10): 21, .function(11): 23, .function(12): 24,
    ]
    private static let plain: [KeyEquivalent: [UInt8]] = [
        .tab: [0x09], .return: [0x0D], .escape: [0x1B], .delete: [0x7F], .space: [0x20], KeyEquivalent("+"): [0x2B],
    ]
}
