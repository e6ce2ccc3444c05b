import KeyGraph

extension VerbSpec {
    /// One argument of a verb's form: the kind of word it takes, and whether it may be
    /// left out or repeated.
    package struct Argument: Sendable, Hashable {
        package var kind: Kind
        /// The form reads on without it.
        package var isOptional = false
        /// It takes one word or more (the keys of `press`, the rest of an `echo` line).
        package var repeats = false

        /// One word of `kind`.
        static func one(_ kind: Kind) -> Argument { Argument(kind: kind) }
        /// One word of `kind`, or none.
        static func optional(_ kind: Kind) -> Argument { Argument(kind: kind, isOptional: true) }
        /// One word of `kind` or more.
        static func oneOrMore(_ kind: Kind) -> Argument { Argument(kind: kind, repeats: true) }
        /// Any number of words of `kind`, none included.
        static func any(_ kind: Kind) -> Argument { Argument(kind: kind, isOptional: true, repeats: true) }
        /// One of `words`, exactly.
        static func keyword(_ words: String...) -> Argument { Argument(kind: .keyword(words)) }
        /// One of `choices`' raw values, exactly.
        static func choice<T: RawRepresentable & CaseIterable>(_ choices: T.Type) -> Argument
        where T.RawValue == String {
            Argument(kind: .choice(choices))
        }
    }

    /// What an argument is, and so where its completions come from (``VerbTable/completions(after:in:)``).
    package enum Kind: Sendable, Hashable {
        /// One of these words, exactly.
        case keyword([String])
        /// A command's id.
        case command
        /// A `Type:id` value a push can reach: a destination's, or a split-view column's.
        case pushValue
        /// A `Type:id` value that has a context menu.
        case contextTarget
        /// A `Type:id` value of the type the column named before it lists (`select`).
        case listedValue
        /// A `Type:id` value of the item type of the sheet named before it.
        case sheetItem
        /// Any `Type:id` value.
        case value
        /// A view's context name (`RecipeDetail`).
        case view
        /// A `when` clause: the rest of the line, the views' names offered.
        case whenClause
        /// A split-view column's name.
        case column
        /// A split-view column that lists values (one `select` selects in).
        case listingColumn
        /// A scene's id.
        case scene
        /// A tab's id.
        case tab
        /// A sheet's name.
        case sheet
        /// A deep link's URL.
        case url
        /// `FOCUSED.FIELD`: a field of a focused value.
        case focusedField
        /// `focused.NAME`: a focused value, as `expect` names it.
        case focusedName
        /// `Type:id.FIELD`: a record's field, as `expect` names it.
        case recordField
        /// A verb's name.
        case verb
        /// A user activity's type.
        case activity
        /// A customizable toolbar's id (any word but a change's name).
        case toolbar
        /// A customizable toolbar's item: its id, `space` or `flexibleSpace`.
        case toolbarItem
        /// A sheet's detent: `medium`, `large`, `fraction(F)`, `height(H)`.
        case detent
        /// A chord, quoted or not: `ctrl+k`, `"ctrl+k`.
        case keys
        /// A whole number.
        case number
        /// A word completion has nothing to offer for (an id, a value).
        case word
        /// JSON, to the end of the line.
        case json
        /// `[TYPE:ID, …]`, to the end of the line.
        case pathList
        /// Keys in double quotes, or `none`.
        case quotedKeys
        /// A menu path or an item's title, to the end of the line.
        case menuPath
        /// Free text, to the end of the line; file names are offered.
        case text
        /// A file's name; file names are offered.
        case file

        /// One of `choices`' raw values, exactly.
        static func choice<T: RawRepresentable & CaseIterable>(_ choices: T.Type) -> Kind where T.RawValue == String {
            .keyword(T.allCases.map(\.rawValue))
        }

        /// Whether `word` can be this argument: a keyword, a key, a number and the
        /// shapes `expect` tells apart by their form must look the part; anything else
        /// can be any word.
        func accepts(_ word: String) -> Bool {
            switch self {
            case .keyword(let words): words.contains(word)
            case .keys: Self.isChord(word) || Self.isChord(String(word.trimmingPrefix("\"")).trimmingQuote())
            case .number: Int(word) != nil
            case .focusedName: word.hasPrefix("focused.")
            case .recordField: word.contains(":") && word.contains(".")
            case .toolbar: !ScriptParser.toolbarChanges.contains(word)
            case .command, .pushValue, .contextTarget, .listedValue, .sheetItem, .value, .view, .whenClause, .column,
                .listingColumn, .scene, .tab, .sheet, .url, .focusedField, .verb, .activity, .toolbarItem, .detent,
                .word, .json, .pathList, .quotedKeys, .menuPath, .text, .file:
                true
            }
        }

        private static func isChord(_ word: String) -> Bool { (try? KeyboardShortcut(parsing: word)) != nil }

        /// Whether completion offers file names here (readline's own) when it has nothing else.
        var offersFileNames: Bool { self == .text || self == .file }
    }
}

extension String {
    /// The text without one closing double quote.
    fileprivate func trimmingQuote() -> String { hasSuffix("\"") ? String(dropLast()) : self }
}
