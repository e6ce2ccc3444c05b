import KeyGraph

// The one place the verb table reads the effects' declarations: an effect whose spec
// names a script verb (`search TEXT`) is a verb, its row built from that spec.
extension VerbTable {
    /// The verbs of the effects that declare one, in ``Effect/specs``' order.
    static let effectVerbs: [VerbSpec] = Effect.specs.compactMap { spec in
        guard let verb = spec.verb else { return nil }
        // The synopsis is the usage, two or more spaces, then what it does.
        let synopsis = spec.synopsis ?? verb
        let gap = synopsis.firstRange(of: "  ")
        let help = Verb.Help(
            usage: gap.map { String(synopsis[..<$0.lowerBound]) } ?? synopsis,
            summary: gap.map { synopsis[$0.upperBound...].trimmingSpaces() } ?? "", examples: [])
        // The verb takes the effect's argument, as one word of its kind.
        let argument: [VerbSpec.Argument]
        switch spec.argument?.kind {
        case nil: argument = []
        case .count?, .position?: argument = [.one(.number)]
        case .text?, .name?, .link?, .detent?, .fieldValue?, .userInfo?: argument = [.one(.word)]
        case .value?: argument = [.one(.value)]
        case .choice(_, let options)?: argument = [VerbSpec.Argument(kind: .keyword(options))]
        }
        return VerbSpec(verb, help, [argument]) { args, line throws(SyntaxError) in
            .effect(try ScriptParser.effect(spec, args, line: line))
        }
    }
}
