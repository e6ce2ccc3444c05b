extension KeymapRules {
    /// KeyGraph's own keymaps (its files and the REPL's bindings): its notation (`ctrl+k`,
    /// `⌘K`, `C-x`; `delete` is Backspace), the `when` grammar that is a superset of both
    /// editors', the focus path, the deepest context then the later binding, and a timeout
    /// for a bound sequence that starts a longer one.
    static let keyGraph = KeymapRules(
        name: "KeyGraph",
        notation: Notation(name: "keygraph", readsASCIIFirst: true) { token, column, secondary throws(SyntaxError) in
            try KeyNotation.parseChord(token, column: column, secondary: secondary)
        },
        grammar: Grammar(
            hasDescendant: true, quotesWithDoubleQuotes: true, hasListLiterals: true,
            hasLooseWords: false, takesQuotedKeyAfterIn: false, regexFlags: "dgimsuvy", ignoredRegexFlags: "",
            negatesOnlyKeys: false, takesAnyValue: false, quotedTextBeforeIn: true),
        conditionReader: nil,
        evaluation: .focusPath, precedence: .depthThenOrder, ranksNeighbouringLayersTogether: false,
        sequences: .timeout, nullCountsInSequences: true, defaultNullsBlock: true, importsReadOnly: false,
        removalComparesListedChords: false,
        conditionWord: "when clause",
        tieRule: "KeyGraph takes the later binding at the same context depth",
        removalHint: "remove the defaults you do not want with '-command' rules")
}
