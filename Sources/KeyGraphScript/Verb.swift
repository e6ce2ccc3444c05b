import KeyGraph

/// The verbs, with a one-line synopsis each, for `help` and "did you mean".
package enum Verb: String, CaseIterable, Sendable {
    case press, run, push, pop, root, show, expect, echo, help, quit
    case menu, context, toolbar
    case focus, scene, select, tab, columns, width, sheet, dismiss, open, state, toggle, set, undo, redo
    case keys, which, explain, bind, unbind, load
    case continueActivity = "continue"
    case detent, answer

    public var synopsis: String {
        switch self {
        case .press: "press KEYS…            press chords, as if typed (press ctrl+k ctrl+d)"
        case .run: "run COMMAND [ARGS]     run a command by id (run navigation.back)"
        case .push: "push TYPE:ID           push a value on the focused stack (push Recipe:apple-pie)"
        case .pop: "pop [N]                pop N values (default 1)"
        case .root: "root                   pop to the root of the stack"
        case .show: "show path|state|focus|focused|pending|scenes|tabs"
        case .expect: "expect CHECK           fail unless the check holds (expect path == [Category:desserts])"
        case .echo: "echo TEXT              print TEXT"
        case .help: "help [VERB]            list the verbs, or explain one"
        case .quit: "quit                   leave (the REPL) or stop (a script)"
        case .menu: "menu [PATH]            show the menu bar or a menu; perform an item (menu \"File > New Recipe\")"
        case .context:
            "context TARGET [ITEM]  show a context menu; perform an item (context Recipe:apple-pie \"Toggle Favorite\")"
        case .toolbar:
            "toolbar [VIEW] | toolbar customize [ID] [CHANGE]   show the toolbar plates; customize a toolbar(id:)"
        case .keys: "keys [CONTEXT]         list the bindings live here, or in a view (keys RecipeDetail)"
        case .which: "which PREFIX           list the live bindings that continue a prefix (which ctrl+k)"
        case .explain: "explain KEYS           every binding of KEYS here, in precedence order, and why each lost"
        case .bind:
            "bind KEYS COMMAND [when EXPR]  bind keys in the REPL layer (bind ctrl+t go.desserts when RecipeDetail)"
        case .unbind: "unbind KEYS [COMMAND]  remove the bindings of KEYS (of COMMAND only, if given)"
        case .load: "load keymap|app FILE   add a keymap layer, or switch to another app (load keymap my-keys.json)"
        case .focus: "focus scene ID|next|previous, focus COLUMN|next|previous   move focus"
        case .scene: "scene new [ID]|close|list   open, close or list scenes (windows)"
        case .select: "select COLUMN TYPE:ID   select in a split-view column (select content Recipe:apple-pie)"
        case .tab: "tab ID | tab hide ID | tab show ID | tab customize …   switch, hide, show or customize tabs"
        case .columns: "columns all|doubleColumn|detailOnly|automatic   split-view column visibility"
        case .width: "width regular|compact   the width class (compact collapses a split view)"
        case .sheet: "sheet NAME [TYPE:ID]   present a sheet (sheet EditRecipe Recipe:apple-pie)"
        case .dismiss: "dismiss [discard|keep]   dismiss the sheet, or answer its confirmation"
        case .open: "open URL               open a deep link (open recipes://category/desserts)"
        case .detent: "detent DETENT          move the sheet to a detent: medium, large, fraction(0.25), height(200)"
        case .answer: "answer BUTTON          press a button of the presented alert or confirmation dialog"
        case .continueActivity:
            "continue TYPE {JSON}   continue a user activity: its userInfo routes like a deep link"
        case .state: "state save|restore [FILE]   save or restore the scenes' navigation state"
        case .toggle: "toggle FOCUSED.FIELD   flip a field through a focused value (toggle selectedRecipe.isFavorite)"
        case .set: "set FOCUSED.FIELD VALUE   write a field through a focused value"
        case .undo: "undo                   undo the last change (⌘Z)"
        case .redo: "redo                   redo the last undone change (⇧⌘Z)"
        }
    }

    /// The lines `help VERB` prints after the synopsis, for verbs one line cannot explain.
    public var details: [String] {
        switch self {
        case .tab:
            [
                "  tab customize                     what a sidebarAdaptable tab view lets the person customize",
                "  tab customize hide|show ID [sidebar|tabBar]   hide or show a tab (default: where tabs show now)",
                "  tab customize move ID before|after OTHER      move a tab within its section; tab customize reset",
                "  The customization is the app's (every window), kept in state files; undo leaves it alone.",
            ]
        case .toolbar:
            [
                "  toolbar customize [ID]            the palette: what the toolbar shows, and what can be added",
                "  toolbar customize [ID] add ITEM [at N] | remove ITEM|N | move ITEM|N to N | reset",
                "  ITEM is an item's id, space or flexibleSpace; N a position from 1. Without ID: the focused",
                "  view's customizable toolbar. The arrangement is kept in state files.",
            ]
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
