import KeyGraph

extension LayoutResolution {
    /// What `explain KEYS --keyboard-layout NAME` adds: for each chord, the physical keys a
    /// person presses on `layout` by `world`'s rule, and what stands in the way.
    ///
    /// ```
    /// On de(mac) (German (Macintosh)), by SwiftUI (.automatic)'s rule:
    ///   cmd+[ → ⌥⌘5 ('[' is on ⌥; macOS remaps it to ⌘Ö)
    /// ```
    package static func explanation(
        of sequence: KeySequence, byPosition: Bool = false, world: ShortcutWorld, layout: TypingLayout,
        platform: TargetPlatform
    ) -> [String] {
        let platform = layout.isMac && !platform.isApple ? TargetPlatform.macos : platform
        let style = platform.shortcutStyle
        var lines = ["On \(layout.name) (\(layout.description)), by \(world.displayName)'s rule:"]
        for chord in sequence.chords {
            let r = resolve(chord, byPosition: byPosition, world: world, layout: layout, platform: platform)
            let keys = r.press.map { $0.formatted(on: layout, style: style) } ?? "no keys"
            let character = r.character.map { "'\(String($0).escapedForDisplay)'" } ?? "it"
            let note: String? =
                switch r.outcome {
                case .asWritten:
                    r.level.map { $0.usesShift && !chord.modifiers.contains(.shift) } == true
                        ? "\(character) is on Shift" : nil
                case .needsModifier(let modifier): "\(character) is on \(modifier), which the shortcut does not name"
                case .remapped(let target?):
                    "\(character) is on ⌥; macOS remaps it to these keys, \(target.formatted(.glyphs))"
                case .remapped(nil): "macOS remaps it to keys Apple does not document"
                case .untypable(let why): why
                case .deadKey: "\(character) is a dead key: it waits for the next key"
                }
            lines.append("  \(chord.canonical) → \(keys)" + (note.map { " (\($0))" } ?? ""))
        }
        return lines
    }
}
