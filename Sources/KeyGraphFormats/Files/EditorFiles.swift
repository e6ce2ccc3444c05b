import KeyGraph

/// Where an editor keeps the user's own keymap (`--editor`, docs/keymaps.md "Finding the
/// user's file"): the one place the editor itself reads it from, by the editor's own rules,
/// decided from the platform and the environment.
package enum EditorFiles {
    /// An editor whose files KeyGraph reads (`--editor`): a product of a dialect, declared in
    /// its folder (`Dialects/VSCode/`: VS Code, VSCodium and Cursor; `Dialects/Zed/`: Zed),
    /// with where it keeps its files. Every editor of every dialect, in the registry's order,
    /// is ``allCases``; `--editor` takes the raw values.
    package struct Editor: RawRepresentable, CaseIterable, Hashable, Sendable {
        /// The name `--editor` takes (`vscodium`).
        package let rawValue: String
        /// The editor's name, as messages say it.
        package let displayName: String
        /// Whose keymap files it keeps.
        package let dialect: KeymapDialect
        /// The user's keymap file in the configuration folder.
        package let keymapFile: String
        /// Whether it records profiles, each with its own keymap (`--profile`).
        package let hasProfiles: Bool
        /// Whether its settings name the default keymaps it lays under the user's (a note
        /// says which).
        package let hasBaseKeymapSetting: Bool
        /// The default keymaps KeyGraph ships for it, one per platform (``ShippedKeymap``);
        /// empty when their licence does not let them ship (docs/keymaps.md).
        package let shippedDefaults: [ShippedKeymap]
        /// Its configuration folder on the platform, with the environment's variables (an
        /// empty value is unset).
        let configFolder: @Sendable (_ platform: TargetPlatform, _ variable: (String) -> String?) -> Place

        init(
            rawValue: String, displayName: String, dialect: KeymapDialect, keymapFile: String,
            hasProfiles: Bool = false, hasBaseKeymapSetting: Bool = false, shippedDefaults: [ShippedKeymap] = [],
            configFolder: @escaping @Sendable (TargetPlatform, (String) -> String?) -> Place
        ) {
            self.rawValue = rawValue
            self.displayName = displayName
            self.dialect = dialect
            self.keymapFile = keymapFile
            self.hasProfiles = hasProfiles
            self.hasBaseKeymapSetting = hasBaseKeymapSetting
            self.shippedDefaults = shippedDefaults
            self.configFolder = configFolder
        }

        package init?(rawValue: String) {
            guard let editor = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = editor
        }

        package static var allCases: [Editor] { KeymapDialect.allCases.flatMap(\.format.editors) }

        package static func == (a: Self, b: Self) -> Bool { a.rawValue == b.rawValue }
        package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }

    /// A place looked at: the path, or why there is none (a variable it needs is unset).
    package struct Place: Hashable, Sendable {
        /// The path, when the environment gives one.
        package var path: String?
        /// How the path was found, as the editor states its rule (`$XDG_CONFIG_HOME/zed`).
        package var rule: String

        package init(path: String?, rule: String) {
            self.path = path
            self.rule = rule
        }
    }

    /// The editor's configuration folder on `platform`, by the editor's own rule (each
    /// dialect's folder states its editors').
    package static func configFolder(
        _ editor: Editor, platform: TargetPlatform, environment: [String: String]
    ) -> Place {
        editor.configFolder(platform) { name in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
    }

    /// `parts` under `base` joined with the separator the base uses (a Windows path's `\`),
    /// described by `rule`; no path when the base is unknown.
    static func under(_ base: String?, _ parts: String..., rule: String) -> Place {
        guard let base else { return Place(path: nil, rule: rule) }
        let separator = base.contains("\\") && !base.contains("/") ? "\\" : "/"
        let trimmed = base.hasSuffix(separator) ? String(base.dropLast()) : base
        return Place(path: ([trimmed] + parts).joined(separator: separator), rule: rule)
    }

    /// The user's keymap file in the editor's folder (``Editor/keymapFile``).
    package static func keymap(_ editor: Editor, platform: TargetPlatform, environment: [String: String]) -> Place {
        file([editor.keymapFile], editor, platform, environment)
    }

    /// The user's settings file, `settings.json`.
    package static func settings(_ editor: Editor, platform: TargetPlatform, environment: [String: String]) -> Place {
        file(["settings.json"], editor, platform, environment)
    }

    static func file(
        _ names: [String], _ editor: Editor, _ platform: TargetPlatform, _ environment: [String: String]
    ) -> Place {
        var place = configFolder(editor, platform: platform, environment: environment)
        let separator = place.rule.hasPrefix("%") ? "\\" : "/"
        place.rule += separator + names.joined(separator: separator)
        if let folder = place.path { place.path = join(folder, names) }
        return place
    }

    /// `parts` joined to `folder` with the separator the folder uses (a Windows path's `\`).
    package static func join(_ folder: String, _ parts: [String]) -> String {
        let separator = folder.contains("\\") && !folder.contains("/") ? "\\" : "/"
        let trimmed = folder.hasSuffix(separator) ? String(folder.dropLast()) : folder
        return ([trimmed] + parts).joined(separator: separator)
    }
}
