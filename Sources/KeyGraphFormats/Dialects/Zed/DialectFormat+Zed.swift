import KeyGraph

extension DialectFormat {
    /// Zed's `keymap.json`: an array of sections `{context, bindings, unbind,
    /// use_key_equivalents}`; contexts evaluated on Zed's stack of context entries,
    /// compared by searching stacks (``ZedStackOverlaps``).
    static let zed = DialectFormat(
        entryMembers: ["context", "bindings", "unbind", "use_key_equivalents"],
        readEntry: { reader, position throws(SyntaxError) in try reader.readZedSection(at: position) },
        world: .zed, editors: [.zed],
        statedContext: { text, platform throws(SyntaxError) in try EditorContext.zed(text, platform: platform) },
        analysis: .using { ZedStackOverlaps(clauses: $0) }, pageContexts: PageContext.zed)
}

extension EditorWorld {
    /// Zed: characters; a `use_key_equivalents` section names positions (macOS); on Linux
    /// a key that types no ASCII character is read as QWERTY's key there.
    static let zed = EditorWorld(name: KeymapDialect.zed.displayName, readsNonASCIIKeysAsUS: true)
}

extension ShortcutWorld {
    /// Zed's world (``EditorWorld/zed``).
    package static let zed = ShortcutWorld.editor(.zed)
}
