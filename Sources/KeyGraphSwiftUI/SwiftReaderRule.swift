import KeyGraph
import KeyGraphFormats

/// What the SwiftUI reader says of the sources it read (docs/swiftui.md, "The reader's findings
/// by rule"): the platform it read for, what it reads in part or not at all, shortcuts it does
/// not bind and why, and the files it could not read. Every note and finding of the reader
/// carries one of these ids, so `--no-rule`, `.keygraph.json` and `// keygraph:ignore` reach
/// it like any other rule's.
public enum SwiftReaderRule: RuleSet {
    case platform, notModelled, shortcutNotBound, viewNotShown, anyView, undecidedCondition
    case unpublishedFocusedValue, duplicateShortcut, sourceNotRead

    public var descriptor: RuleDescriptor {
        switch self {
        case .platform:
            rule(
                "swift-platform", .note,
                summary: "the platform and deployment target the sources were read for, and where they came from",
                wrong: "a project whose manifest names no platform: read for macos, no deployment target found",
                right: "Package.swift: platforms: [.macOS(.v14)] (or \"platform\" in .keygraph.json)")
        case .notModelled:
            rule(
                "not-modelled", .note,
                summary: "a construct the reader reads in part, as something else, or not at all "
                    + "(made at run time, outside the sources read, no app model counterpart)",
                wrong: ".keyboardShortcut(KeyEquivalent(key), modifiers: .command)   (key known only at run time)",
                right: ".keyboardShortcut(\"k\", modifiers: .command)")
        case .shortcutNotBound:
            rule(
                "shortcut-not-bound", .note,
                summary: "a shortcut the source writes that works only while its context menu or status menu is open, "
                    + "or in a presentation the reader does not model, or that a later .keyboardShortcut replaces",
                wrong: ".contextMenu { Button(\"Clear History\") { … }.keyboardShortcut(\"k\") }",
                right: "the command in the menu bar: CommandMenu(\"Clip\") { Button(\"Clear History\") { … } … }")
        case .viewNotShown:
            rule(
                "view-not-shown", .note,
                summary: "a view with shortcuts that no scene shows: its shortcuts are not bound",
                wrong:
                    "struct ImageExporter: View { … Button(\"Save Image\") { … }.keyboardShortcut(\"s\") }, used nowhere",
                right: "ImageExporter() in a scene's views, or the unused view removed")
        case .anyView:
            rule(
                "any-view", .note,
                summary: "a view passed as AnyView: its shortcuts are bound at its nearest known parent",
                wrong: "content: AnyView(ArticleView())",
                right: "content: ArticleView()   (a generic or @ViewBuilder parameter)")
        case .undecidedCondition:
            rule(
                "undecided-condition", .note,
                summary: "an #if whose condition the source cannot decide (a custom flag): both branches are read",
                wrong: "#if BETA … #else … #endif",
                right: "#if os(macOS) … #endif   (or the flag decided in the code read)")
        case .unpublishedFocusedValue:
            rule(
                "unpublished-focused-value", .note,
                summary: "a command disabled without a focused value no view publishes: read as always enabled",
                wrong:
                    "@FocusedValue(\\.note) var note … .disabled(note == nil), and no view has .focusedValue(\\.note, …)",
                right: "the note's view publishes it: .focusedSceneValue(\\.note, note)")
        case .duplicateShortcut:
            rule(
                "duplicate-shortcut", .warning,
                summary:
                    "two menu items (or a view's control and a menu item) on one shortcut: SwiftUI performs one of them",
                wrong:
                    "Button(\"New Note\") { … }.keyboardShortcut(\"n\"); Button(\"Duplicate\") { … }.keyboardShortcut(\"n\")",
                right: "Button(\"Duplicate\") { … }.keyboardShortcut(\"d\")")
        case .sourceNotRead:
            rule(
                "source-not-read", .error,
                summary: "a Swift, storyboard or xib file, or part of one, that is not read: a syntax error, "
                    + "an invalid character, nesting too deep, not UTF-8, not XML",
                wrong: "Button(\"Save\" { save() }", right: "Button(\"Save\") { save() }")
        }
    }

    private func rule(
        _ id: RuleID, _ severity: Diagnostic.Severity, summary: String, wrong: String, right: String
    ) -> RuleDescriptor {
        RuleDescriptor(
            id, .swiftReader, severity, summary: summary, wrong: wrong, right: right,
            doc: "docs/swiftui.md#\(id.rawValue)")
    }
}
