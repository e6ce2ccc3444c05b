import Foundation
import KeyGraph
import KeyGraphFormats
import KeyGraphSwiftUI
import KeyGraphTestSupport
import Testing

/// One registry for every rule of every family: each id once, with its examples and a docs
/// section that exists.
@Suite("The rule registry")
struct RuleRegistryTests {
    static let registry = RuleRegistry.formats.adding(SwiftLintRule.descriptors).adding(SwiftReaderRule.descriptors)

    /// Every id any code reports: the cases of the families' enumerations, which the analyses
    /// report by (a diagnostic's rule is one of them, never text).
    static let emitted: [(RuleID, RuleDescriptor.Family)] =
        MenuRule.allCases.map { ($0.id, .menu) } + KeymapRule.allCases.map { ($0.id, .keymap) }
        + TerminalRule.allCases.map { ($0.id, .terminal) } + LayoutRule.allCases.map { ($0.id, .layout) }
        + CheckRule.allCases.map { ($0.id, .check) } + SwiftLintRule.allCases.map { ($0.id, .swiftSource) }
        + SwiftReaderRule.allCases.map { ($0.id, .swiftReader) }

    @Test("every id any family reports is in the registry once, in its family")
    func everyIdIsRegistered() {
        for (id, family) in Self.emitted {
            #expect(Self.registry[id]?.family == family, "\(id)")
        }
        #expect(Self.registry.rules.count == Self.emitted.count)
        #expect(Set(Self.registry.ids).count == Self.registry.rules.count)
        // The ids as --json and // keygraph:ignore have always spelt them.
        for id in ["never-fires", "terminal-claims", "layout-needs-modifier", "ellipsis", "icon-without-label"] {
            #expect(Self.registry.contains(RuleID(id)), "\(id)")
        }
        #expect(!Self.registry.contains("bogus-xyz"))
    }

    @Test("the ids are the ones --json, --github and // keygraph:ignore have always used")
    func idsDoNotChange() {
        let ids = Self.registry.rules.map { "\($0.family.rawValue) \($0.id)" }.sorted()
        let expected =
            [
                "menu reserved-shortcut", "menu shifted-two-character-key", "menu mixed-plate", "menu unlabelled-icon",
                "menu missing-icon", "menu context-top-item", "menu submenu-depth", "menu ellipsis",
                "menu standard-shortcut", "menu performs-nothing", "menu toolbar-groups", "menu toolbar-prominent",
                "menu toolbar-text-verb",
                "keymap duplicate-binding", "keymap never-fires", "keymap loses-in-part", "keymap sequence-unreachable",
                "keymap prefix-never-fires", "keymap prefix-waits-for-timeout", "keymap defaults-unreachable",
                "keymap defaults-never-fire", "keymap defaults-wait-for-timeout", "keymap removes-nothing",
                "keymap unbinds-nothing", "keymap unknown-command", "keymap unknown-context", "keymap opaque-commands",
                "keymap unmodelled-context",
                "keymap file-warning", "keymap editor-defaults", "keymap editor-profiles",
                "terminal terminal-claims", "terminal terminal-sends-other-key", "terminal terminal-cannot-send",
                "terminal terminal-alt-fallback", "terminal terminal-fallback-bound",
                "layout layout-untypable", "layout layout-needs-modifier", "layout layout-dead-key",
                "layout layout-swallows-character", "layout layout-same-keys", "layout layout-remapped",
                "check unused-ignore", "check invalid-ignore",
                "swift-reader swift-platform", "swift-reader not-modelled", "swift-reader shortcut-not-bound",
                "swift-reader view-not-shown", "swift-reader any-view", "swift-reader undecided-condition",
                "swift-reader unpublished-focused-value", "swift-reader duplicate-shortcut",
                "swift-reader source-not-read",
            ] + SwiftLintRule.allCases.map { "swift-source \($0.rawValue)" }
        #expect(ids == expected.sorted())
    }

    @Test("every rule has a summary and a Wrong and a Right example that differ")
    func everyRuleHasExamples() {
        for rule in Self.registry.rules {
            #expect(!rule.summary.isEmpty, "\(rule.id)")
            #expect(!rule.wrong.isEmpty && !rule.right.isEmpty, "\(rule.id)")
            #expect(rule.wrong != rule.right, "\(rule.id)")
        }
    }

