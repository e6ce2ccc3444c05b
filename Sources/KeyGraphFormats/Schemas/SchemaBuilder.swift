/// The few JSON Schema (draft 2020-12) shapes the file schemas are built from, as
/// ``JSONOutput`` values, so `keygraph schema` prints exactly what the tables say.
enum SchemaBuilder {
    typealias Schema = JSONOutput

    /// The dialect every generated schema declares.
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// A string; `nonEmpty` for the loaders' "… is empty" errors.
    static func string(_ description: String, nonEmpty: Bool = true, pattern: String? = nil) -> Schema {
        var members: [(String, Schema)] = [("type", .string("string"))]
        if nonEmpty { members.append(("minLength", .int(1))) }
        if let pattern { members.append(("pattern", .string(pattern))) }
        members.append(("description", .string(description)))
        return .object(members)
    }

    /// A whole number from `minimum` to `maximum`.
    static func integer(_ description: String, minimum: Int = 1, maximum: Int) -> Schema {
        .object([
            ("type", .string("integer")), ("minimum", .int(minimum)), ("maximum", .int(maximum)),
            ("description", .string(description)),
        ])
    }

    static func boolean(_ description: String) -> Schema {
        .object([("type", .string("boolean")), ("description", .string(description))])
    }

    /// One of `values` (an enum's raw values, or a form's options).
    static func oneOf(values: [String], _ description: String) -> Schema {
        .object([
            ("type", .string("string")), ("enum", .array(values.map(JSONOutput.string))),
            ("description", .string(description)),
        ])
    }

    /// An array of `items`.
    static func array(_ items: Schema, _ description: String? = nil, minItems: Int? = nil, unique: Bool = false)
        -> Schema
    {
        var members: [(String, Schema)] = [("type", .string("array")), ("items", items)]
        if let minItems { members.append(("minItems", .int(minItems))) }
        if unique { members.append(("uniqueItems", .bool(true))) }
        if let description { members.append(("description", .string(description))) }
        return .object(members)
    }

    /// An array of non-empty names (`"publishes"`, `"scenes"`, `"schemes"`).
    static func names(_ description: String, unique: Bool = false) -> Schema {
        array(.object([("type", .string("string")), ("minLength", .int(1))]), description, unique: unique)
    }

    /// A closed object: its members are exactly `properties`, each with its type.
    static func object(
        _ description: String, properties: [(String, Schema)], required: [String] = [],
        extra: [(String, Schema)] = []
    ) -> Schema {
        var members: [(String, Schema)] = [
            ("type", .string("object")), ("description", .string(description)), ("properties", .object(properties)),
        ]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONOutput.string)))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members + extra)
    }

    /// A closed object whose members are exactly `keys` (a loader's member table), each
    /// typed by `types`. A member the table lists but `types` does not describe is typed
    /// ``untyped``, which accepts nothing (never `{}`, which would accept anything), and
    /// `FileSchemaTests` fails on it; the objects declared by ``AppObjectSpec`` cannot
    /// have an untyped member at all.
    static func object(
        _ description: String, keys: [String], types: [String: Schema], required: [String] = [],
        extra: [(String, Schema)] = []
    ) -> Schema {
        object(description, properties: keys.map { ($0, types[$0] ?? untyped) }, required: required, extra: extra)
    }

    /// The type of a member a table forgot to type: JSON Schema's `false`, no value at all.
    static let untyped = Schema.bool(false)

    /// An object mapping any name (matching `names`, when given) to `values`.
    static func map(_ values: Schema, _ description: String, names: String? = nil) -> Schema {
        var members: [(String, Schema)] = [("type", .string("object")), ("description", .string(description))]
        if let names { members.append(("propertyNames", .object([("pattern", .string(names))]))) }
        members.append(("additionalProperties", values))
        return .object(members)
    }

    /// An object that has every one of `keys` (a condition, not a closed object).
    static func has(_ keys: String...) -> Schema { .object([("required", .array(keys.map(JSONOutput.string)))]) }

    /// An object whose member `key` is present and one of `values`.
    static func member(_ key: String, in values: [JSONOutput]) -> Schema {
        .object([
            ("properties", .object([(key, .object([("enum", .array(values))]))])),
            ("required", .array([.string(key)])),
        ])
    }

    /// `then` must hold wherever `condition` does.
    static func when(_ condition: Schema, then: Schema) -> Schema { .object([("if", condition), ("then", then)]) }

    /// A reference to `#/$defs/name`, with a description of its use here.
    static func ref(_ name: String, _ description: String) -> Schema {
        .object([("$ref", .string("#/$defs/\(name)")), ("description", .string(description))])
    }

    /// A reference to `#/$defs/name`.
    static func ref(_ name: String) -> Schema { .object([("$ref", .string("#/$defs/\(name)"))]) }

    /// Exactly one of `schemas`.
    static func either(_ schemas: [Schema], _ description: String? = nil) -> Schema {
        var members: [(String, Schema)] = [("oneOf", .array(schemas))]
        if let description { members.insert(("description", .string(description)), at: 0) }
        return .object(members)
    }

    /// A top-level schema document: the dialect, a title, the root's members and `$defs`.
    static func document(
        title: String, description: String, root: Schema, definitions: [(String, Schema)]
    ) -> Schema {
        guard case .object(let rootMembers) = root else { return root }
        let head: [(String, Schema)] = [
            ("$schema", .string(dialect)), ("title", .string(title)), ("description", .string(description)),
        ]
        let body = rootMembers.filter { $0.0 != "description" }
        return .object(head + body + (definitions.isEmpty ? [] : [("$defs", .object(definitions))]))
    }

    /// `Type:id`, as `PathValue(parsing:)` reads it. The schema is looser than the loader
    /// where a pattern cannot say it portably: a type may start with any non-ASCII letter
    /// (the loader wants an uppercase one).
    static let pathValuePattern = "^" + typeNamePattern.dropFirst().dropLast() + ":[^\\s,\\[\\]]+$"

    /// A record type: an uppercase letter, then letters and digits (ASCII punctuation and
    /// white space excluded; non-ASCII letters accepted, as the loader accepts `Ü`).
    static let typeNamePattern = "^[A-Z\\u00C0-\\uFFFF][^\\s!-/:-@\\[-`{-~]*$"
}
