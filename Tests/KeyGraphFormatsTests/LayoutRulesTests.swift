import KeyGraph
import Testing

@testable import KeyGraphFormats

/// Each world's rule (docs/layouts.md) on tiny layouts written here: a few keys of the German
/// PC layout and of the German Mac layout, as xkb-data has them.
@Suite struct LayoutRulesTests {
    static func key(_ cap: String, _ levels: [String?]) -> TypingLayout.Key {
        TypingLayout.Key(
            KeyPosition.named(cap)!,
            levels.map { text in
                text.map { $0.hasSuffix("(dead)") ? .init($0.first!, isDead: true) : .init(Character($0)) }
            })
    }

    static let germanPC = TypingLayout(
        name: "de", description: "German", isMac: false,
        keys: [
            key("7", ["7", "/", "{", nil]), key("8", ["8", "(", "[", nil]), key("9", ["9", ")", "]", nil]),
            key("-", ["ß", "?", "\\", nil]), key("[", ["ü", "Ü", "¨(dead)", nil]), key("q", ["q", "Q", "@", nil]),
            key("l", ["l", "L", nil, nil]), key("y", ["z", "Z", nil, nil]), key("z", ["y", "Y", nil, nil]),
            key("`", ["^(dead)", "°", nil, nil]), key(";", ["ö", "Ö", nil, nil]),
        ])

    static let germanMac = TypingLayout(
        name: "de(mac)", description: "German (Macintosh)", isMac: true,
        keys: [
            key("5", ["5", "%", "[", nil]), key("6", ["6", "&", "]", nil]), key("7", ["7", "/", "|", "\\"]),
            key("l", ["l", "L", "@", nil]), key(";", ["ö", "Ö", nil, nil]), key("[", ["ü", "Ü", nil, nil]),
        ])

    func resolve(
        _ keys: String, _ world: ShortcutWorld, on layout: TypingLayout = germanPC, platform: TargetPlatform = .linux,
        byPosition: Bool = false
    ) throws -> (outcome: LayoutResolution.Outcome, keys: String?) {
        let chord = try KeySequence(parsing: keys).chords[0]
        let r = LayoutResolution.resolve(
            chord, byPosition: byPosition, world: world, layout: layout, platform: platform)
        return (r.outcome, r.press?.formatted(on: layout, style: platform.shortcutStyle))
    }

    // MARK: SwiftUI and AppKit

    @Test func automaticRemapsCommandBracketToCommandÖAsAppleDocuments() throws {
        let r = try resolve("cmd+[", .appKit(.automatic), on: Self.germanMac, platform: .macos)
        #expect(r.outcome == .remapped(KeyboardShortcut("ö", modifiers: .command)))
        #expect(r.keys == "⌘Ö")
    }

    @Test func automaticRemapsOtherOptionCharactersToAnUndocumentedChord() throws {
        let r = try resolve("cmd+]", .appKit(.withoutMirroring), on: Self.germanMac, platform: .macos)
        #expect(r.outcome == .remapped(nil))
        #expect(r.keys == "⌥⌘6")
    }

    @Test func customNeedsOption() throws {
        let r = try resolve("cmd+[", .appKit(.custom), on: Self.germanMac, platform: .macos)
        #expect(r.outcome == .needsModifier("⌥"))
        #expect(r.keys == "⌥⌘5")
        let shifted = try resolve("cmd+\\", .appKit(.custom), on: Self.germanMac, platform: .macos)
        #expect(shifted.keys == "⌥⇧⌘7")
    }

    @Test func aShiftedCharacterIsTypedAsWritten() throws {
        let r = try resolve("cmd+/", .appKit(.custom), on: Self.germanMac, platform: .macos)
        #expect(r.outcome == .asWritten)
        #expect(r.keys == "⇧⌘7")
    }

    // MARK: VS Code

    @Test func vsCodeReadsAltGrAsControlAlt() throws {
        let ctrl = try resolve("ctrl+[", .vscode)
        #expect(ctrl.outcome == .untypable("VS Code maps '[' to Ctrl+Alt+8, its reading of AltGr"))
        #expect(ctrl.keys == nil)
        let alone = try resolve("[", .vscode)
        #expect(alone.outcome == .needsModifier("Ctrl+Alt (VS Code's reading of AltGr)"))
        #expect(alone.keys == "Ctrl+Alt+8")
        let both = try resolve("ctrl+alt+[", .vscode)
        #expect(both.outcome == .asWritten)
        #expect(both.keys == "Ctrl+Alt+8")
    }

    @Test func vsCodeDigitsArePositionsToo() throws {
        let french = TypingLayout(
            name: "fr", description: "French", isMac: false, keys: [Self.key("1", ["&", "1", nil, nil])])
        let r = try resolve("alt+1", .vscode, on: french)
        #expect(r.outcome == .asWritten)
        #expect(r.keys == "Alt+&")
    }

