import KeyGraph

/// Effects in the app schema, from ``Effect/specs``: a bare word for an effect without an
/// argument, else an object whose member named after the effect holds the argument, with
/// the effect's other members beside it, each typed by its ``EffectSpec/Kind`` and
/// described by its line of documentation.
extension AppSchema {
    /// A member's schema, as its kind says.
    static func type(of member: EffectSpec.Member) -> JSONOutput {
        switch member.kind {
        case .count: S.integer(member.summary, maximum: 1_000_000)
        case .position: S.integer(member.summary, maximum: 1000)
        case .text, .name, .link: S.string(member.summary)
        case .value: S.string(member.summary, pattern: S.pathValuePattern)
        case .choice(_, let options): S.oneOf(values: options, member.summary)
        case .detent: S.ref("detent", member.summary)
        case .fieldValue:
            .object([
                (
                    "oneOf",
                    .array([
                        .object([("type", .string("boolean"))]), .object([("type", .string("string"))]),
                        .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))]),
                    ])
                ),
                ("description", .string(member.summary)),
            ])
        case .userInfo: S.map(S.string("An id or a link.", nonEmpty: false), member.summary)
        }
    }

    /// The rules an effect's object keeps across its members (``EffectSpec/rules``).
    static func rules(of spec: EffectSpec) -> [(String, JSONOutput)] {
        guard !spec.rules.isEmpty else { return [] }
        let conditions = spec.rules.map { rule in
            let then =
                rule.exactlyOne
                ? JSONOutput.object([("oneOf", .array(rule.members.map { S.has($0) }))])
                : .object([("required", .array(rule.members.map(JSONOutput.string)))])
            return S.when(S.member(spec.name, in: rule.values.map(JSONOutput.string)), then: then)
        }
        return [("allOf", .array(conditions))]
    }

    /// One effect: a word or one of the specs' objects.
    static var effect: JSONOutput {
        let words = Effect.specs.filter { $0.argument == nil }.map(\.name)
        var objects: [JSONOutput] = []
        for spec in Effect.specs {
            guard let argument = spec.argument else { continue }
            let members = [argument] + spec.members
            objects.append(
                S.object(
                    "{\"\(spec.name)\": …}", keys: members.map(\.name),
                    types: Dictionary(uniqueKeysWithValues: members.map { ($0.name, type(of: $0)) }),
                    required: members.filter(\.isRequired).map(\.name), extra: rules(of: spec)))
        }
        return S.either(
            [S.oneOf(values: words, "An effect without an argument.")] + objects,
            "An effect: a word (\"popToRoot\") or an object named by its first member ({\"push\": \"Type:id\"}).")
    }
}
