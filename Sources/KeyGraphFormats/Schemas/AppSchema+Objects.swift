import KeyGraph

/// The schema of an object declared by an ``AppObjectSpec``: each member typed by its
/// kind, with its line as the description, and the required ones.
extension AppSchema {
    /// The closed object `spec` declares, its argument first; `extra` holds its rules across members.
    static func schema(of spec: AppObjectSpec, extra: [(String, JSONOutput)] = []) -> JSONOutput {
        S.object(
            spec.summary, properties: spec.allMembers.map { ($0.name, type(of: $0)) }, required: spec.requiredNames,
            extra: extra)
    }

    /// A member's type, as its kind says.
    static func type(of member: AppObjectSpec.Member) -> JSONOutput {
        switch member.kind {
        case .text(let nonEmpty):
            S.string(member.summary, nonEmpty: nonEmpty)
        case .textOrNull:
            .object([
                ("type", .array([.string("string"), .string("null")])), ("description", .string(member.summary)),
            ])
        case .flag:
            S.boolean(member.summary)
        case .choice(let options):
            S.oneOf(values: options, member.summary)
        case .names:
            S.names(member.summary)
        case .list(let elements, let either, let minItems, let unique):
            S.array(
                elements.count == 1 ? element(elements[0]) : S.either(elements.map(element), either), member.summary,
                minItems: minItems, unique: unique)
        case .defined(let name, let described):
            described ? S.ref(name, member.summary) : S.ref(name)
        case .fields:
            S.map(
                .object([
                    (
                        "oneOf",
                        .array([
                            .object([("type", .string("boolean"))]), .object([("type", .string("string"))]),
                            .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))]),
                        ])
                    )
                ]), member.summary)
        case .textMap(let valueSummary):
            S.map(S.string(valueSummary), member.summary)
        }
    }

    /// What a list holds.
    static func element(_ element: AppObjectSpec.Element) -> JSONOutput {
        switch element {
        case .defined(let name): S.ref(name)
        case .object(let spec): schema(of: spec)
        case .choice(let options, let summary): S.oneOf(values: options, summary)
        }
    }
}
