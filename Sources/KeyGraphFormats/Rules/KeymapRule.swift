import KeyGraph

/// The keymap analysis's findings (docs/keymaps.md, "`keygraph check`"): conflicts between
/// bindings in every world, names the app does not know, what the editor's defaults lose,
/// and what reading a file or finding the user's file says.
public enum KeymapRule: RuleSet {
    // Two bindings on the same keys, or on a prefix of them, in one world.
    case duplicateBinding, neverFires, losesInPart, sequenceUnreachable, prefixNeverFires, prefixWaitsForTimeout
    // A user's keymap over the editor's defaults.
    case defaultsUnreachable, defaultsNeverFire, defaultsWaitForTimeout
    // A removal or an unbind that takes nothing out.
    case removesNothing, unbindsNothing
    // Names the app does not know.
    case unknownCommand, unknownContext, opaqueCommands
    // A context the editor's model does not know, taken as free.
    case unmodelledContext
    // What reading a file, or finding the user's, says.
    case fileWarning, editorDefaults, editorProfiles

    private static let appWorld = "docs/keymaps.md#the-apps-world"
    private static let editorWorld = "docs/keymaps.md#another-editors-world"
    private static let overDefaults = "docs/keymaps.md#your-keymap-over-the-editors-defaults"

    public var descriptor: RuleDescriptor {
        switch self {
        case .duplicateBinding, .neverFires, .losesInPart, .sequenceUnreachable, .prefixNeverFires,
            .prefixWaitsForTimeout:
            conflict
        case .defaultsUnreachable, .defaultsNeverFire, .defaultsWaitForTimeout, .removesNothing, .unbindsNothing,
            .unknownCommand, .unknownContext, .opaqueCommands, .fileWarning, .editorDefaults, .editorProfiles:
            other
        case .unmodelledContext:
            rule(
                "unmodelled-context",
                "a view named in a user's context that KeyGraph's model of the editor does not know: taken as free",
                wrong: #"{ "context": "MyExtensionView", "bindings": { "ctrl-k": "a" } } (checked with --defaults)"#,
                right: "a view of the model (docs/keymaps.md, \"The contexts each editor builds\")",
                doc: "docs/keymaps.md#the-contexts-each-editor-builds", severity: .note)
        }
    }

