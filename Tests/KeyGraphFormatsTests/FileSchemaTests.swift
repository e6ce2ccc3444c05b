import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// The JSON Schemas are generated from the loaders' tables; these tests keep the typed
/// half (written beside the schema) equal to the tables, so a member added to a loader
/// without a type in the schema fails here, not in an editor. Every object of the app
/// format is declared by an ``AppObjectSpec``, which types its members itself.
@Suite("File schemas")
struct FileSchemaTests {
    /// (what, the loader's member table, the schema's types for it)
    static let tables: [(String, [String], [String: JSONOutput])] = [
        ("keymap", KeymapLoader.topKeys, KeymapSchema.topTypes),
        ("binding", KeymapLoader.bindingKeys, KeymapSchema.bindingTypes),
    ]

    @Test("every member a loader reads has a type in the schema, and only those")
    func typedMembers() {
        for (what, keys, types) in Self.tables {
            #expect(Set(types.keys) == Set(keys), "\(what)")
        }
    }

    @Test("every object a spec declares is in the schema: its members typed and described, the required ones")
    func objectsFollowTheirSpecs() {
        let schema = AppSchema.schema.text
        for spec in AppObjectSpec.all {
            #expect(!spec.summary.isEmpty, "\(spec.name) has no documentation")
            #expect(Set(spec.names).count == spec.names.count, "\(spec.name) declares a member twice")
            for member in spec.allMembers {
                #expect(!member.summary.isEmpty, "\(spec.name).\(member.name) has no documentation")
                if case .defined(_, described: false) = member.kind { continue }
                #expect(AppSchema.type(of: member).text.contains(JSONOutput.string(member.summary).text))
            }
            // The top level is the document's root, which takes the document's description.
            if spec.name == AppObjectSpec.app.name { continue }
            let object = AppSchema.schema(of: spec).text
            #expect(schema.contains(String(object.dropFirst().dropLast())), "\(spec.name) is not in the schema")
        }
    }

    @Test("a member a table forgot to type fails here: its type accepts nothing, never anything")
    func untypedMember() {
        let object = SchemaBuilder.object(
            "", keys: ["typed", "forgotten"], types: ["typed": SchemaBuilder.boolean("")])
        #expect(object.text.contains(#""forgotten":false"#))
        #expect(!object.text.contains(#":{}"#))
        #expect(Self.untypedProperties(in: object) == ["forgotten"])
        for (name, schema) in [("keymap", KeymapSchema.schema), ("app", AppSchema.schema)] {
            #expect(Self.untypedProperties(in: schema).isEmpty, "\(name)")
        }
    }

    /// The properties, anywhere in `schema`, typed ``SchemaBuilder/untyped`` or `{}`.
    static func untypedProperties(in schema: JSONOutput) -> [String] {
        switch schema {
        case .object(let members):
            members.flatMap { key, value -> [String] in
                var found: [String] = []
                if key == "properties", case .object(let properties) = value {
                    found = properties.filter { $0.1 == SchemaBuilder.untyped || $0.1 == .object([]) }.map(\.0)
                }
                return found + untypedProperties(in: value)
            }
        case .array(let elements): elements.flatMap(untypedProperties(in:))
        default: []
        }
    }

    @Test("every effect's object in the schema is its spec: its members, typed and described, and the required ones")
    func effectsFollowTheirSpecs() {
        let schema = AppSchema.effect.text
        for spec in Effect.specs {
            #expect(schema.contains(JSONOutput.string(spec.argument == nil ? spec.name : "{\"\(spec.name)\": …}").text))
            let names = [spec.argument].compactMap { $0 } + spec.members
            #expect(Set(names.map(\.name)).count == names.count, "\(spec.name) declares a member twice")
            for member in names {
                #expect(!member.summary.isEmpty, "\(spec.name).\(member.name) has no documentation")
                #expect(AppSchema.type(of: member).text.contains(JSONOutput.string(member.summary).text))
                #expect(schema.contains(AppSchema.type(of: member).text), "\(spec.name).\(member.name)")
            }
            for rule in spec.rules {
                #expect(rule.members.allSatisfy { m in spec.members.contains { $0.name == m } }, "\(spec.name)")
            }
        }
        #expect(Set(Effect.specs.map(\.name)).count == Effect.specs.count)
    }

    @Test("no property of either schema accepts anything by accident")
    func noEmptyProperty() {
        for (name, schema) in [("keymap", KeymapSchema.schema), ("app", AppSchema.schema)] {
            // `args` is the one member that takes any JSON value, and says so.
            #expect(!schema.text.contains(#":{}"#), "\(name) has a property typed {}")
        }
    }
}
