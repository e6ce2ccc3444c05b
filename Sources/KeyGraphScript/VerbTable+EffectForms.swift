import KeyGraph

// The one place the verb table reads the effects' declarations: an effect whose written
// form names a script verb (`search TEXT`) is a verb, its row built from that form.
extension VerbTable {
    /// The verbs of the effects that declare one, in ``Effect/forms``' order.
    static let effectVerbs: [VerbSpec] = Effect.forms.compactMap { form in
        guard let verb = form.verb else { return nil }
        // The synopsis is the usage, two or more spaces, then what it does.
        let synopsis = form.synopsis ?? verb
        let gap = synopsis.firstRange(of: "  ")
        let help = Verb.Help(
            usage: gap.map { String(synopsis[..<$0.lowerBound]) } ?? synopsis,
            summary: gap.map { synopsis[$0.upperBound...].trimmingSpaces() } ?? "", examples: [])
        let argument: [VerbSpec.Argument]
        switch form.argument {
        // A `.members` form has no script form: `ScriptParser.effect` refuses it.
        case .none, .members: argument = []
        case .count: argument = [.one(.number)]
        case .text: argument = [.one(.word)]
        case .value: argument = [.one(.value)]
        case .choice(_, let options): argument = [VerbSpec.Argument(kind: .keyword(options))]
        }
        return VerbSpec(verb, help, [argument]) { args, line throws(SyntaxError) in
            .effect(try ScriptParser.effect(form, args, line: line))
        }
    }
}
