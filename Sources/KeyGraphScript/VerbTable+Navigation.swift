import KeyGraph

// The rows of the verbs that move focus, open and close scenes, select, present sheets,
// open links, keep the state and write fields.
extension VerbTable {
    static let focus = VerbSpec(
        "focus",
        Verb.Help(
            usage: "focus TARGET", summary: "move focus to a scene or a split-view column",
            forms: [
                ("focus scene ID|next|previous", "focus a scene (window)"),
                ("focus COLUMN|next|previous", "focus a split-view column"),
            ],
            examples: ["focus scene next", "focus content"]),
        [
            [.keyword("scene"), .keyword("next", "previous")], [.keyword("scene"), .one(.scene)],
            [.keyword("next", "previous")], [.one(.column)],
        ], parse: ScriptParser.focusStatement)

    static let scene = VerbSpec(
        "scene",
        Verb.Help(
            usage: "scene new [ID]|close|list", summary: "open, close or list scenes (windows)",
            forms: [
                ("scene new [ID]", "open a scene"), ("scene close", "close the focused scene"),
                ("scene list", "list the scenes"),
            ],
            examples: ["scene new second", "scene list"]),
        [[.keyword("new"), .optional(.word)], [.keyword("close", "list")]], parse: ScriptParser.sceneStatement)

    static let select = VerbSpec(
        "select",
        Verb.Help(
            usage: "select COLUMN TYPE:ID", summary: "select in a split-view column",
            examples: ["select content Recipe:apple-pie"]),
        [[.one(.listingColumn), .one(.listedValue)]], parse: ScriptParser.selectStatement)

    static let columns = VerbSpec(
        "columns",
        Verb.Help(
            usage: "columns MODE", summary: "split-view column visibility: all, doubleColumn, detailOnly, automatic",
            examples: ["columns detailOnly"]),
        [[.choice(ColumnVisibility.self)]], parse: ScriptParser.columnsStatement)

    static let width = VerbSpec(
        "width",
        Verb.Help(
            usage: "width regular|compact", summary: "the width class (compact collapses a split view)",
            examples: ["width compact"]),
        [[.choice(WidthClass.self)]], parse: ScriptParser.widthStatement)

    static let sheet = VerbSpec(
        "sheet",
        Verb.Help(
            usage: "sheet NAME [TYPE:ID]", summary: "present a sheet", examples: ["sheet EditRecipe Recipe:apple-pie"]),
        [[.one(.sheet), .optional(.sheetItem)]], parse: ScriptParser.sheetStatement)

    static let dismiss = VerbSpec(
        "dismiss",
        Verb.Help(
            usage: "dismiss [discard|keep]", summary: "dismiss the sheet, or answer its confirmation",
            forms: [
                ("dismiss", "dismiss the presented sheet"),
                ("dismiss discard|keep", "answer \"discard unsaved changes?\""),
            ],
            examples: ["dismiss", "dismiss discard"]),
        [[.optional(.keyword(["discard", "keep"]))]], parse: ScriptParser.dismissStatement)

    static let open = VerbSpec(
        "open",
        Verb.Help(usage: "open URL", summary: "open a deep link", examples: ["open recipes://category/desserts"]),
        [[.one(.url)]], parse: ScriptParser.openStatement)

    static let state = VerbSpec(
        "state",
        Verb.Help(
            usage: "state save|restore [FILE]", summary: "save or restore the scenes' navigation state",
            forms: [
                ("state save [FILE]", "save it (to --state's file, or memory, without FILE)"),
                ("state restore [FILE]", "restore it"),
            ],
            examples: ["state save", "state restore saved.json"]),
        [[.choice(Statement.StateAction.self), .optional(.file)]], parse: ScriptParser.stateStatement)

    static let toggle = VerbSpec(
        "toggle",
        Verb.Help(
            usage: "toggle FOCUSED.FIELD", summary: "flip a field through a focused value",
            examples: ["toggle selectedRecipe.isFavorite"]),
        [[.one(.focusedField)]]
    ) { args, line throws(SyntaxError) in try ScriptParser.fieldStatement(.toggle, args, line: line) }

    static let set = VerbSpec(
        "set",
        Verb.Help(
            usage: "set FOCUSED.FIELD VALUE", summary: "write a field through a focused value",
            examples: ["set selectedRecipe.isFavorite true"]),
        [[.one(.focusedField), .one(.word)]]
    ) { args, line throws(SyntaxError) in try ScriptParser.fieldStatement(.set, args, line: line) }

    static let undo = VerbSpec(
        "undo", Verb.Help(usage: "undo", summary: "undo the last change (⌘Z)", examples: ["undo"]), [[]]
    ) { args, line throws(SyntaxError) in
        try ScriptParser.expectCount(args, 0...0, of: .undo, end: line.count + 2, "undo")
        return .effect(.undo)
    }

    static let redo = VerbSpec(
        "redo", Verb.Help(usage: "redo", summary: "redo the last undone change (⇧⌘Z)", examples: ["redo"]), [[]]
    ) { args, line throws(SyntaxError) in
        try ScriptParser.expectCount(args, 0...0, of: .redo, end: line.count + 2, "redo")
        return .effect(.redo)
    }
}
