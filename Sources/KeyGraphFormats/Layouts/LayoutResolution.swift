import KeyGraph

/// What one written chord is on a layout, by one world's rule: the keys the person
/// presses, and whether that is what the chord says (docs/layouts.md).
package struct LayoutResolution: Sendable, Hashable {
    /// The physical keys held: a key of the typing block (or a named key off it) with the
    /// modifiers the platform reports, and Linux's AltGr, which it reports as none.
    package struct Press: Sendable, Hashable {
        /// The typing-block key, nil for a named key (an arrow, F5, Return).
        package var position: KeyPosition?
        /// The named key, for a press off the typing block.
        package var named: KeyEquivalent?
        package var modifiers: EventModifiers
        package var altGr = false

        /// `⌥⌘5`, `Ctrl+AltGr+8`: the modifiers in the platform's style, then the key's
        /// base legend on `layout`.
        package func formatted(on layout: TypingLayout, style: ShortcutStyle) -> String {
            let modifierText = KeyboardShortcut(folding: .space, exactly: modifiers).formatted(style)
            let spaceName = KeyboardShortcut(folding: .space, exactly: []).formatted(style)
            var text = String(modifierText.dropLast(spaceName.count)) + (altGr ? "AltGr+" : "")
            if let position, position.cap != "space" {
                // The key's own legend: its base character, a letter in capitals (not ß → SS).
                let base = layout.symbol(at: position, .base)?.character ?? position.cap.first ?? "?"
                let upper = base.uppercased()
                text += upper.count == 1 ? upper : String(base)
            } else {
                text += KeyboardShortcut(folding: named ?? .space, exactly: []).formatted(style)
            }
            return text
        }
    }

    package enum Outcome: Sendable, Hashable {
        /// The chord is typed as written (Shift for a shifted character included).
        case asWritten
        /// Typed, but only with a modifier the chord does not name (its name: `⌥`, `AltGr`).
        case needsModifier(String)
        /// macOS remaps it (SwiftUI's `.automatic`) to this chord, or to one Apple does not name (nil).
        case remapped(KeyboardShortcut?)
        /// No keys type it; why.
        case untypable(String)
        /// Only a dead key types the character: it waits for the next key.
        case deadKey
    }

    package var press: Press?
    package var outcome: Outcome
    /// The character the keys type, where the chord names one.
    package var character: Character?
    package var level: TypingLayout.Level?

    /// The documented remappings of SwiftUI's `.automatic` (Apple's `KeyboardShortcut.Localization`:
    /// "⌘[ … on the German keyboard layout … automatic shortcut remapping will convert it to ⌘Ö").
    /// Apple's table is not public; other remappings are reported as made, target unknown.
    package static let documentedRemaps: [String: [Character: Character]] = ["de": ["[": "ö"]]

    /// What `chord` is on `layout` by `world`'s rule.
    ///
    /// - Parameters:
    ///   - byPosition: the chord names a position (VS Code's `[BracketLeft]`, a Zed
    ///     `use_key_equivalents` section on macOS): the key the US layout has there.
    /// - Complexity: O(1) after the layout's character index.
    package static func resolve(
        _ chord: KeyboardShortcut, byPosition: Bool, world: ShortcutWorld, layout: TypingLayout,
        platform: TargetPlatform
    ) -> LayoutResolution {
        let third = ThirdLevelKey(layout: layout, platform: platform)
        guard let us = KeyPosition.us(typing: chord.key) else {
            let v = chord.key.scalar.value
            if v >= 0x21, v < 0xF700, v != 0x7F {
                return resolveCharacter(chord, world: world, layout: layout, platform: platform, third: third)
            }
            return LayoutResolution(press: Press(named: chord.key, modifiers: chord.modifiers), outcome: .asWritten)
        }
        let digitByPosition = world.editor?.digitsByPosition == true && ("0"..."9").contains(chord.key.scalar)
        if byPosition || chord.key == .space || digitByPosition {
            let level: TypingLayout.Level = us.shifted ? .shift : .base
            let modifiers = chord.modifiers.union(us.shifted ? .shift : [])
            return LayoutResolution(
                press: Press(position: us.position, modifiers: modifiers), outcome: .asWritten,
                character: layout.symbol(at: us.position, level)?.character, level: level)
        }
        return resolveCharacter(chord, world: world, layout: layout, platform: platform, third: third)
    }

    /// The character rules: the keys that type the chord's character, and what each
    /// world makes of a character behind Shift, the third level or a dead key.
    private static func resolveCharacter(
        _ chord: KeyboardShortcut, world: ShortcutWorld, layout: TypingLayout, platform: TargetPlatform,
        third: ThirdLevelKey
    ) -> LayoutResolution {
        let character = chord.key.character
        let strokes = layout.strokes(typing: character)
        let editor = world.editor
        let live =
            editor?.deadKeysAreKeys == true
            ? strokes : strokes.filter { layout.symbol(at: $0.key, $0.level)?.isDead == false }
        if editor?.readsNonASCIIKeysAsUS == true, !platform.isApple, !layout.isMac,
            live.first.map({ $0.level.usesThird }) ?? true,
            let us = KeyPosition.us(typing: chord.key),
            let there = layout.symbol(at: us.position, .base), !there.character.isASCII
        {
            return LayoutResolution(
                press: Press(position: us.position, modifiers: chord.modifiers.union(us.shifted ? .shift : [])),
                outcome: .asWritten, character: character, level: us.shifted ? .shift : .base)
        }
        guard let stroke = live.first else {
            if let dead = strokes.first {
                return LayoutResolution(
                    press: press(for: dead, chord, third), outcome: .deadKey, character: character, level: dead.level)
            }
            if case .appKit(let localization) = world, localization != .custom {
                return LayoutResolution(press: nil, outcome: .remapped(nil), character: character)
            }
            return LayoutResolution(
                press: nil, outcome: .untypable("no key types '\(character)'"), character: character)
        }
        var result = LayoutResolution(
            press: press(for: stroke, chord, third), outcome: .asWritten, character: character, level: stroke.level)
        if let conflict = editor?.shiftConflict, let taken = conflict(chord, stroke, layout) {
            result.outcome = .untypable(taken)
            result.press = nil
            return result
        }
        guard stroke.level.usesThird else { return result }
        switch world {
        case .appKit(let localization) where localization != .custom:
            let remap = documentedRemaps[layout.name.prefix { $0 != "(" }.description]?[character].map {
                KeyboardShortcut(KeyEquivalent($0.unicodeScalars.first ?? " "), modifiers: chord.modifiers)
            }
            result.outcome = .remapped(remap)
            // The keys are the remapped chord's (⌘Ö), so it can meet another binding there.
            if let remap,
                let keys = resolve(
                    remap, byPosition: false, world: .appKit(.custom), layout: layout, platform: platform
                )
                .press
            {
                result.press = keys
            }
        case .editor(let editor) where editor.thirdLevelIsControlAlt:
            let named = chord.modifiers.intersection([.control, .option])
            if named == .control || named == .option {
                let keys = Press(position: stroke.key, modifiers: [.control, .option]).formatted(
                    on: layout, style: .text)
                result.outcome = .untypable(
                    "\(editor.name) maps '\(character)' to \(keys), its reading of \(third.name)")
                result.press = nil
            } else {
                result.press?.modifiers.formUnion([.control, .option])
                result.press?.altGr = false
                if named.isEmpty {
                    result.outcome = .needsModifier("Ctrl+Alt (\(editor.name)'s reading of \(third.name))")
                }
            }
        default:
            result.outcome = .needsModifier(third.name)
        }
        return result
    }

    private static func press(for stroke: TypingLayout.Stroke, _ chord: KeyboardShortcut, _ third: ThirdLevelKey)
        -> Press
    {
        var modifiers = chord.modifiers
        if stroke.level.usesShift { modifiers.insert(.shift) }
        var press = Press(position: stroke.key, modifiers: modifiers)
        if stroke.level.usesThird {
            press.modifiers.formUnion(third.modifiers)
            press.altGr = third == .altGr
        }
        return press
    }
}
