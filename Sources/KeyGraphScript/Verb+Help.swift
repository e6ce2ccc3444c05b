import KeyGraph

// The help of every verb: its usage, summary, forms, examples and notes.
extension Verb {
    public var help: Help {
        switch self {
        case .press, .wait, .run, .push, .pop, .root, .show, .expect, .echo, .help, .quit, .menu, .context:
            lineHelp
        case .focus, .scene, .select, .columns, .width, .sheet, .dismiss, .open, .state, .toggle, .set, .undo,
            .redo:
            navigationHelp
        case .tab, .toolbar, .continueActivity, .detent, .answer:
            windowHelp
        case .keys, .which, .explain, .bind, .unbind, .load:
            keymapHelp
        }
    }

    private var lineHelp: Help {
        switch self {
        case .press:
            Help(
                usage: "press KEYS…", summary: "press chords, as if typed",
                examples: ["press ctrl+k ctrl+d", #"press "ctrl+k ctrl+f""#],
                details: ["  KEYS in any notation (ctrl+k, ⌃K, C-k); quote them to say where they end."])
        case .wait:
            Help(
                usage: "wait MS", summary: "let MS milliseconds pass: a pending chord may time out",
                examples: ["press ctrl+k", "wait 1000"],
                details: ["  A script's clock stands still otherwise; MS is at most a day (86400000)."])
        case .run:
            Help(
                usage: "run COMMAND [ARGS]", summary: "run a command by id; ARGS is JSON",
                examples: ["run navigation.back", "run go.desserts"])
        case .push:
            Help(
                usage: "push TYPE:ID", summary: "push a value on the focused stack", examples: ["push Recipe:apple-pie"]
            )
        case .pop: Help(usage: "pop [N]", summary: "pop N values (default 1)", examples: ["pop", "pop 2"])
        case .root: Help(usage: "root", summary: "pop to the root of the stack", examples: ["root"])
        case .show:
            Help(
                usage: "show TOPIC", summary: "show path, state, focus, focused values, pending keys, scenes or tabs",
                forms: [
                    ("show path", "the focused scene's path"), ("show state", "every scene's navigation state"),
                    ("show focus", "the focus path"), ("show focused", "the focused values"),
                    ("show pending", "the keys of a sequence under way"), ("show scenes", "the scenes (windows)"),
                    ("show tabs", "the focused tab view's sidebar or tab bar"),
                ],
                examples: ["show path", "show focused"])
        case .expect:
            Help(
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
                examples: ["expect path == [Category:desserts]", "expect enabled recipe.toggleFavorite"])
        case .echo: Help(usage: "echo TEXT", summary: "print TEXT", examples: ["echo checkpoint"])
        case .help:
            Help(usage: "help [VERB]", summary: "list the verbs, or explain one", examples: ["help", "help bind"])
        case .quit: Help(usage: "quit", summary: "leave (the REPL) or stop (a script)", examples: ["quit"])
        case .menu:
            Help(
                usage: "menu [PATH]", summary: "show the menu bar or a menu; perform an item",
                forms: [
                    ("menu", "the whole menu bar"), ("menu MENU", "one menu or submenu"),
                    ("menu \"MENU > ITEM\"", "perform the item"),
                ],
                examples: ["menu Go", #"menu "File > New Recipe""#])
        case .context:
            Help(
                usage: "context TARGET [ITEM]", summary: "show a context menu; perform an item",
                examples: ["context Recipe:apple-pie", #"context Recipe:apple-pie "Toggle Favorite""#])
        default: Help(usage: rawValue, summary: "", examples: [])
        }
    }

    private var navigationHelp: Help {
        switch self {
        case .focus:
            Help(
                usage: "focus TARGET", summary: "move focus to a scene or a split-view column",
                forms: [
                    ("focus scene ID|next|previous", "focus a scene (window)"),
                    ("focus COLUMN|next|previous", "focus a split-view column"),
                ],
                examples: ["focus scene next", "focus content"])
        case .scene:
            Help(
                usage: "scene new [ID]|close|list", summary: "open, close or list scenes (windows)",
                forms: [
                    ("scene new [ID]", "open a scene"), ("scene close", "close the focused scene"),
                    ("scene list", "list the scenes"),
                ],
                examples: ["scene new second", "scene list"])
        case .select:
            Help(
                usage: "select COLUMN TYPE:ID", summary: "select in a split-view column",
                examples: ["select content Recipe:apple-pie"])
        case .columns:
            Help(
                usage: "columns MODE",
                summary: "split-view column visibility: all, doubleColumn, detailOnly, automatic",
                examples: ["columns detailOnly"])
        case .width:
            Help(
                usage: "width regular|compact", summary: "the width class (compact collapses a split view)",
                examples: ["width compact"])
        case .sheet:
            Help(
                usage: "sheet NAME [TYPE:ID]", summary: "present a sheet",
                examples: ["sheet EditRecipe Recipe:apple-pie"])
        case .dismiss:
            Help(
                usage: "dismiss [discard|keep]", summary: "dismiss the sheet, or answer its confirmation",
                forms: [
                    ("dismiss", "dismiss the presented sheet"),
                    ("dismiss discard|keep", "answer \"discard unsaved changes?\""),
                ],
                examples: ["dismiss", "dismiss discard"])
        case .open: Help(usage: "open URL", summary: "open a deep link", examples: ["open recipes://category/desserts"])
        case .state:
            Help(
                usage: "state save|restore [FILE]", summary: "save or restore the scenes' navigation state",
                forms: [
                    ("state save [FILE]", "save it (to --state's file, or memory, without FILE)"),
                    ("state restore [FILE]", "restore it"),
                ],
                examples: ["state save", "state restore saved.json"])
        case .toggle:
            Help(
                usage: "toggle FOCUSED.FIELD", summary: "flip a field through a focused value",
                examples: ["toggle selectedRecipe.isFavorite"])
        case .set:
            Help(
                usage: "set FOCUSED.FIELD VALUE", summary: "write a field through a focused value",
                examples: ["set selectedRecipe.isFavorite true"])
        case .undo: Help(usage: "undo", summary: "undo the last change (⌘Z)", examples: ["undo"])
        case .redo: Help(usage: "redo", summary: "redo the last undone change (⇧⌘Z)", examples: ["redo"])
        default: Help(usage: rawValue, summary: "", examples: [])
        }
    }

    private var keymapHelp: Help {
        switch self {
        case .keys:
            Help(
                usage: "keys [CONTEXT]", summary: "list the bindings live here, or in a view",
                examples: ["keys", "keys RecipeDetail"])
        case .which:
            Help(
                usage: "which PREFIX", summary: "list the live bindings that continue a prefix",
                examples: ["which ctrl+k"])
        case .explain:
            Help(
                usage: "explain KEYS", summary: "every binding of KEYS here, in precedence order, and why each lost",
                examples: ["explain ctrl+k ctrl+f"])
        case .bind:
            Help(
                usage: "bind KEYS COMMAND [when EXPR]", summary: "bind keys in the REPL layer, above every keymap",
                examples: ["bind ctrl+t go.desserts", #"bind "ctrl+k ctrl+t" go.desserts when RecipeDetail"#],
                details: ["  Keys typing cannot reach (a plain letter, ⌃C, ⌃Z) or ⌃D are bound with a warning."])
        case .unbind:
            Help(
                usage: "unbind KEYS [COMMAND]", summary: "remove the bindings of KEYS (of COMMAND only, if given)",
                examples: ["unbind ctrl+k ctrl+d", #"unbind "ctrl+k ctrl+d" go.desserts"#])
        case .load:
            Help(
                usage: "load keymap|app FILE", summary: "add a keymap layer, or switch to another app",
                examples: ["load keymap my-keys.json", "load app Apps/tabs.json"],
                details: [
                    "  load keymap FILE   adds FILE's bindings as the top keymap layer, as a --keymap given last would;",
                    "                     bind's bindings stay above it. Loading a FILE again replaces its layer.",
                    "  load app FILE      switches to the app graph in FILE with a fresh session (scenes, history);",
                    "                     the --keymap, load keymap and bind layers stay, and must name its commands.",
                    "  A relative FILE is found beside the script (in the REPL and on standard input: in the current",
                    "  directory). Quote a FILE with spaces. A FILE that does not load changes nothing: the line fails",
                    "  and every error in it is shown, as --keymap and --app show them.",
                ])
        default: Help(usage: rawValue, summary: "", examples: [])
        }
    }

    /// A window's tabs, toolbars and presentations, and activities it continues.
    private var windowHelp: Help {
        switch self {
        case .tab:
            Help(
                usage: "tab ID|hide ID|show ID|customize …", summary: "switch, hide, show or customize tabs",
                forms: [
                    ("tab ID", "switch to a tab"), ("tab hide ID", "hide a tab"), ("tab show ID", "show a hidden tab"),
                    ("tab customize", "what a sidebarAdaptable tab view lets the person customize"),
                    (
                        "tab customize hide|show ID [sidebar|tabBar]",
                        "hide or show a tab (default: where tabs show now)"
                    ),
                    ("tab customize move ID before|after OTHER", "move a tab within its section"),
                    ("tab customize reset", "the app's own order and visibility"),
                ],
                examples: ["tab library", "tab hide search", "tab customize move radio before library"],
                details: ["  The customization is the app's (every window), kept in state files; undo leaves it alone."]
            )
        case .toolbar:
            Help(
                usage: "toolbar [VIEW] | toolbar customize [ID] [CHANGE]",
                summary: "show the toolbar plates; customize a toolbar(id:)",
                forms: [
                    ("toolbar [VIEW]", "show the focused view's toolbar, or VIEW's"),
                    ("toolbar customize [ID]", "the palette: what the toolbar shows, and what can be added"),
                    (
                        "toolbar customize [ID] add ITEM [at N] | remove ITEM|N | move ITEM|N to N | reset",
                        "change the arrangement"
                    ),
                ],
                examples: ["toolbar", "toolbar RecipeDetail", "toolbar customize add edit"],
                details: [
                    "  ITEM is an item's id, space or flexibleSpace; N a position from 1. Without ID: the focused",
                    "  view's customizable toolbar. The arrangement is kept in state files.",
                ])
        case .detent:
            Help(
                usage: "detent DETENT", summary: "move the sheet to a detent: medium, large, fraction(F), height(H)",
                examples: ["detent medium", "detent fraction(0.25)"])
        case .answer:
            Help(
                usage: "answer BUTTON", summary: "press a button of the presented alert or confirmation dialog",
                examples: ["answer \"Sign Out\""])
        case .continueActivity:
            Help(
                usage: "continue TYPE {JSON}",
                summary: "continue a user activity: its userInfo routes like a deep link",
                examples: [#"continue com.example.recipes.viewing {"recipe": "apple-pie"}"#])
        default: Help(usage: rawValue, summary: "", examples: [])
        }
    }
}
