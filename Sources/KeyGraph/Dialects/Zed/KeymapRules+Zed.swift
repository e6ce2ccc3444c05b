extension KeymapRules {
    /// Zed's `keymap.json`: its notation (`ctrl-k`, `secondary-`, `delete` is forward
    /// delete: ``KeyNotation/zedChord(_:column:secondary:)``), its context grammar, read by
    /// its own parser (`>` for descendants, no regex: ``ZedContextParser``), evaluated on
    /// its stack of context entries (`depth_of` in gpui's `keymap.rs`), the deepest context
    /// match then the later binding, the default and user keymaps ranked as one list, and
    /// the latest match decides a sequence, a pending exact match firing after a second.
    ///
    /// A `null` is no match for pending purposes ("null is not a match for pending
    /// purposes", gpui's `Keymap::bindings_for_input`, pinned by its
    /// `test_override_multikey`); a later null on a longer sequence still takes its keys out
    /// of the pending input (`test_multiple_keystroke_binding_disabled`). A `null` of the
    /// default keymap blocks nothing: `bindings_for_input` stops at a `NoAction` only when
    /// its source is the user's keymap ("This allows user keymaps to override base keymap
    /// NoAction bindings", zed-industries/zed PR #37557).
    static let zed = KeymapRules(
        name: "Zed",
        notation: Notation(name: "zed") { token, column, secondary throws(SyntaxError) in
            try KeyNotation.zedChord(token, column: column, secondary: secondary)
        },
        grammar: Grammar(
            hasDescendant: true, quotesWithDoubleQuotes: true, hasListLiterals: true,
            hasLooseWords: false, takesQuotedKeyAfterIn: false, regexFlags: "", ignoredRegexFlags: "",
            negatesOnlyKeys: false, takesAnyValue: false, quotedTextBeforeIn: true),
        conditionReader: ConditionReader(name: "zed") { bytes throws(SyntaxError) in
            var parser = ZedContextParser(bytes: bytes)
            return try parser.parseDocument()
        },
        evaluation: .contextStack, precedence: .depthThenOrder, ranksNeighbouringLayersTogether: true,
        sequences: .latestDecides(timeoutMilliseconds: 1000), nullCountsInSequences: false, defaultNullsBlock: false,
        importsReadOnly: true, removalComparesListedChords: false, conditionWord: "context",
        tieRule: "Zed takes the later binding at the same depth",
        removalHint: "unbind the defaults you do not want ('unbind' in a section)",
        wording: Wording(
            conditionFalse: "its context does not match here",
            earlier: "earlier: at the same context depth, Zed takes the later binding",
            lessSpecific: "less specific: Zed takes the deepest context match",
            passedOver:
                "a null of Zed's default keymap: Zed passes over it, so it blocks nothing (only the user's nulls block)"
        ))
}

extension KeymapIndex {
    /// The former name of ``predicateUsesContextStack``.
    @available(*, deprecated, renamed: "predicateUsesContextStack")
    package var predicateIsZed: [Bool] { predicateUsesContextStack }
}
