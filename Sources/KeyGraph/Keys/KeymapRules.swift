/// How one dialect reads and resolves a keymap, declared once per dialect
/// (``KeymapDialect/rules``): the parsers, the index, the analysis and `explain` ask these
/// properties rather than testing which dialect a keymap is (docs/keymaps.md, "Dialects").
public struct KeymapRules: Sendable, Hashable {
    /// Whose key notation the `key` strings are in.
    public enum Notation: Sendable, Hashable {
        /// `ctrl+k`, `cmd+shift+p`, `⌘K`: `delete` is Backspace.
        case keygraph
        /// VS Code's: case-insensitive, `delete` is forward delete, scan codes in brackets.
        case vscode
        /// Zed's: `ctrl-k`, `secondary-`, `delete` is forward delete.
        case zed
    }

    /// What the `when` (or context) grammar accepts beyond names, `!`, `&&`, `||` and `==`.
    public struct Grammar: Sendable, Hashable {
        /// Zed's context grammar, read by its own parser (`>` for descendants, no regex).
        public var isZedContext: Bool
        /// `A > B` between two names is Zed's descendant test (else `>` always compares).
        public var hasDescendant: Bool
        /// A value may be quoted with `"` as well as `'`.
        public var quotesWithDoubleQuotes: Bool
        /// `in [a, b]`: a written list after `in` (VS Code's `in` takes only a key).
        public var hasListLiterals: Bool
        /// VS Code's lexeme: a bare word may hold `* ? + [ ] ^ , # @ ; " %` (and, after its
        /// first character, `< > / \`).
        public var hasLooseWords: Bool
        /// `in` and `not in` take a context key quoted as a string too (`resource in
        /// 'gitlens:tabs:tracked'`: VS Code's `Parser._primary` reads the right side with
        /// `_value`, which takes a quoted string).
        public var takesQuotedKeyAfterIn: Bool
        /// The flags a regular expression may have.
        public var regexFlags: String
        /// Flags accepted and then dropped before the expression is built (VS Code's
        /// `_removeFlagsGY` in `contextkey.ts`: `/me/y` matches anywhere).
        public var ignoredRegexFlags: String
        /// `!` takes only a key, `true`, `false` or `( … )` (VS Code's `Parser._term`:
        /// `!editorLangId == markdown` does not parse), and `!( … )` is the inner clause's
        /// `negate()`: `!(count > 2)` is `count <= 2`, false too when `count` is no number.
        public var negatesOnlyKeys: Bool
        /// The right side of an operator is VS Code's `Parser._value`: a word, a quoted text,
        /// `true`, `false`, `in`, or nothing (`foo == ` compares with ''); a comparison
        /// (`<`, `>`, …) reads it with JavaScript's `parseFloat` (`withFloatOrStr`), and one
        /// that is no number makes the comparison false, negated or not.
        public var takesAnyValue: Bool
        /// A quoted text may start a term (`'a' in list`); VS Code's `Parser._primary` takes
        /// only a key there.
        public var quotedTextBeforeIn: Bool
    }

    /// How a clause is decided in a context.
    public enum Evaluation: Sendable, Hashable {
        /// On the focus path: names with their depths, attributes (KeyGraph's and VS Code's).
        case focusPath
        /// On Zed's stack of context entries (`depth_of` in gpui's `keymap.rs`).
        case zedStack
    }

    /// Which of a layer's live bindings on the same keys wins.
    public enum Precedence: Sendable, Hashable {
        /// The deepest context match, then the later binding (KeyGraph, Zed).
        case depthThenOrder
        /// The later binding alone (VS Code: the last rule whose `when` holds).
        case order
    }

    /// What happens when a bound sequence is also the start of a longer one.
    public enum SequenceResolution: Sendable, Hashable {
        /// Wait for the next chord, and fire the shorter one after a timeout (KeyGraph).
        case timeout
        /// The latest binding that matches the keys so far decides at once: a longer one
        /// waits for the next chord, an exact one fires (VS Code; Zed, which then fires a
        /// pending exact match after `timeoutMilliseconds`).
        case latestDecides(timeoutMilliseconds: Int?)
    }

    /// How the file lists its bindings.
    public enum FileShape: Sendable, Hashable {
        /// KeyGraph's `{"bindings": [...]}`.
        case keygraph
        /// A flat list of rules, each with its own key and `when` (VS Code).
        case rules
        /// Sections, each a context and its bindings (Zed).
        case contextSections
    }