    /// Two bindings on the same keys, or on a prefix of them, in one world.
    private var conflict: RuleDescriptor {
        switch self {
        case .duplicateBinding:
            rule(
                "duplicate-binding", "the same keys, command, arguments and clause bound twice in one layer",
                wrong: #"{ "key": "ctrl+k", "command": "a" }, { "key": "ctrl+k", "command": "a" }"#,
                right: #"{ "key": "ctrl+k", "command": "a" }"#, doc: Self.editorWorld)
        case .neverFires:
            rule(
                "never-fires",
                "a binding that never fires: wherever it applies, a later binding on the same keys applies too",
                wrong: #"{ "key": "alt+q", "command": "a" }, { "key": "alt+q", "command": "b" }"#,
                right: #"{ "key": "alt+q", "command": "a" }, { "key": "alt+w", "command": "b" }"#,
                doc: Self.editorWorld)
        case .losesInPart:
            rule(
                "loses-in-part", "a binding that loses to another on the same keys where both apply",
                wrong:
                    #"{ "key": "ctrl+e", "command": "a" }, { "key": "ctrl+e", "command": "b", "when": "editorTextFocus" }"#,
                right:
                    #"{ "key": "ctrl+e", "command": "a", "when": "!editorTextFocus" }, { "key": "ctrl+e", "command": "b", "when": "editorTextFocus" }"#,
                doc: Self.editorWorld, severity: .note)
        case .sequenceUnreachable:
            rule(
                "sequence-unreachable", "a sequence no one can type: a later binding on its first chord fires at once",
                wrong: #"{ "key": "ctrl+k ctrl+t", "command": "a" }, { "key": "ctrl+k", "command": "b" }"#,
                right: #"{ "key": "ctrl+k ctrl+t", "command": "a" }, { "key": "ctrl+j", "command": "b" }"#,
                doc: Self.editorWorld)
        case .prefixNeverFires:
            rule(
                "prefix-never-fires",
                "a binding that never fires: a later sequence starting with its keys makes the editor wait",
                wrong: #"{ "key": "ctrl+k", "command": "a" }, { "key": "ctrl+k ctrl+t", "command": "b" }"#,
                right: #"{ "key": "ctrl+j", "command": "a" }, { "key": "ctrl+k ctrl+t", "command": "b" }"#,
                doc: Self.editorWorld)
        case .prefixWaitsForTimeout:
            rule(
                "prefix-waits-for-timeout",
                "a binding that fires only after the chord timeout: a longer sequence starts with its keys",
                wrong: #"{ "key": "cmd+k", "command": "a" }, { "key": "cmd+k cmd+t", "command": "b" }"#,
                right: #"{ "key": "cmd+j", "command": "a" }, { "key": "cmd+k cmd+t", "command": "b" }"#,
                doc: Self.appWorld)
        default:
            preconditionFailure("not a conflict: \(self)")
        }
    }

    /// What a user's keymap does to the editor's defaults, names the app does not know,
    /// and what reading the files says.
    private var other: RuleDescriptor {
        switch self {
        case .defaultsUnreachable:
            rule(
                "defaults-unreachable",
                "a user's binding that makes default sequences unreachable (it fires at their first chord)",
                wrong: #"{ "key": "ctrl+k", "command": "editor.action.deleteLines" } over defaults on ctrl+k …"#,
                right: #"{ "key": "ctrl+shift+k", "command": "editor.action.deleteLines" }"#, doc: Self.overDefaults)
        case .defaultsNeverFire:
            rule(
                "defaults-never-fire",
                "a user's sequence that makes shorter defaults never fire (the editor waits for its next chord)",
                wrong: #"{ "key": "ctrl+p ctrl+p", "command": "a" } over the default ctrl+p"#,
                right: #"{ "key": "ctrl+k ctrl+p", "command": "a" }"#, doc: Self.overDefaults)
        case .defaultsWaitForTimeout:
            rule(
                "defaults-wait-for-timeout",
                "a user's sequence that makes shorter defaults wait for the editor's timeout",
                wrong: #"["Editor", { "ctrl-p ctrl-p": "a" }] over Zed's default ctrl-p"#,
                right: #"["Editor", { "ctrl-k ctrl-p": "a" }]"#, doc: Self.overDefaults)
        case .removesNothing:
            rule(
                "removes-nothing", "a `-command` removal that removes nothing",
                wrong: #"{ "key": "ctrl+k", "command": "-editor.action.noSuchCommand" }"#,
                right: #"{ "key": "ctrl+k", "command": "-editor.action.deleteLines" } (a binding it removes)"#,
                doc: Self.overDefaults)
        case .unbindsNothing:
            rule(
                "unbinds-nothing", "a Zed `unbind` with no binding before it to take out",
                wrong: #"["Editor", { "ctrl-k": ["unbind", "editor::NoSuchAction"] }]"#,
                right: #"["Editor", { "ctrl-k": ["unbind", "editor::DeleteLine"] }] (a binding before it)"#,
                doc: Self.editorWorld)
        case .unknownCommand:
            rule(
                "unknown-command", "a binding to a command the app does not have",
                wrong: #"{ "key": "cmd+e", "command": "recipe.exprt" }"#,
                right: #"{ "key": "cmd+e", "command": "recipe.export" }"#, doc: Self.appWorld, severity: .error)
        case .unknownContext:
            rule(
                "unknown-context",
                "a name in `when` the app does not declare (a context, an attribute, a focused value, a view)",
                wrong: #"{ "key": "cmd+e", "command": "recipe.export", "when": "RecipeDetial" }"#,
                right: #"{ "key": "cmd+e", "command": "recipe.export", "when": "RecipeDetail" }"#,
                doc: Self.appWorld, severity: .error)
        case .opaqueCommands:
            rule(
                "opaque-commands", "commands of an imported keymap that are not the app's, kept as names",
                wrong: #"a VS Code keymap checked with --app: "editor.action.deleteLines""#,
                right: "the same keymap checked in VS Code's world (without --app)", doc: Self.appWorld,
                severity: .note)
        case .fileWarning:
            rule(
                "file-warning",
                "what reading a keymap file warns about: an entry the editor skips, a member given twice",
                wrong: #"{ "key": "ctrl+k", "key": "ctrl+j", "command": "a" }"#,
                right: #"{ "key": "ctrl+j", "command": "a" }"#, doc: "docs/keymaps.md#in-ci---json---github---strict")
        case .editorDefaults:
            rule(
                "editor-defaults",
                "`--editor zed`: the default keymap and base keymap Zed lays under the user's file, unchecked without --defaults",
                wrong: #"--editor zed, settings.json: { "base_keymap": "JetBrains" }, no --defaults"#,
                right: "--editor zed --defaults default-linux.json --defaults linux/jetbrains.json",
                doc: "docs/keymaps.md#finding-the-users-file---editor", severity: .note)
        case .editorProfiles:
            rule(
                "editor-profiles",
                "`--editor vscode`: the profiles VS Code keeps besides the default one, and which is checked",
                wrong: "two profiles with their own keybindings.json, no --profile",
                right: "--profile NAME (the one to check)", doc: "docs/keymaps.md#vs-codes-profiles---profile-name",
                severity: .note)
        default:
            preconditionFailure("a conflict: \(self)")
        }
    }

    private func rule(
        _ id: RuleID, _ summary: String, wrong: String, right: String, doc: String,
        severity: Diagnostic.Severity = .warning
    ) -> RuleDescriptor {
        RuleDescriptor(id, .keymap, severity, summary: summary, wrong: wrong, right: right, doc: doc)
    }
}
