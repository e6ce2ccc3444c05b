import KeyGraph

/// The verbs, with their help: a one-line synopsis each for `help`, and the forms,
/// examples and notes `help VERB` shows. Also the names "did you mean" offers.
package enum Verb: String, CaseIterable, Sendable {
    case press, wait, run, push, pop, root, show, expect, echo, help, quit
    case menu, context, toolbar
    case focus, scene, select, tab, columns, width, sheet, dismiss, open, state, toggle, set, undo, redo
    case keys, which, explain, bind, unbind, load
    case continueActivity = "continue"
    case detent, answer

    /// What `help` says about a verb.
    public struct Help: Sendable {
        /// How the verb is written, in one line (`select COLUMN TYPE:ID`).
        public var usage: String
        /// What it does, in one line.
        public var summary: String
        /// Every form with what it does, for a verb with more than one; empty otherwise.
        public var forms: [(form: String, does: String)] = []
        /// Lines to type.
        public var examples: [String]
        /// Notes beyond one line.
        public var details: [String] = []
    }

    /// How wide the list's usage column is: a summary starts after it, or on the next
    /// line when the usage leaves less than two spaces.
    static let usageWidth = 27

    /// `help`'s row: the usage, then the summary at a fixed column (on the next line
    /// when the usage reaches it).
    public var synopsis: String { Self.row(help.usage, help.summary) }

    /// `help VERB`: the forms (or the usage and summary), examples, and notes.
    public var fullHelp: [String] {
        let help = help
        var lines: [String]
        if help.forms.isEmpty {
            lines = [help.usage, "  " + help.summary]
        } else {
            let width = help.forms.map(\.form.count).max() ?? 0
            lines = help.forms.map { $0.form.padding(to: width) + "   " + $0.does }
        }
        lines.append(help.examples.count == 1 ? "Example:" : "Examples:")
        lines += help.examples.map { "  " + $0 }
        return lines + help.details
    }

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