    /// The editor's name, as messages say it.
    public var name: String
    public var notation: Notation
    public var grammar: Grammar
    public var evaluation: Evaluation
    public var precedence: Precedence
    /// Whether neighbouring layers of this dialect rank as one list (Zed ranks its default
    /// and user keymaps together: by depth first, then order).
    public var ranksNeighbouringLayersTogether: Bool
    public var sequences: SequenceResolution
    /// Whether a `null` binding takes part in sequence resolution as a match. Zed's does not:
    /// "null is not a match for pending purposes" (gpui's `Keymap::bindings_for_input`, pinned
    /// by its `test_override_multikey`): a null on a longer sequence does not make the first
    /// chords wait, and a null on the first chords does not take them from a longer sequence
    /// (Zed waits for the next chord, and the null swallows the chord alone after the
    /// timeout). A later Zed null on a longer sequence does take its keys out of the pending
    /// input (`InputResolution`, `test_multiple_keystroke_binding_disabled`).
    public var nullCountsInSequences: Bool
    /// Whether a `null` in the editor's own default keymap (a layer read with `--defaults`)
    /// blocks what ranks below it. Zed's does not: `Keymap::bindings_for_input` in gpui's
    /// `keymap.rs` stops at a `NoAction` only when its source is the user's keymap
    /// ("This allows user keymaps to override base keymap NoAction bindings", zed-industries/zed
    /// PR #37557) and passes over one from the default, base or vim keymap.
    public var defaultNullsBlock: Bool
    public var fileShape: FileShape
    /// Whether a `-command` removal compares only as many chords as it lists: VS Code's
    /// `-cmd` on `ctrl+k` removes that command's `ctrl+k ctrl+t` rule
    /// (`KeybindingResolver._isTargetedForRemoval`). KeyGraph's removal names exact keys.
    public var removalComparesListedChords: Bool
    /// How the dialect names a binding's condition in a message.
    public var conditionWord: String
    /// The rule that decides between two live bindings of one layer, in the editor's words.
    public var tieRule: String
}

extension KeymapDialect {
    /// This dialect's rules: the one place its differences are declared.
    public var rules: KeymapRules {
        switch self {
        case .keygraph: Self.keygraphRules
        case .vscode: Self.vsCodeRules
        case .zed: Self.zedRules
        }
    }

    private static let keygraphRules = KeymapRules(
        name: "KeyGraph", notation: .keygraph,
        grammar: KeymapRules.Grammar(
            isZedContext: false, hasDescendant: true, quotesWithDoubleQuotes: true, hasListLiterals: true,
            hasLooseWords: false, takesQuotedKeyAfterIn: false, regexFlags: "dgimsuvy", ignoredRegexFlags: "",
            negatesOnlyKeys: false, takesAnyValue: false, quotedTextBeforeIn: true),
        evaluation: .focusPath, precedence: .depthThenOrder, ranksNeighbouringLayersTogether: false,
        sequences: .timeout, nullCountsInSequences: true, defaultNullsBlock: true, fileShape: .keygraph,
        removalComparesListedChords: false,
        conditionWord: "when clause",
        tieRule: "KeyGraph takes the later binding at the same context depth")

    private static let vsCodeRules = KeymapRules(
        name: "VS Code", notation: .vscode,
        grammar: KeymapRules.Grammar(
            isZedContext: false, hasDescendant: false, quotesWithDoubleQuotes: false, hasListLiterals: false,
            hasLooseWords: true, takesQuotedKeyAfterIn: true, regexFlags: "gimsuy", ignoredRegexFlags: "gy",
            negatesOnlyKeys: true, takesAnyValue: true, quotedTextBeforeIn: false),
        evaluation: .focusPath, precedence: .order, ranksNeighbouringLayersTogether: false,
        sequences: .latestDecides(timeoutMilliseconds: nil), nullCountsInSequences: true, defaultNullsBlock: true,
        fileShape: .rules,
        removalComparesListedChords: true,
        conditionWord: "when clause", tieRule: "VS Code takes the last rule that applies")

    private static let zedRules = KeymapRules(
        name: "Zed", notation: .zed,
        grammar: KeymapRules.Grammar(
            isZedContext: true, hasDescendant: true, quotesWithDoubleQuotes: true, hasListLiterals: true,
            hasLooseWords: false, takesQuotedKeyAfterIn: false, regexFlags: "", ignoredRegexFlags: "",
            negatesOnlyKeys: false, takesAnyValue: false, quotedTextBeforeIn: true),
        evaluation: .zedStack, precedence: .depthThenOrder, ranksNeighbouringLayersTogether: true,
        sequences: .latestDecides(timeoutMilliseconds: 1000), nullCountsInSequences: false, defaultNullsBlock: false,
        fileShape: .contextSections, removalComparesListedChords: false, conditionWord: "context",
        tieRule: "Zed takes the later binding at the same depth")
}
