import KeyGraph

/// The JSON Schema of a project's `.keygraph.json` (`keygraph schema config`), from
/// ``CheckConfig``'s own tables: its members, the settings of a rule, the platforms, the
/// editors, and the ids of every rule `check` reports.
package enum ConfigSchema {
    private typealias S = SchemaBuilder

    /// The schema, with `ruleIDs` the ids the `rules` object may name.
    package static func schema(ruleIDs: [RuleID]) -> JSONOutput {
        let setting = S.oneOf(
            values: CheckConfig.Setting.allCases.map(\.rawValue),
            "off leaves the rule's findings out; note, warning or error reports them at that severity.")
        let rules: JSONOutput = .object([
            ("type", .string("object")),
            ("description", .string("Rule id → its setting (keygraph check --list-rules lists the ids).")),
            ("propertyNames", .object([("enum", .array(ruleIDs.map { .string($0.rawValue) }))])),
            ("additionalProperties", S.ref("setting")),
        ])
        let version = S.string(
            "A version, as the project's Package.swift would state it: 13.0, 17.", pattern: "^[0-9]+(\\.[0-9]+)*$")
        let types: [String: JSONOutput] = [
            "$schema": S.string("The JSON Schema this file follows, for editors. KeyGraph does not read it."),
            "rules": rules,
            "exclude": S.array(
                S.string(
                    "A path glob, relative to this file's folder: * within a name, ** any folders, ? one character."),
                "Paths whose findings are left out."),
            "platform": S.oneOf(
                values: TargetPlatform.allCases.map(\.rawValue), "The platform, where --platform is not given."),
            "deploymentTargets": S.object(
                "Each platform's oldest supported version, where the project's Package.swift or Xcode project states none.",
                properties: CheckConfig.targetPlatforms.map { ($0, version) }),
            "editor": S.oneOf(
                values: EditorFiles.Editor.allCases.map(\.rawValue),
                "The editor whose user keymap is checked, where --editor is not given."),
            "defaults": S.array(
                S.string(
                    "A path relative to this file's folder, or what --defaults takes by name: a keymap KeyGraph ships (vscode, vscode-linux, vscode-macos, vscode-windows) or none."
                ),
                "The editor's default keymaps, laid under its keymaps, where --defaults is not given."),
        ]
        return S.document(
            title: "KeyGraph project settings (.keygraph.json)",
            description:
                "How keygraph check runs in this folder and below, where its command line does not say (JSON with comments).",
            root: S.object("", keys: CheckConfig.members, types: types), definitions: [("setting", setting)])
    }
}
