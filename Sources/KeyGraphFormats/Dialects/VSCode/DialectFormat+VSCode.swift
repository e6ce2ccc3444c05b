import KeyGraph

extension DialectFormat {
    /// VS Code's `keybindings.json`: an array of rules `{key, command, when, args}`, kept by
    /// VS Code, VSCodium and Cursor; `when` clauses on the focus path, compared by the solver.
    static let vsCode = DialectFormat(
        entryMembers: ["key", "command", "when", "args"],
        readEntry: { reader, position throws(SyntaxError) in try reader.readVSCodeEntry(at: position) },
        world: .vsCode, editors: EditorFiles.Editor.vsCodeFamily,
        statedContext: { text, platform throws(SyntaxError) in try EditorContext.vsCode(text, platform: platform) },
        analysis: .using { WhenSolverOverlaps(clauses: $0, focus: .vsCode, frequency: .vsCode) },
        pageContexts: PageContext.vsCode)
}

extension EditorWorld {
    /// VS Code on macOS and Linux: a key code is the keys whose character is that key's US
    /// character; `[Code]` is a position. It registers the digits by position too, last, so
    /// first ("left-over digits"); it dispatches on the physical key, so a dead key is a key
    /// like any other; it registers a third-level character as Ctrl+Alt+key (its reading of
    /// AltGr), so a binding with Ctrl or Alt alone has no keys.
    static let vsCode = EditorWorld(
        name: KeymapDialect.vscode.displayName, digitsByPosition: true, deadKeysAreKeys: true,
        thirdLevelIsControlAlt: true, namesPositionsInBrackets: true,
        shiftConflict: { chord, stroke, layout in vsCodeShiftConflict(chord, stroke, layout) })

    /// VS Code gives each physical combination one key code, except digits and letters,
    /// registering the Shift level before the base level: a binding that adds Shift to a
    /// character already behind Shift, or to a key whose Shift level types another key
    /// code's character, has no keys (`registerIfUnknown`, docs/layouts.md).
    private static func vsCodeShiftConflict(
        _ chord: KeyboardShortcut, _ stroke: TypingLayout.Stroke, _ layout: TypingLayout
    ) -> String? {
        let key = chord.key
        guard chord.modifiers.contains(.shift), !key.isLetter, !("0"..."9").contains(key.scalar) else { return nil }
        let character = key.character
        let keys = LayoutResolution.Press(position: stroke.key, modifiers: .shift).formatted(on: layout, style: .text)
        if stroke.level.usesShift {
            return "VS Code gives \(keys) to '\(character)' itself, so a binding that adds Shift has no keys"
        }
        let shiftedLevel: TypingLayout.Level = stroke.level == .base ? .shift : .shiftThird
        guard let shifted = layout.symbol(at: stroke.key, shiftedLevel)?.character, shifted != character,
            let scalar = shifted.unicodeScalars.first, shifted.unicodeScalars.count == 1,
            KeyPosition.us(typing: KeyEquivalent(scalar)) != nil
        else { return nil }
        return "VS Code gives \(keys) to '\(shifted)'"
    }
}

extension ShortcutWorld {
    /// VS Code's world (``EditorWorld/vsCode``).
    package static let vscode = ShortcutWorld.editor(.vsCode)
}
