import KeyGraph

// The rows of the verbs that list, explain, bind and load keys.
extension VerbTable {
    static let keys = VerbSpec(
        "keys",
        Verb.Help(
            usage: "keys [CONTEXT]", summary: "list the bindings live here, or in a view",
            examples: ["keys", "keys RecipeDetail"]),
        [[.optional(.view)]], parse: ScriptParser.keysStatement)

    static let which = VerbSpec(
        "which",
        Verb.Help(
            usage: "which PREFIX", summary: "list the live bindings that continue a prefix", examples: ["which ctrl+k"]),
        [[.any(.keys)]], parse: ScriptParser.whichStatement)

    static let explain = VerbSpec(
        "explain",
        Verb.Help(
            usage: "explain KEYS", summary: "every binding of KEYS here, in precedence order, and why each lost",
            examples: ["explain ctrl+k ctrl+f"]),
        [[.oneOrMore(.keys)]], parse: ScriptParser.explainStatement)

    static let bind = VerbSpec(
        "bind",
        Verb.Help(
            usage: "bind KEYS COMMAND [when EXPR]", summary: "bind keys in the REPL layer, above every keymap",
            examples: ["bind ctrl+t go.desserts", #"bind "ctrl+k ctrl+t" go.desserts when RecipeDetail"#],
            details: ["  Keys typing cannot reach (a plain letter, ⌃C, ⌃Z) or ⌃D are bound with a warning."]),
        [
            [.oneOrMore(.keys), .one(.command)],
            [.oneOrMore(.keys), .one(.command), .keyword("when"), .oneOrMore(.whenClause)],
        ],
        parse: ScriptParser.bindStatement)

    static let unbind = VerbSpec(
        "unbind",
        Verb.Help(
            usage: "unbind KEYS [COMMAND]", summary: "remove the bindings of KEYS (of COMMAND only, if given)",
            examples: ["unbind ctrl+k ctrl+d", #"unbind "ctrl+k ctrl+d" go.desserts"#]),
        [[.oneOrMore(.keys), .optional(.command)]], parse: ScriptParser.unbindStatement)

    static let load = VerbSpec(
        "load",
        Verb.Help(
            usage: "load keymap|app FILE", summary: "add a keymap layer, or switch to another app",
            examples: ["load keymap my-keys.json", "load app Apps/tabs.json", "load app notes"],
            details: [
                "  load keymap FILE   adds FILE's bindings as the top keymap layer, as a --keymap given last would;",
                "                     bind's bindings stay above it. Loading a FILE again replaces its layer.",
                "  load app FILE      switches to the app graph in FILE with a fresh session (scenes, history);",
                "                     the --keymap, load keymap and bind layers stay, and must name its commands.",
                "                     A folder is a SwiftUI app's sources, read as --swift DIR reads them.",
                "  load app NAME      recipes, notes or tabs: an embedded demo app (a file NAME that opens wins).",
                "  A relative FILE is found beside the script (in the REPL and on standard input: in the current",
                "  directory). Quote a FILE with spaces. A FILE that does not load changes nothing: the line fails",
                "  and every error in it is shown, as --keymap and --app show them.",
            ]),
        [[.choice(Statement.LoadKind.self), .oneOrMore(.file)]], parse: ScriptParser.loadStatement)
}