    @Test func vsCodeScanCodesArePositions() throws {
        let r = try resolve("ctrl+[", .vscode, byPosition: true)
        #expect(r.outcome == .asWritten)
        #expect(r.keys == "Ctrl+Ü")
    }

    // MARK: Zed

    @Test func zedOnLinuxReadsANonASCIIKeyAsQWERTYs() throws {
        let r = try resolve("ctrl+[", .zed)
        #expect(r.outcome == .asWritten)
        #expect(r.keys == "Ctrl+Ü")
    }

    @Test func zedOnAMacNeedsOptionUnlessTheSectionUsesKeyEquivalents() throws {
        let characters = try resolve("ctrl+[", .zed, on: Self.germanMac, platform: .macos)
        #expect(characters.outcome == .needsModifier("⌥"))
        #expect(characters.keys == "⌃⌥5")
        let positions = try resolve("ctrl+[", .zed, on: Self.germanMac, platform: .macos, byPosition: true)
        #expect(positions.outcome == .asWritten)
        #expect(positions.keys == "⌃Ü")
    }

    // MARK: The terminal

    @Test func theTerminalSendsWhatTheKeyTypes() throws {
        let bracket = try resolve("ctrl+[", .terminal)
        #expect(bracket.outcome == .needsModifier("AltGr"))
        #expect(bracket.keys == "Ctrl+AltGr+8")
        let windows = try resolve("ctrl+[", .terminal, platform: .windows)
        #expect(windows.outcome == .needsModifier("AltGr (Ctrl+Alt)"))
        #expect(windows.keys == "Ctrl+Alt+8")
        let z = try resolve("ctrl+y", .terminal)
        #expect(z.outcome == .asWritten)
        #expect(z.keys == "Ctrl+Y")
        #expect(try resolve("ctrl+^", .terminal).outcome == .deadKey)
        #expect(try resolve("ctrl+é", .terminal).outcome == .untypable("no key types 'é'"))
        #expect(try resolve("ctrl+up", .terminal).keys == "Ctrl+Up")
    }

    // MARK: The lints

    func lint(_ bindings: [(String, String)], on layout: TypingLayout, platform: TargetPlatform) throws -> [String] {
        let keymap = Keymap(
            name: "t", file: "t.json",
            bindings: try bindings.enumerated().map { i, binding in
                KeymapBinding(
                    sequence: try KeySequence(parsing: binding.0), action: .command(binding.1),
                    position: SourcePosition(line: i + 1, column: 1))
            })
        return LayoutLint.lint(layers: [keymap], layouts: [layout], platform: platform, sources: [:]).map(\.summary)
    }

    @Test func optionChordsSwallowTheMacLayoutsCharacters() throws {
        #expect(
            try lint([("alt+l", "a"), ("cmd+alt+l", "b"), ("alt+5", "c")], on: Self.germanMac, platform: .linux) == [
                "t.json:1:1: warning: 'alt+l' takes '@' from de(mac): ⌥L types it there [layout-swallows-character]",
                "t.json:3:1: warning: 'alt+5' takes '[' from de(mac): ⌥5 types it there [layout-swallows-character]",
            ])
    }

    @Test func controlAltSwallowsAltGrOnWindowsOnly() throws {
        #expect(
            try lint([("ctrl+alt+q", "a")], on: Self.germanPC, platform: .windows) == [
                "t.json:1:1: warning: 'ctrl+alt+q' takes '@' from de: Ctrl+Alt+Q types it there [layout-swallows-character]"
            ])
        #expect(try lint([("ctrl+alt+q", "a")], on: Self.germanPC, platform: .linux) == [])
    }

    @Test func twoShortcutsOnTheSameKeys() throws {
        #expect(
            try lint(
                [("ctrl+/", "a"), ("ctrl+shift+7", "b"), ("ctrl+shift+7", "a")], on: Self.germanPC, platform: .linux)
                == [
                    "t.json:2:1: warning: 'ctrl+shift+7' and 'ctrl+/' (line 1) are the same keys on de: Ctrl+Shift+7 [layout-same-keys]"
                ])
    }

    @Test func aMacLayoutIsJudgedAsOnAMac() throws {
        #expect(
            try lint([("cmd+[", "a")], on: Self.germanMac, platform: .linux) == [
                "t.json:1:1: note: 'cmd+[' is remapped by macOS on de(mac) to ⌘Ö ('[' is on the third level; SwiftUI's .automatic) [layout-remapped]"
            ])
    }

    @Test func aRemappedShortcutMeetsTheBindingOnItsNewKeys() throws {
        #expect(
            try lint([("cmd+ö", "a"), ("cmd+[", "b")], on: Self.germanMac, platform: .macos) == [
                "t.json:2:1: note: 'cmd+[' is remapped by macOS on de(mac) to ⌘Ö ('[' is on the third level; SwiftUI's .automatic) [layout-remapped]",
                "t.json:2:1: warning: 'cmd+[' and 'cmd+ö' (line 1) are the same keys on de(mac): ⌘Ö [layout-same-keys]",
            ])
    }
}
