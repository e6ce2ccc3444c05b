import KeyGraph

/// One parsed script line (the verbs of `help`, each read by its row of the verb table).
/// The REPL and `keygraph run` share them.
///
/// A verb that changes the app's state carries the ``Effect`` it applies: `push`,
/// `select`, `tab`, `sheet`, `undo` and the rest are effects, written as verbs.
public enum Statement: Sendable, Hashable {
    /// `press KEYS…`: chords fed one by one, as if typed.
    case press([KeyboardShortcut])
    /// `wait MS`: the injected clock moves on MS milliseconds; a pending binding
    /// whose timeout runs out meanwhile fires.
    case wait(milliseconds: UInt64)
    /// `run COMMAND [ARGS-JSON]`
    case run(command: String, arguments: String?)
    /// A verb that applies one effect: `push TYPE:ID`, `pop [N]`, `root`, `select`,
    /// `tab` (and `tab customize`), `toolbar customize`, `columns`, `width`, `sheet`,
    /// `dismiss`, `detent`, `answer`, `open`, `continue`, `focus`, `scene new|close`,
    /// `toggle`, `set`, `undo`, `redo`, and the effects' own verbs (`search TEXT`).
    case effect(Effect)
    /// `show path|state|focus|focused|pending|scenes|tabs` (`scene list` is `show scenes`).
    case show(ShowTopic)
    /// `state save|restore [FILE]`
    case state(StateAction, file: String?)
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
    /// `toolbar [VIEW]`: render the focused view's toolbar (or VIEW's); `toolbar customize`
    /// is an effect.
    case toolbar(String?)
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
    /// `quit`
    case quit
    /// A blank or comment-only line.
    case nothing

    public enum ShowTopic: String, Sendable, Hashable, CaseIterable {
        case path, state, focus, focused, pending
        case scenes, tabs
    }

    /// What `state` does with the state file.
    public enum StateAction: String, Sendable, Hashable, CaseIterable {
        case save, restore
    }

    /// What `load` reads: a keymap file or an app graph file.
    public enum LoadKind: String, Sendable, Hashable, CaseIterable {
        case keymap, app
    }
}
