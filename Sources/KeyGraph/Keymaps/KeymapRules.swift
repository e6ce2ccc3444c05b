/// How one dialect reads and resolves a keymap, declared once per dialect
/// (``KeymapDialect/rules``): the parsers, the index, the analysis and `explain` ask these
/// properties rather than testing which dialect a keymap is (docs/keymaps.md, "Dialects").
public struct KeymapRules: Sendable, Hashable {
    /// How the `key` strings are written: the function that reads one chord, handed to the
    /// core by the dialect's definition (`Dialects/`), which the core calls without knowing
    /// whose notation it is. Two notations are equal when their names are.
    public struct Notation: Sendable, NamedFunction {
        /// Whose notation it is (`keygraph`, the dialect's raw value).
        public let name: String
        /// Whether the ASCII plus/dash reader (``KeyNotation/asciiChord(_:secondary:)``)
        /// reads its common chords before `chord` is asked (KeyGraph's own notation).
        var readsASCIIFirst = false
        /// Reads one chord: its text, its column for a located error, and what `secondary`
        /// means on the platform.
        let chord:
            @Sendable (_ token: String, _ column: Int, _ secondary: EventModifiers) throws(SyntaxError)
                -> KeyboardShortcut
    }

    /// A condition grammar with a parser of its own (a context-stack grammar, say), handed
    /// to the core by the dialect's definition; without one, `when` clauses are read by
    /// `WhenParser` with the dialect's ``Grammar``. Equal when their names are.
    public struct ConditionReader: Sendable, NamedFunction {
        public let name: String
        /// Parses the clause's UTF-8 bytes, which end with a 0.
        let parse: @Sendable (_ bytes: [UInt8]) throws(SyntaxError) -> WhenClause
    }

    /// What the `when` (or context) grammar accepts beyond names, `!`, `&&`, `||` and `==`.
    public struct Grammar: Sendable, Hashable {
        /// `A > B` between two names is the descendant test (else `>` always compares).
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
        /// On the focus path: names with their depths, attributes.
        case focusPath
        /// On a stack of context entries (`ContextStackEntry`), each clause as deep as the
        /// longest prefix of the stack whose last entry it matches (`WhenClause.stackDepth(in:)`).
        case contextStack

        /// Whether clauses are decided on a stack of context entries.
        public var usesContextStack: Bool { self == .contextStack }
    }

    /// Which of a layer's live bindings on the same keys wins.
    public enum Precedence: Sendable, Hashable {
        /// The deepest context match, then the later binding.
        case depthThenOrder
        /// The later binding alone: the last rule whose condition holds.
        case order
    }

    /// What happens when a bound sequence is also the start of a longer one.
    public enum SequenceResolution: Sendable, Hashable {
        /// Wait for the next chord, and fire the shorter one after a timeout.
        case timeout
        /// The latest binding that matches the keys so far decides at once: a longer one
        /// waits for the next chord, an exact one fires (and, with `timeoutMilliseconds`, a
        /// pending exact match fires after it).
        case latestDecides(timeoutMilliseconds: Int?)
    }

    /// The editor's name, as messages say it.
    public var name: String
    public var notation: Notation
    public var grammar: Grammar
    /// The condition grammar's own parser, when it has one; nil: `WhenParser` with `grammar`.
    public var conditionReader: ConditionReader?
    public var evaluation: Evaluation
    public var precedence: Precedence
    /// Whether neighbouring layers of this dialect rank as one list (the editor's default
    /// and user keymaps together: by depth first, then order).
    public var ranksNeighbouringLayersTogether: Bool
    public var sequences: SequenceResolution
    /// Whether a `null` binding takes part in sequence resolution as a match; where it does
    /// not, a null on a longer sequence does not make the first chords wait, and a null on
    /// the first chords does not take them from a longer sequence (`InputResolution`).
    public var nullCountsInSequences: Bool
    /// Whether a `null` in the editor's own default keymap (a layer read with `--defaults`)
    /// blocks what ranks below it; where it does not, only the user's nulls block.
    public var defaultNullsBlock: Bool
    /// Whether the dialect is another editor's, whose files KeyGraph imports read-only
    /// (``KeymapDialect/editors``); KeyGraph's own is read and written.
    public var importsReadOnly: Bool
    /// Whether a `-command` removal compares only as many chords as it lists (`-cmd` on
    /// `ctrl+k` removes that command's `ctrl+k ctrl+t` rule); else it names exact keys.
    public var removalComparesListedChords: Bool
    /// How the dialect names a binding's condition in a message.
    public var conditionWord: String
    /// The rule that decides between two live bindings of one layer, in the editor's words.
    public var tieRule: String
    /// How the user takes a default binding out, for a hint (`remove the defaults you do
    /// not want with '-command' rules`).
    public var removalHint: String
    /// `explain`'s words for verdicts the dialect words its own way; nil: the generic words.
    public var wording = Wording()

    /// `explain`'s words for why a binding lost, where the dialect has its own.
    public struct Wording: Sendable, Hashable {
        /// A binding whose condition does not hold here.
        public var conditionFalse: String?
        /// A binding a later one of the same layer and depth beats.
        public var earlier: String?
        /// The start of the words for a binding a deeper match beats; the depths follow.
        public var lessSpecific: String?
        /// A `null` of the editor's default keymap that blocks nothing.
        public var passedOver: String?
    }
}

/// A value that holds functions and is told apart by its name alone (a dialect's notation,
/// its condition reader, its layout world).
public protocol NamedFunction: Hashable {
    var name: String { get }
}

extension NamedFunction {
    public static func == (a: Self, b: Self) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
