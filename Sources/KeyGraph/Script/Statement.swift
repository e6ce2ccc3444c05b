/// One parsed script line (SPEC §10's verbs). The REPL and `keygraph run` share them.
public enum Statement: Sendable, Hashable {
    /// `press KEYS…`: chords fed one by one, as if typed.
    case press([KeyboardShortcut])
    /// `run COMMAND [ARGS-JSON]`
    case run(command: String, arguments: String?)
    /// `push TYPE:ID`
    case push(PathValue)
    /// `pop [N]`
    case pop(Int)
    /// `root`
    case root
    /// `show path|state|focus|focused|pending`
    case show(ShowTopic)
    /// `expect …`
    case expect(Expectation)
    /// `echo TEXT`
    case echo(String)
    /// `help [VERB]`
    case help(String?)
    /// `menu [PATH]`: render the bar, a menu or a submenu, or perform the item at PATH.
    case menu(String?)
    /// `context TARGET [ITEM]`: render a context menu, or perform one of its items.
    case context(target: String, item: String?)
    /// `toolbar [VIEW]`: render the focused view's toolbar (or VIEW's).
    case toolbar(String?)
    /// `quit`
    case quit
    /// A blank or comment-only line.
    case nothing
    /// Scenes, navigation containers, focus, sheets, links, state, bindings, history.
    case navigation(NavigationStatement)
    /// `keys [CONTEXT]`: the bindings live in the current focus or a named context.
    case keys(context: String?)
    /// `which PREFIX`: the live bindings that continue a prefix.
    case which(KeySequence)
    /// `explain KEYS`: every candidate binding, in precedence order, and why each lost.
    case explain(KeySequence)
    /// `bind KEYS COMMAND [when EXPR]`: a binding in the REPL layer, above all others.
    case bind(KeySequence, command: String, when: WhenClause?, whenSource: String?)
    /// `unbind KEYS [COMMAND]`: remove bindings of KEYS (of COMMAND only, if given).
    case unbind(KeySequence, command: String?)
    /// `load keymap|app FILE`: add a keymap layer, or switch to another app graph.
    case load(LoadKind, file: String)

    public enum ShowTopic: String, Sendable, Hashable, CaseIterable {
        case path, state, focus, focused, pending
        case scenes
    }

    /// What `load` reads: a keymap file or an app graph file.
    public enum LoadKind: String, Sendable, Hashable, CaseIterable {
        case keymap, app
    }
}

/// What an `expect` line checks.
public enum Expectation: Sendable, Hashable {
    case path([PathValue])
    case pathCount(Int)
    case last(String?)
    case scene(String)
    case enabled(String)
    case disabled(String)
    case focused(name: String, value: PathValue?)
    case pending(KeySequence?)
    case outputContains(String)
    /// `tab`, `columns`, `width`, `sheet`, `column`, `scenes` and `Type:id.field` checks.
    case navigation(NavigationExpectation)
}

/// The verbs, with a one-line synopsis each, for `help` and "did you mean".
public enum Verb: String, CaseIterable, Sendable {
    case press, run, push, pop, root, show, expect, echo, help, quit
    case menu, context, toolbar
    case focus, scene, select, tab, columns, width, sheet, dismiss, open, state, toggle, set, undo, redo
    case keys, which, explain, bind, unbind, load

    public var synopsis: String {
        switch self {
        case .press: "press KEYS…            press chords, as if typed (press ctrl+k ctrl+d)"
        case .run: "run COMMAND [ARGS]     run a command by id (run navigation.back)"
        case .push: "push TYPE:ID           push a value on the focused stack (push Recipe:apple-pie)"
        case .pop: "pop [N]                pop N values (default 1)"
        case .root: "root                   pop to the root of the stack"
        case .show: "show path|state|focus|focused|pending|scenes"
        case .expect: "expect CHECK           fail unless the check holds (expect path == [Category:desserts])"
        case .echo: "echo TEXT              print TEXT"
        case .help: "help [VERB]            list the verbs, or explain one"
        case .quit: "quit                   leave (the REPL) or stop (a script)"
        case .menu: "menu [PATH]            show the menu bar or a menu; perform an item (menu \"File > New Recipe\")"
        case .context: "context TARGET [ITEM]  show a context menu; perform an item (context Recipe:apple-pie \"Toggle Favorite\")"
        case .toolbar: "toolbar [VIEW]         show the focused view's toolbar plates"
        case .keys: "keys [CONTEXT]         list the bindings live here, or in a view (keys RecipeDetail)"
        case .which: "which PREFIX           list the live bindings that continue a prefix (which ctrl+k)"
        case .explain: "explain KEYS           every binding of KEYS here, in precedence order, and why each lost"
        case .bind: "bind KEYS COMMAND [when EXPR]  bind keys in the REPL layer (bind ctrl+t go.desserts when RecipeDetail)"
        case .unbind: "unbind KEYS [COMMAND]  remove the bindings of KEYS (of COMMAND only, if given)"
        case .load: "load keymap|app FILE   add a keymap layer, or switch to another app (load keymap my-keys.json)"
        default: navigationSynopsis
        }
    }

    /// The lines `help VERB` prints after the synopsis, for verbs one line cannot explain.
    public var details: [String] {
        switch self {
        case .load:
            [
                "  load keymap FILE   adds FILE's bindings as the top keymap layer, as a --keymap given last would;",
                "                     bind's bindings stay above it. Loading a FILE again replaces its layer.",
                "  load app FILE      switches to the app graph in FILE with a fresh session (scenes, history);",
                "                     the --keymap, load keymap and bind layers stay, and must name its commands.",
                "  A relative FILE is found beside the script (in the REPL and on standard input: in the current",
                "  directory). Quote a FILE with spaces. A FILE that does not load changes nothing: the line fails",
                "  and every error in it is shown, as --keymap and --app show them.",
            ]
        default: []
        }
    }
}
