import KeyGraph

/// A verb, declared once: its help, the arguments it takes (each with where its
/// completions come from) and its parser. The parser, `help`, the REPL's completion and
/// the verb list of `keygraph run --help` all read these rows (``VerbTable``).
package struct VerbSpec: Sendable {
    /// The word a line starts with.
    package var name: String
    package var help: Verb.Help
    /// The argument lists the verb takes, one per form; completion offers whatever any of
    /// them allows next.
    package var grammar: [[Argument]]
    /// Reads the words after the verb (`line` is the whole line, comment stripped).
    let parse: @Sendable (_ args: [ScriptParser.Word], _ line: String) throws(SyntaxError) -> Statement

    init(
        _ name: String, _ help: Verb.Help, _ grammar: [[Argument]],
        parse: @escaping @Sendable (_ args: [ScriptParser.Word], _ line: String) throws(SyntaxError) -> Statement
    ) {
        self.name = name
        self.help = help
        self.grammar = grammar
        self.parse = parse
    }

    /// `help`'s row: the usage, then the summary at a fixed column (on the next line
    /// when the usage reaches it).
    package var synopsis: String { help.summary.isEmpty ? help.usage : Verb.row(help.usage, help.summary) }

    /// `help VERB`: the forms (or the usage and summary), examples, and notes; just the
    /// row for a verb with no examples (an effect's verb).
    package var fullHelp: [String] {
        guard !help.examples.isEmpty else { return [synopsis] }
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

    /// The arguments that may come after `args`, the words typed after the verb, in the
    /// order the grammar lists them.
    ///
    /// - Complexity: O(n × m) for n words and m arguments in all the forms.
    package func nextArguments(after args: [String]) -> [Argument] {
        var next: [Argument] = []
        for form in grammar {
            var states = Self.closure([0], in: form)
            for word in args {
                // Keys are read greedily, as the parser reads them: a word that is a chord
                // is one more key, not the command after the keys.
                let keys = states.filter { $0 < form.count && form[$0].kind == .keys && form[$0].kind.accepts(word) }
                var after: Set<Int> = []
                for state in keys.isEmpty ? states : keys where state < form.count && form[state].kind.accepts(word) {
                    after.insert(state + 1)
                    if form[state].repeats { after.insert(state) }
                }
                states = Self.closure(after, in: form)
            }
            for state in states.sorted() where state < form.count && !next.contains(form[state]) {
                next.append(form[state])
            }
        }
        return next
    }

    /// `states` with every state an optional argument lets a word skip to.
    private static func closure(_ states: Set<Int>, in form: [Argument]) -> Set<Int> {
        var result = states
        var pending = Array(states)
        while let state = pending.popLast() {
            guard state < form.count, form[state].isOptional, !result.contains(state + 1) else { continue }
            result.insert(state + 1)
            pending.append(state + 1)
        }
        return result
    }
}

/// The rows of every verb: ``Verb``'s, then the effects' that have one (``effectVerbs``).
package enum VerbTable {
    /// Every verb, in `help`'s order.
    package static let all: [VerbSpec] = Verb.allCases.map(\.spec) + effectVerbs

    /// Every verb's name, in `help`'s order.
    package static let names: [String] = all.map(\.name)

    private static let byName: [String: VerbSpec] = Dictionary(all.map { ($0.name, $0) }) { first, _ in first }

    /// The verb named `name`.
    ///
    /// - Complexity: O(1).
    package static func spec(named name: String) -> VerbSpec? { byName[name] }
}
