import KeyGraph

/// The verbs a script line starts with. Each has one row of ``VerbTable`` (its ``spec``):
/// its help, the arguments it takes with their completions, and its parser.
package enum Verb: String, CaseIterable, Sendable {
    case press, wait, run, push, pop, root, show, expect, echo, help, quit
    case menu, context, toolbar
    case focus, scene, select, tab, columns, width, sheet, dismiss, open, state, toggle, set, undo, redo
    case keys, which, explain, bind, unbind, load
    case continueActivity = "continue"
    case detent, answer

    /// The verb's row of the table.
    package var spec: VerbSpec {
        switch self {
        case .press: VerbTable.press
        case .wait: VerbTable.wait
        case .run: VerbTable.run
        case .push: VerbTable.push
        case .pop: VerbTable.pop
        case .root: VerbTable.root
        case .show: VerbTable.show
        case .expect: VerbTable.expect
        case .echo: VerbTable.echo
        case .help: VerbTable.help
        case .quit: VerbTable.quit
        case .menu: VerbTable.menu
        case .context: VerbTable.context
        case .toolbar: VerbTable.toolbar
        case .focus: VerbTable.focus
        case .scene: VerbTable.scene
        case .select: VerbTable.select
        case .tab: VerbTable.tab
        case .columns: VerbTable.columns
        case .width: VerbTable.width
        case .sheet: VerbTable.sheet
        case .dismiss: VerbTable.dismiss
        case .open: VerbTable.open
        case .state: VerbTable.state
        case .toggle: VerbTable.toggle
        case .set: VerbTable.set
        case .undo: VerbTable.undo
        case .redo: VerbTable.redo
        case .keys: VerbTable.keys
        case .which: VerbTable.which
        case .explain: VerbTable.explain
        case .bind: VerbTable.bind
        case .unbind: VerbTable.unbind
        case .load: VerbTable.load
        case .continueActivity: VerbTable.continueActivity
        case .detent: VerbTable.detent
        case .answer: VerbTable.answer
        }
    }

    /// Where `help` lists the verb.
    package var group: Group {
        switch self {
        case .press, .wait, .keys, .which, .explain: .keys
        case .bind, .unbind, .load, .state: .keymapsAndFiles
        case .run, .menu, .context, .toolbar, .undo, .redo, .toggle, .set: .commands
        case .push, .pop, .root, .select, .tab, .columns, .width, .focus, .scene: .navigation
        case .sheet, .dismiss, .detent, .answer, .open, .continueActivity: .presentations
        case .show, .expect, .echo, .help, .quit: .checks
        }
    }

    /// The groups `help` lists the verbs in, in its order: a list short enough for a
    /// 24-row terminal (`help VERB` has the rest).
    package enum Group: String, CaseIterable, Sendable {
        case keys = "Keys"
        case commands = "Commands"
        case navigation = "Navigation"
        case presentations = "Presentations"
        case keymapsAndFiles = "Keymaps, files"
        case checks = "Checks, REPL"
    }

    /// What `help` says about the verb.
    package var help: Help { spec.help }

    /// `help`'s row for the verb.
    package var synopsis: String { spec.synopsis }

    /// `help VERB` for the verb.
    package var fullHelp: [String] { spec.fullHelp }

    /// What `help` says about a verb.
    package struct Help: Sendable {
        /// How the verb is written, in one line (`select COLUMN TYPE:ID`).
        package var usage: String
        /// What it does, in one line.
        package var summary: String
        /// Every form with what it does, for a verb with more than one; empty otherwise.
        package var forms: [(form: String, does: String)] = []
        /// Lines to type; none for a verb whose help is its one row (an effect's verb).
        package var examples: [String]
        /// Notes beyond one line.
        package var details: [String] = []
    }

    /// How wide the list's usage column is: a summary starts after it, or on the next
    /// line when the usage leaves less than two spaces.
    static let usageWidth = 27

    static func row(_ usage: String, _ summary: String) -> String {
        if usage.count <= usageWidth - 2 { return usage.padding(to: usageWidth) + summary }
        return usage + "\n" + String(repeating: " ", count: usageWidth) + summary
    }
}

extension String {
    /// The text padded with spaces to `width` characters (unchanged when it is that long).
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
