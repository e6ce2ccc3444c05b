import KeyGraph

/// Where a chord is drawn on a keyboard: the key cap it is typed on and the modifier
/// layer it belongs to. A shifted symbol is its unshifted key on the Shift layer
/// (`cmd+?` is `/` on the ⇧⌘ layer), as on a US ANSI keyboard; `plus` is `=` with Shift.
package struct KeyCap: Hashable, Sendable {
    /// The key's canonical name: `a`, `/`, `return`, `f5`, `left` (the `data-key` of the page).
    package var cap: String
    /// The chord's modifiers in canonical order, Shift added for a shifted symbol
    /// (`ctrl+shift`; empty for none).
    package var layer: String

    package init(cap: String, layer: String) {
        self.cap = cap
        self.layer = layer
    }

    /// The cap and layer of `chord`.
    package init(_ chord: KeyboardShortcut) {
        let name = KeyboardShortcut(folding: chord.key, exactly: []).canonical
        var modifiers = chord.modifiers
        if let base = Self.unshifted[name] {
            cap = base
            modifiers.insert(.shift)
        } else {
            cap = name
        }
        layer = Self.layerName(modifiers)
    }

    /// The US layout's shifted symbols and the key each is typed on.
    static let unshifted: [String: String] = [
        "~": "`", "!": "1", "@": "2", "#": "3", "$": "4", "%": "5", "^": "6", "&": "7", "*": "8", "(": "9", ")": "0",
        "_": "-", "plus": "=", "{": "[", "}": "]", "|": "\\", ":": ";", "\"": "'", "<": ",", ">": ".", "?": "/",
    ]

    /// `modifiers` in the keymap notation's canonical order (`ctrl+alt+shift+cmd`), empty for none.
    package static func layerName(_ modifiers: EventModifiers) -> String {
        // The notation's own order and names: format a chord, then drop its key.
        String(KeyboardShortcut(folding: .space, exactly: modifiers).canonical.dropLast("+space".count))
    }

    /// The modifiers a layer name holds (`ctrl+shift`), or nil when it is not one.
    package static func modifiers(ofLayer name: String) -> EventModifiers? {
        if name.isEmpty || name == "none" { return [] }
        guard let chord = try? KeyboardShortcut(parsing: name + "+a") else { return nil }
        return chord.key == KeyEquivalent("a") ? chord.modifiers : nil
    }

    /// A layer as the platform's menus write modifiers: `⌃⇧` (macOS), `Ctrl+Shift` (Linux).
    package static func display(layer name: String, style: ShortcutStyle) -> String {
        guard let modifiers = modifiers(ofLayer: name), !modifiers.isEmpty else { return "No modifiers" }
        let text = KeyboardShortcut(folding: .space, exactly: modifiers).formatted(style)
        return String(text.dropLast("Space".count)).replacingSuffix("+", with: "")
    }
}

extension String {
    /// The string without `suffix` at its end, if it ends with it.
    fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
