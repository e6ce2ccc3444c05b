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
    static func type(of member: AppObjectSpec.Member) -> JSONOutput { type(member.kind, member.summary) }

    /// The type of `kind`, with `summary` as its description when there is one.
    static func type(_ kind: AppObjectSpec.Kind, _ summary: String?) -> JSONOutput {
        switch kind {
        case .text(let nonEmpty):
            guard let summary else {
                return .object([("type", .string("string"))] + (nonEmpty ? [("minLength", .int(1))] : []))
            }
            return S.string(summary, nonEmpty: nonEmpty)
        case .textOrNull(let nonEmpty):
            return described(
                [("type", .array([.string("string"), .string("null")]))] + (nonEmpty ? [("minLength", .int(1))] : []),
                summary)
        case .flag:
            return described([("type", .string("boolean"))], summary)
        case .flagOrText:
            return described([("type", .array([.string("boolean"), .string("string")]))], summary)
        case .choice(let options):
            return S.oneOf(values: options, summary ?? "")
        case .names:
            return S.names(summary ?? "")
        case .uniqueNames:
            return S.names(summary ?? "", unique: true)
        case .list(let elements, let either, let minItems, let unique):
            return S.array(
                elements.count == 1 ? element(elements[0]) : S.either(elements.map(element), either), summary,
                minItems: minItems, unique: unique)
        case .defined(let name, let isDescribed):
            guard isDescribed, let summary else { return S.ref(name) }
            return S.ref(name, summary)
        case .fields:
            return S.map(
                .object([
                    (
                        "oneOf",
                        .array([
                            .object([("type", .string("boolean"))]), .object([("type", .string("string"))]),
                            .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))]),
                        ])
                    )
                ]), summary ?? "")
        case .textMap(let valueSummary):
            return S.map(S.string(valueSummary), summary ?? "")
        case .integer(let minimum, let maximum):
            return described(
                [("type", .string("integer")), ("minimum", .int(minimum)), ("maximum", .int(maximum))], summary)
        case .number(let maximum):
            return described(
                [("type", .string("number")), ("exclusiveMinimum", .int(0)), ("maximum", .int(maximum))], summary)
        case .map(let values, let typeNames):
            return S.map(type(values, nil), summary ?? "", names: typeNames ? S.typeNamePattern : nil)
        case .object(let spec):
            return schema(of: spec)
        case .either(let alternatives):
            return S.either(alternatives.map { type($0.kind, $0.summary) }, summary)
        case .effects:
            return .object([
                ("type", .string("array")), ("items", S.ref("effect")), ("description", .string(summary ?? "")),
                ("if", .object([("contains", .object([("enum", .array([.string("undo"), .string("redo")]))]))])),
                ("then", .object([("maxItems", .int(1))])),
            ])
        case .scenes:
            return scenes(summary ?? "")
        case .splitColumns:
            return splitColumns(summary ?? "")
        case .tabItems:
            return tabItems(summary ?? "")
        }
    }

    /// `members`, and `summary` as the description when there is one.
    static func described(_ members: [(String, JSONOutput)], _ summary: String?) -> JSONOutput {
        .object(members + (summary.map { [("description", .string($0))] } ?? []))
    }

    /// What a list holds.
    static func element(_ element: AppObjectSpec.Element) -> JSONOutput {
        switch element {
        case .defined(let name): S.ref(name)
        case .definedLacking(let name, let member):
            .object([("$ref", .string("#/$defs/\(name)")), ("not", S.has(member))])
        case .object(let spec): schema(of: spec)
        case .choice(let options, let summary): S.oneOf(values: options, summary)
        }
    }
}
