import KeyGraph

/// What a dialect means to the formats module, declared once in the dialect's folder
/// (`Dialects/VSCode/DialectFormat+VSCode.swift` …; ``KeymapDialect/format`` is the
/// registry): how its files look and are read, the layout world its shortcuts live in, the
/// editors that keep its files and where, how `explain` reads a stated context, and how the
/// checks compare its conditions. The readers, the layout rules, `--editor` and the checks
/// ask these values and never which dialect a keymap is (docs/architecture.md, "Adding a
/// dialect").
package struct DialectFormat: Sendable {
    /// For a dialect whose files are a JSON array of entries: the member names that mark an
    /// entry as its own (`key`, `command`, …), in the order messages list them. A file's
    /// dialect is the accepted one that claims the first such name of its first entries
    /// (``EditorKeymapReader/dialect(of:accepting:)``).
    package let entryMembers: [String]
    /// Reads one entry of the array, the scanner at its `{`; nil for a dialect whose files
    /// are no array (KeyGraph's own, read by ``KeymapLoader``).
    let readEntry:
        (@Sendable (_ reader: inout EditorKeymapReader, _ position: SourcePosition) throws(SyntaxError) -> Void)?
    /// The editor's rule for its shortcuts on a keyboard layout; nil: the app's world
    /// (AppKit's rule on Apple platforms, else the terminal's).
    package let world: EditorWorld?
    /// The editors that keep their keymaps in this dialect (`--editor`), with their folders.
    package let editors: [EditorFiles.Editor]
    /// A context stated for `explain --context`, over the values the editor gives the keys
    /// left unset (returned with it); nil for a dialect without one.
    package let statedContext:
        (
            @Sendable (_ text: String, _ platform: TargetPlatform) throws(SyntaxError) -> (
                KeyContext, [EditorContext.Default]
            )
        )?
    /// How the checks compare its conditions.
    let analysis: DialectAnalysis
    /// The contexts the keyboard page can show its keys in, the editor's main editing focus
    /// first (``PageContext``); none for a dialect without a stated context.
    package var pageContexts: [PageContext] = []
}
