import KeyGraph

/// `keygraph check --keyboard-layout`: what each binding is on each layout, by its
/// world's rule (docs/layouts.md), reported at the chord as written, each with its stable
/// name in brackets after the message (as ``MenuLint/Rule``'s):
///
/// - `layout-untypable` (warning): no keys type the chord on the layout;
/// - `layout-needs-modifier` (warning): the keys need a modifier the chord does not name
///   (⌘[ is ⌥⌘5 on de(mac));
/// - `layout-dead-key` (warning): only a dead key types the character;
/// - `layout-swallows-character` (warning): an ⌥ chord on a Mac layout, or a Ctrl+Alt
///   chord on Windows, takes a character the layout types with those keys (⌥L = @);
/// - `layout-same-keys` (warning): two bindings that become the same keys on the layout;
/// - `layout-remapped` (note): SwiftUI's `.automatic` lets macOS remap the shortcut.
package enum LayoutLint {
    /// Lints `layers` (lowest first) on each of `layouts`.
    ///
    /// - Complexity: O(L · n · k) for L layouts and n bindings of at most k chords.
    package static func lint(
        layers: [Keymap], layouts: [TypingLayout], platform: TargetPlatform, sources: [String: String],
        localization: ShortcutWorld.Localization = .automatic
    ) -> [Diagnostic] {
        var report = KeymapAnalysis.Reporter(sources: sources)
        for layout in layouts {
            // A Mac layout is a Mac's, whatever --platform says.
            let platform = layout.isMac && !platform.isApple ? TargetPlatform.macos : platform
            var seen: [SameKeys: (binding: KeymapBinding, file: String)] = [:]
            for keymap in layers {
                var world = ShortcutWorld.of(keymap.dialect, platform: platform)
                if case .appKit = world { world = .appKit(localization) }
                let context = Context(layout: layout, platform: platform, world: world, file: keymap.file)
                for binding in keymap.bindings where binding.commandID != nil && !binding.sequence.isEmpty {
                    let presses = check(binding, context, &report)
                    guard let presses else { continue }
                    let key = SameKeys(presses: presses, when: binding.whenSource ?? "", world: world)
                    if let earlier = seen[key], earlier.binding.sequence != binding.sequence,
                        earlier.binding.commandID != binding.commandID
                    {
                        let keys = presses.map { $0.formatted(on: layout, style: context.style) }.joined(separator: " ")
                        let place =
                            earlier.file == keymap.file
                            ? "line \(earlier.binding.position.line)"
                            : "\(earlier.file):\(earlier.binding.position.line)"
                        add(
                            .warning, .layoutSameKeys, binding, chord: nil, context, &report,
                            "'\(written(binding))' and '\(written(earlier.binding))' (\(place)) are the same keys on \(layout.name): \(keys)",
                            hint: "\(context.world.displayName) cannot tell them apart; bind one of them to other keys")
                    }
                    seen[key] = (binding, keymap.file)
                }
            }
        }
        return report.diagnostics
    }

    struct Context {
        let layout: TypingLayout
        let platform: TargetPlatform
        let world: ShortcutWorld
        let file: String
        var third: ThirdLevelKey { ThirdLevelKey(layout: layout, platform: platform) }
        var style: ShortcutStyle { platform.shortcutStyle }
    }

    /// What decides that two bindings share keys: the presses, and the same `when` as written.
    private struct SameKeys: Hashable {
        var presses: [LayoutResolution.Press]
        var when: String
        var world: ShortcutWorld
    }

    /// One binding's chords on the layout; the presses when every chord has keys.
    private static func check(_ binding: KeymapBinding, _ context: Context, _ report: inout KeymapAnalysis.Reporter)
        -> [LayoutResolution.Press]?
    {
        var presses: [LayoutResolution.Press] = []
        let tokens = (binding.keySource ?? "").split(separator: " ").map(String.init)
        for (i, chord) in binding.sequence.chords.enumerated() {
            let byPosition =
                (binding.keysNamePositions && context.platform.isApple)
                || (context.world.editor?.namesPositionsInBrackets == true && i < tokens.count && isScanCode(tokens[i]))
            let resolution = LayoutResolution.resolve(
                chord, byPosition: byPosition, world: context.world, layout: context.layout, platform: context.platform)
            describe(resolution, chord, i, binding, context, &report)
            if !byPosition { checkSwallowing(chord, i, binding, context, &report) }
            guard let press = resolution.press else { return nil }
            presses.append(press)
        }
        return presses
    }

    private static func describe(
        _ resolution: LayoutResolution, _ chord: KeyboardShortcut, _ i: Int, _ binding: KeymapBinding,
        _ context: Context, _ report: inout KeymapAnalysis.Reporter
    ) {
        let name = context.layout.name
        let keys = resolution.press.map { $0.formatted(on: context.layout, style: context.style) } ?? ""
        let character = resolution.character.map { "'\(String($0).escapedForDisplay)'" } ?? ""
        switch resolution.outcome {
        case .asWritten: return
        case .untypable(let why):
            add(
                .warning, .layoutUntypable, binding, chord: i, context, &report,
                "'\(chord.canonical)' cannot be typed on \(name): \(why)",
                hint: "bind it to keys the layout has, or by position where \(context.world.displayName) allows it")
        case .needsModifier(let modifier):
            add(
                .warning, .layoutNeedsModifier, binding, chord: i, context, &report,
                "'\(chord.canonical)' needs \(modifier) on \(name): \(character) is on its third level, so the keys are \(keys)",
                hint:
                    "a person presses a modifier the shortcut does not show; pick a key the layout types without \(modifier)"
            )
        case .deadKey:
            add(
                .warning, .layoutDeadKey, binding, chord: i, context, &report,
                "'\(chord.canonical)' is a dead key on \(name): \(character) waits for the next key (\(keys))")
        case .remapped(let target):
            let to = target.map { "to \($0.formatted(.glyphs))" } ?? "to keys Apple does not document"
            let typed =
                target != nil
                ? "\(character) is on the third level"
                : keys.isEmpty ? "no key types \(character)" : "\(character) is \(keys)"
            add(
                .note, .layoutRemapped, binding, chord: i, context, &report,
                "'\(chord.canonical)' is remapped by macOS on \(name) \(to) (\(typed); SwiftUI's .automatic)")
        }
    }

    /// An ⌥ chord on a Mac layout, or a Ctrl+Alt chord on Windows, whose keys type a
    /// character there: the binding takes that character from the person.
    private static func checkSwallowing(
        _ chord: KeyboardShortcut, _ i: Int, _ binding: KeymapBinding, _ context: Context,
        _ report: inout KeymapAnalysis.Reporter
    ) {
        let third = context.third.modifiers
        guard !third.isEmpty, chord.modifiers.subtracting(.shift) == third else { return }
        let plain = KeyboardShortcut(folding: chord.key, exactly: chord.modifiers.intersection(.shift))
        let base = LayoutResolution.resolve(
            plain, byPosition: false, world: .terminal, layout: context.layout, platform: context.platform)
        guard case .asWritten = base.outcome, let position = base.press?.position, let level = base.level,
            !level.usesThird
        else { return }
        let level3: TypingLayout.Level = level.usesShift || chord.modifiers.contains(.shift) ? .shiftThird : .third
        guard let symbol = context.layout.symbol(at: position, level3) else { return }
        var press = base.press!
        press.modifiers.formUnion(third)
        let keys = press.formatted(on: context.layout, style: context.style)
        let what =
            symbol.isDead ? "the dead key '\(symbol.character)'" : "'\(String(symbol.character).escapedForDisplay)'"
        add(
            .warning, .layoutSwallowsCharacter, binding, chord: i, context, &report,
            "'\(chord.canonical)' takes \(what) from \(context.layout.name): \(keys) types it there",
            hint: context.third == .option
                ? "on a Mac layout ⌥ types characters; add ⌘ or ⌃ to the shortcut"
                : "on Windows AltGr is Ctrl+Alt; pick a chord without both")
    }

    /// VS Code's scan-code chord: `[KeyA]`, `ctrl+[Backquote]`.
    package static func isScanCode(_ token: String) -> Bool {
        guard token.hasSuffix("]"), let open = token.lastIndex(of: "[") else { return false }
        guard token.distance(from: open, to: token.endIndex) > 2 else { return false }
        return open == token.startIndex || token[token.index(before: open)] == "+"
            || token[token.index(before: open)] == "-"
    }

    private static func written(_ binding: KeymapBinding) -> String { binding.keySource ?? binding.sequence.canonical }

    private static func add(
        _ severity: Diagnostic.Severity, _ rule: LayoutRule, _ binding: KeymapBinding, chord: Int?, _ context: Context,
        _ report: inout KeymapAnalysis.Reporter, _ message: String, hint: String? = nil
    ) {
        let text = report.keyText(of: binding, in: context.file)
        let offset = chord.flatMap { KeymapAnalysis.writtenChordOffset($0, in: text) } ?? (text == nil ? nil : 0)
        let length =
            offset == nil ? 1 : chord.map { KeymapAnalysis.writtenChordLength($0, in: text) } ?? (text?.count ?? 1)
        report.add(
            severity, context.file, offset == nil ? nil : binding.keyPosition, fallback: binding.position,
            offset: offset ?? 0, isRawOffset: true, length: length, "\(message) [\(rule.id)]", hint: hint,
            rule: rule.id, finding: Diagnostic.Finding(bindings: [Diagnostic.Binding(binding, in: context.file)]))
    }
}
