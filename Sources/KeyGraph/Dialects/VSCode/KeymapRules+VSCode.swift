extension KeymapRules {
    /// VS Code's `keybindings.json`: its notation (case-insensitive, `delete` is forward
    /// delete, scan codes in brackets: ``KeyNotation/vsCodeChord(_:column:)``), its `when`
    /// grammar (its lexeme rules, `===` and `!==`, no literal lists, no `>` between names;
    /// `Parser` in VS Code's `contextkey.ts`), the last rule whose `when` holds wins, and the
    /// latest binding that matches the keys so far decides a sequence. A `-command` removal
    /// compares only the chords it lists (`KeybindingResolver._isTargetedForRemoval`: `-cmd`
    /// on `ctrl+k` removes that command's `ctrl+k ctrl+t` rule).
    static let vsCode = KeymapRules(
        name: "VS Code",
        notation: Notation(name: "vscode") { token, column, _ throws(SyntaxError) in
            try KeyNotation.vsCodeChord(token, column: column)
        },
        grammar: Grammar(
            hasDescendant: false, quotesWithDoubleQuotes: false, hasListLiterals: false,
            hasLooseWords: true, takesQuotedKeyAfterIn: true, regexFlags: "gimsuy", ignoredRegexFlags: "gy",
            negatesOnlyKeys: true, takesAnyValue: true, quotedTextBeforeIn: false),
        conditionReader: nil,
        evaluation: .focusPath, precedence: .order, ranksNeighbouringLayersTogether: false,
        sequences: .latestDecides(timeoutMilliseconds: nil), nullCountsInSequences: true, defaultNullsBlock: true,
        importsReadOnly: true,
        removalComparesListedChords: true,
        conditionWord: "when clause", tieRule: "VS Code takes the last rule that applies",
        removalHint: "remove the defaults you do not want with '-command' rules",
        wording: Wording(earlier: "earlier: VS Code takes the last rule whose when clause holds"))
}
