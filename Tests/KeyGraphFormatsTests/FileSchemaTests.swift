import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// The JSON Schemas are generated from the loaders' tables; these tests keep the typed
/// half (written beside the schema) equal to the tables, so a member added to a loader
/// without a type in the schema fails here, not in an editor.
@Suite("File schemas")
struct FileSchemaTests {
    /// (what, the loader's member table, the schema's types for it)
    static let tables: [(String, [String], [String: JSONOutput])] = [
        ("keymap", KeymapLoader.topKeys, KeymapSchema.topTypes),
        ("binding", KeymapLoader.bindingKeys, KeymapSchema.bindingTypes),
        ("app", AppGraphLoader.topKeys, AppSchema.topTypes),
        ("record", AppGraphReader.recordKeys, AppSchema.recordTypes),
        ("view", AppGraphReader.viewKeys, AppSchema.viewTypes),
        ("layout", AppGraphReader.layoutKeys, AppSchema.layoutTypes),
        ("column", AppGraphReader.columnKeys, AppSchema.columnTypes),
        ("placeholder", AppGraphReader.placeholderKeys, AppSchema.placeholderTypes),
        ("tab", AppGraphReader.tabKeys, AppSchema.tabTypes),
        ("tabSection", AppGraphReader.tabSectionKeys, AppSchema.tabSectionTypes),
        ("tab hidden condition", AppGraphReader.tabConditionKeys, AppSchema.tabConditionTypes),
        ("sheet", AppGraphReader.sheetKeys, AppSchema.sheetTypes),
        ("detent", AppGraphReader.detentKeys, AppSchema.detentTypes),
        ("dialog", AppGraphReader.dialogKeys, AppSchema.dialogTypes),
        ("dialog action", AppGraphReader.dialogActionKeys, AppSchema.dialogActionTypes),
        ("user activity", AppGraphReader.activityKeys, AppSchema.activityTypes),
        ("deepLinks", AppGraphReader.deepLinkKeys, AppSchema.deepLinkTypes),
        ("command", AppGraphReader.commandKeys, AppSchema.commandTypes),
        ("checked", AppGraphReader.checkedKeys, AppSchema.checkedTypes),
        ("menuBar", AppGraphReader.menuBarKeys, AppSchema.menuBarTypes),
        ("contextMenu", AppGraphReader.contextMenuKeys, AppSchema.contextMenuTypes),
        ("toolbar", AppGraphReader.toolbarKeys, AppSchema.toolbarTypes),
        ("toolbarItem", AppGraphReader.toolbarItemKeys, AppSchema.toolbarItemTypes),
        ("toolbarMenu", AppGraphReader.toolbarMenuKeys, AppSchema.toolbarMenuTypes),
    ]

    @Test("every member a loader reads has a type in the schema, and only those")
    func typedMembers() {
        for (what, keys, types) in Self.tables {
            #expect(Set(types.keys) == Set(keys), "\(what)")
        }
    }

    @Test("every menu item kind has its argument and members typed")
    func itemKinds() {
        #expect(Set(AppSchema.itemKindTypes.keys) == Set(AppGraphReader.itemVerbs.keys))
        #expect(Set(AppSchema.itemMemberTypes.keys) == Set(AppGraphReader.itemVerbs.values.joined()))
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
