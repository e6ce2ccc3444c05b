import KeyGraph

// The rows of the verbs that press keys, run commands, move along the stack, check,
// print and show menus.
extension VerbTable {
    static let press = VerbSpec(
        "press",
        Verb.Help(
            usage: "press KEYS…", summary: "press chords, as if typed",
            examples: ["press ctrl+k ctrl+d", #"press "ctrl+k ctrl+f""#],
            details: ["  KEYS in any notation (ctrl+k, ⌃K, C-k); quote them to say where they end."]),
        [[.oneOrMore(.keys)]], parse: ScriptParser.pressStatement)

    static let wait = VerbSpec(
        "wait",
        Verb.Help(
            usage: "wait MS", summary: "let MS milliseconds pass: a pending chord may time out",
            examples: ["press ctrl+k", "wait 1000"],
            details: ["  A script's clock stands still otherwise; MS is at most a day (86400000)."]),
        [[.one(.number)]], parse: ScriptParser.waitStatement)

    static let run = VerbSpec(
        "run",
        Verb.Help(
            usage: "run COMMAND [ARGS]", summary: "run a command by id; ARGS is JSON",
            examples: ["run navigation.back", "run go.desserts"]),
        [[.one(.command), .any(.json)]], parse: ScriptParser.runStatement)

    static let push = VerbSpec(
        "push",
        Verb.Help(
            usage: "push TYPE:ID", summary: "push a value on the focused stack", examples: ["push Recipe:apple-pie"]),
        [[.one(.pushValue)]], parse: ScriptParser.pushStatement)

    static let pop = VerbSpec(
        "pop", Verb.Help(usage: "pop [N]", summary: "pop N values (default 1)", examples: ["pop", "pop 2"]),
        [[.optional(.number)]], parse: ScriptParser.popStatement)

    static let root = VerbSpec(
        "root", Verb.Help(usage: "root", summary: "pop to the root of the stack", examples: ["root"]), [[]]
    ) { args, _ throws(SyntaxError) in
        try ScriptParser.noArguments(.root, args)
        return .effect(.popToRoot)
    }

    static let show = VerbSpec(
        "show",
        Verb.Help(
            usage: "show TOPIC", summary: "show path, state, focus, focused values, pending keys, scenes or tabs",
            forms: [
                ("show path", "the focused scene's path"), ("show state", "every scene's navigation state"),
                ("show focus", "the focus path"), ("show focused", "the focused values"),
                ("show pending", "the keys of a sequence under way"), ("show scenes", "the scenes (windows)"),
                ("show tabs", "the focused tab view's sidebar or tab bar"),
            ],
            examples: ["show path", "show focused"]),
        [[.choice(Statement.ShowTopic.self)]], parse: ScriptParser.showStatement)

    static let expect = VerbSpec(
        "expect",
        Verb.Help(
            usage: "expect CHECK", summary: "fail unless the check holds",
            forms: [
                ("expect path == [TYPE:ID, …]", "the focused path"), ("expect path.count == N", "its length"),
                ("expect last == COMMAND", "the last command that ran"),
                ("expect pending == \"KEYS\"", "the keys under way"),
                ("expect scene|tab|sheet|column|columns|width == NAME", "navigation state"),
                ("expect scenes == N", "how many scenes"),
                ("expect focused.NAME == TYPE:ID", "a focused value"),
                ("expect TYPE:ID.FIELD == VALUE", "a record's field"),
                ("expect enabled|disabled COMMAND", "whether a command can run now"),
                ("expect output contains \"TEXT\"", "the last output"),
            ],
            examples: ["expect path == [Category:desserts]", "expect enabled recipe.toggleFavorite"]),
        [
            // A value is the rest of the line: `expect scene == main` and `expect last == none`.
            [.keyword("path"), .keyword("=="), .oneOrMore(.pathList)],
            [.keyword("path.count"), .keyword("=="), .one(.number)],
            [.keyword("last"), .keyword("=="), .oneOrMore(.command)],
            [.keyword("scene"), .keyword("=="), .oneOrMore(.scene)],
            [.keyword("pending"), .keyword("=="), .oneOrMore(.quotedKeys)],
            [.keyword("enabled", "disabled"), .one(.command)],
            [.keyword("output"), .keyword("contains"), .oneOrMore(.menuPath)],
            [.keyword("tab"), .keyword("=="), .oneOrMore(.tab)],
            [.keyword("sheet"), .keyword("=="), .oneOrMore(.sheet)],
            [.keyword("column"), .keyword("=="), .oneOrMore(.column)],
            [.keyword("columns"), .keyword("=="), .choice(ColumnVisibility.self)],
            [.keyword("width"), .keyword("=="), .choice(WidthClass.self)],
            [.keyword("scenes"), .keyword("=="), .one(.number)],
            [.one(.focusedName), .keyword("=="), .one(.value)],
            [.one(.recordField), .keyword("=="), .oneOrMore(.word)],
        ]
    ) { args, line throws(SyntaxError) in
        let rest = ScriptParser.rest(after: args, of: line)
        return .expect(try ScriptParser.expectation(rest.text, column: rest.column))
    }

    /// The checks `expect` names first, in its grammar's order.
    static let checks: [String] = expect.grammar.flatMap { form -> [String] in
        guard case .keyword(let words) = form.first?.kind else { return [] }
        return words
    }

    static let echo = VerbSpec(
        "echo", Verb.Help(usage: "echo TEXT", summary: "print TEXT", examples: ["echo checkpoint"]), [[.any(.text)]]
    ) { args, line throws(SyntaxError) in .echo(ScriptParser.rest(after: args, of: line).text) }

    static let help = VerbSpec(
        "help",
        Verb.Help(usage: "help [VERB]", summary: "list the verbs, or explain one", examples: ["help", "help bind"]),
        [[.optional(.verb)]], parse: ScriptParser.helpStatement)

    static let quit = VerbSpec(
        "quit", Verb.Help(usage: "quit", summary: "leave (the REPL) or stop (a script)", examples: ["quit"]), [[]]
    ) { args, _ throws(SyntaxError) in
        try ScriptParser.noArguments(.quit, args)
        return .quit
    }

    static let menu = VerbSpec(
        "menu",
        Verb.Help(
            usage: "menu [PATH]", summary: "show the menu bar or a menu; perform an item",
            forms: [
                ("menu", "the whole menu bar"), ("menu MENU", "one menu or submenu"),
                ("menu \"MENU > ITEM\"", "perform the item"),
            ],
            examples: ["menu Go", #"menu "File > New Recipe""#]),
        [[.any(.menuPath)]]
    ) { args, line throws(SyntaxError) in
        let rest = ScriptParser.rest(after: args, of: line)
        return .menu(args.isEmpty ? nil : try ScriptParser.menuPath(rest.text, column: rest.column))
    }

    static let context = VerbSpec(
        "context",
        Verb.Help(
            usage: "context TARGET [ITEM]", summary: "show a context menu; perform an item",
            examples: ["context Recipe:apple-pie", #"context Recipe:apple-pie "Toggle Favorite""#]),
        [[.one(.contextTarget), .any(.menuPath)]], parse: ScriptParser.contextStatement)
}
