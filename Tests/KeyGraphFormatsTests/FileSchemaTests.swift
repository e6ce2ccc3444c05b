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
        ("app", AppFileLoader.topKeys, AppSchema.topTypes),
        ("record", AppFileReader.recordKeys, AppSchema.recordTypes),
        ("view", AppFileReader.viewKeys, AppSchema.viewTypes),
        ("layout", AppFileReader.layoutKeys, AppSchema.layoutTypes),
        ("column", AppFileReader.columnKeys, AppSchema.columnTypes),
        ("placeholder", AppFileReader.placeholderKeys, AppSchema.placeholderTypes),
        ("tab", AppFileReader.tabKeys, AppSchema.tabTypes),
        ("tabSection", AppFileReader.tabSectionKeys, AppSchema.tabSectionTypes),
        ("tab hidden condition", AppFileReader.tabConditionKeys, AppSchema.tabConditionTypes),
        ("sheet", AppFileReader.sheetKeys, AppSchema.sheetTypes),
        ("detent", AppFileReader.detentKeys, AppSchema.detentTypes),
        ("dialog", AppFileReader.dialogKeys, AppSchema.dialogTypes),
        ("dialog action", AppFileReader.dialogActionKeys, AppSchema.dialogActionTypes),
        ("user activity", AppFileReader.activityKeys, AppSchema.activityTypes),
        ("deepLinks", AppFileReader.deepLinkKeys, AppSchema.deepLinkTypes),
        ("command", AppFileReader.commandKeys, AppSchema.commandTypes),
        ("checked", AppFileReader.checkedKeys, AppSchema.checkedTypes),
        ("menuBar", AppFileReader.menuBarKeys, AppSchema.menuBarTypes),
        ("contextMenu", AppFileReader.contextMenuKeys, AppSchema.contextMenuTypes),
        ("toolbar", AppFileReader.toolbarKeys, AppSchema.toolbarTypes),
        ("toolbarItem", AppFileReader.toolbarItemKeys, AppSchema.toolbarItemTypes),
        ("toolbarMenu", AppFileReader.toolbarMenuKeys, AppSchema.toolbarMenuTypes),
    ]

    @Test("every member a loader reads has a type in the schema, and only those")
    func typedMembers() {
        for (what, keys, types) in Self.tables {
            #expect(Set(types.keys) == Set(keys), "\(what)")
        }
    }

    @Test("every menu item kind has its argument and members typed")
    func itemKinds() {
        #expect(Set(AppSchema.itemKindTypes.keys) == Set(AppFileReader.itemVerbs.keys))
        #expect(Set(AppSchema.itemMemberTypes.keys) == Set(AppFileReader.itemVerbs.values.joined()))
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