    @Test("every rule's doc anchor is a heading of an existing docs file")
    func everyDocAnchorExists() throws {
        var anchors: [String: Set<String>] = [:]
        for rule in Self.registry.rules {
            let parts = rule.doc.split(separator: "#", maxSplits: 1).map(String.init)
            #expect(parts.count == 2 && parts[0].hasPrefix("docs/") && parts[0].hasSuffix(".md"), "\(rule.doc)")
            guard parts.count == 2 else { continue }
            if anchors[parts[0]] == nil {
                let text = try String(contentsOf: packageRoot.appendingPathComponent(parts[0]), encoding: .utf8)
                anchors[parts[0]] = Self.headingAnchors(text)
            }
            #expect(anchors[parts[0]]?.contains(parts[1]) == true, "\(rule.id): \(rule.doc)")
        }
    }

    /// The anchors GitHub gives a Markdown file's headings: lower-cased, punctuation other
    /// than `-` and `_` dropped, spaces as `-` (outside fenced code).
    static func headingAnchors(_ text: String) -> Set<String> {
        var anchors: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.drop { $0 == " " }
            let kept = title.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            anchors.insert(String(kept.map { $0 == " " ? "-" : $0 }))
        }
        return anchors
    }

    @Test("the anchors are GitHub's")
    func anchorsAreGitHubs() {
        let anchors = Self.headingAnchors("# A\n## The app's world\n```\n# not\n```\n### In CI: `--json`, `--github`\n")
        #expect(anchors == ["a", "the-apps-world", "in-ci---json---github"])
    }
}

/// The reader's own notes and findings each name a rule of the registry (never "(no rule)"
/// in the summary), read on every fixture, the bad ones included.
@Suite("The reader's findings by rule")
struct SwiftReaderRuleTests {
    static let fixtures = [
        "Actions", "Commands", "ContextMenus", "Dialogs", "EntryAppKitCode", "EntryBadInput", "EntryCustomMain",
        "EntryDelegate", "EntryMenuBarExtra", "EntrySettingsOnly", "EntryStoryboard", "EntryUIKit", "EntryViewer",
        "EntryWindow", "Focus", "IconToolbar", "Items", "Links", "Lints", "MenuForEach", "MenuLabels", "MenuPickers",
        "MenuReplaced", "MenuShortcuts", "Navigation", "Notes", "PlatformIfOS", "Scenes", "ScopeErased",
        "ScopeForEachIndex", "ScopePopover", "ScopeSettings", "ScopeSheet", "ScopeShortcutRelay", "ScopeUnreached",
        "Screens", "Search", "Sheets", "Shortcuts", "Tabs", "Titles", "Toolbars",
    ]

    @Test("every diagnostic of every fixture names a swift-reader rule")
    func everyNoteHasARule() throws {
        var seen: Set<RuleID> = []
        for name in Self.fixtures {
            guard let sources = try? SwiftFixtures.read(name) else { continue }
            for d in sources.diagnostics {
                #expect(d.rule != nil, "\(d.summary)")
                if let rule = d.rule {
                    #expect(RuleRegistryTests.registry[rule]?.family == .swiftReader, "\(d.summary)")
                    seen.insert(rule)
                }
            }
        }
        // The fixtures reach most of the family (source-not-read and swift-platform are pinned below).
        for rule: SwiftReaderRule in [.notModelled, .shortcutNotBound, .viewNotShown, .anyView, .duplicateShortcut] {
            #expect(seen.contains(rule.id), "\(rule.id)")
        }
    }

    @Test("a file that does not parse and the platform note name their rules")
    func parseErrorAndPlatform() throws {
        let broken = SourceFile(
            name: "Broken.swift", text: "@main struct A: App { var body: some Scene { WindowGroup { Text(\"x\" } } }\n")
        let sources = try SwiftSources.read([broken], name: "a.swiftui.json", platform: .macos)
        let errors = sources.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.rule == SwiftReaderRule.sourceNotRead.id })
        let note = ProjectPlatform.detect(manifests: [], sources: [broken]).note(given: nil)
        #expect(note.rule == SwiftReaderRule.platform.id)
    }
}
