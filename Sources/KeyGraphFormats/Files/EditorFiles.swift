import KeyGraph

/// Where an editor keeps the user's own keymap (`--editor`, docs/keymaps.md "Finding the
/// user's file"): the one place the editor itself reads it from, by the editor's own rules,
/// decided from the platform and the environment.
package enum EditorFiles {
    package enum Editor: String, CaseIterable, Sendable {
        case vscode, vscodium, cursor, zed

        package var displayName: String {
            switch self {
            case .vscode: "VS Code"
            case .vscodium: "VSCodium"
            case .cursor: "Cursor"
            case .zed: "Zed"
            }
        }

        /// The folder name VS Code's family uses under the application-data folder: its
        /// product name (`getUserDataPath` in VS Code's `userDataPath.ts` joins it).
        var productFolder: String {
            switch self {
            case .vscode: "Code"
            case .vscodium: "VSCodium"
            case .cursor: "Cursor"
            case .zed: "zed"
            }
        }
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

    /// The editor's configuration folder on `platform`: VS Code's family `…/User`, Zed's
    /// config folder.
    ///
    /// - VS Code, VSCodium, Cursor (`getUserDataPath`): `$VSCODE_PORTABLE/user-data`, else
    ///   `$VSCODE_APPDATA/PRODUCT`, else on
    ///   Linux `$XDG_CONFIG_HOME/PRODUCT`, else `~/.config/PRODUCT`; on macOS
    ///   `~/Library/Application Support/PRODUCT`; on Windows `%APPDATA%\PRODUCT`, else
    ///   `%USERPROFILE%\AppData\Roaming\PRODUCT`; then `User`.
    /// - Zed (`config_dir` in Zed's `paths.rs`): on Linux `$FLATPAK_XDG_CONFIG_HOME/zed`,
    ///   else `$XDG_CONFIG_HOME/zed` (when absolute), else `~/.config/zed`; on macOS
    ///   `~/.config/zed`; on Windows `%APPDATA%\Zed`.
    package static func configFolder(
        _ editor: Editor, platform: TargetPlatform, environment: [String: String]
    ) -> Place {
        func set(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let home = set("HOME")
        func under(_ base: String?, _ parts: String..., rule: String) -> Place {
            guard let base else { return Place(path: nil, rule: rule) }
            // Joined with the separator the base uses (a Windows path's `\`).
            let separator = base.contains("\\") && !base.contains("/") ? "\\" : "/"
            let trimmed = base.hasSuffix(separator) ? String(base.dropLast()) : base
            return Place(path: ([trimmed] + parts).joined(separator: separator), rule: rule)
        }
        if editor == .zed {
            switch platform {
            case .windows:
                return under(set("APPDATA"), "Zed", rule: "%APPDATA%\\Zed")
            case .macos, .ipados:
                return under(home, ".config", "zed", rule: "~/.config/zed")
            case .linux:
                if let flatpak = set("FLATPAK_XDG_CONFIG_HOME") {
                    return under(flatpak, "zed", rule: "$FLATPAK_XDG_CONFIG_HOME/zed")
                }
                if let xdg = set("XDG_CONFIG_HOME"), xdg.hasPrefix("/") {
                    return under(xdg, "zed", rule: "$XDG_CONFIG_HOME/zed")
                }
                return under(home, ".config", "zed", rule: "~/.config/zed")
            }
        }
        let product = editor.productFolder
        // A portable install: VS Code's launcher sets it, and it wins over everything else.
        if let portable = set("VSCODE_PORTABLE") {
            return under(portable, "user-data", "User", rule: "$VSCODE_PORTABLE/user-data/User")
        }
        if let appData = set("VSCODE_APPDATA") {
            return under(appData, product, "User", rule: "$VSCODE_APPDATA/\(product)/User")
        }
        switch platform {
        case .windows:
            if let appData = set("APPDATA") {
                return under(appData, product, "User", rule: "%APPDATA%\\\(product)\\User")
            }
            return under(
                set("USERPROFILE"), "AppData", "Roaming", product, "User",
                rule: "%USERPROFILE%\\AppData\\Roaming\\\(product)\\User")
        case .macos, .ipados:
            return under(
                home, "Library", "Application Support", product, "User",
                rule: "~/Library/Application Support/\(product)/User")
        case .linux:
            if let xdg = set("XDG_CONFIG_HOME") {
                return under(xdg, product, "User", rule: "$XDG_CONFIG_HOME/\(product)/User")
            }
            return under(home, ".config", product, "User", rule: "~/.config/\(product)/User")
        }
    }

    /// The user's keymap file: `keybindings.json` in VS Code's family's folder, `keymap.json` in Zed's.
    package static func keymap(_ editor: Editor, platform: TargetPlatform, environment: [String: String]) -> Place {
        file([editor == .zed ? "keymap.json" : "keybindings.json"], editor, platform, environment)
    }

    /// Where VS Code's family records its profiles: `globalStorage/storage.json` in the
    /// `User` folder (`stateResource` in VS Code's `environmentService.ts`).
    package static func storage(_ editor: Editor, platform: TargetPlatform, environment: [String: String]) -> Place {
        file(["globalStorage", "storage.json"], editor, platform, environment)
    }

    /// The user's settings file, `settings.json` (where Zed's `base_keymap` is set).
    package static func settings(_ editor: Editor, platform: TargetPlatform, environment: [String: String]) -> Place {
        file(["settings.json"], editor, platform, environment)
    }

    private static func file(
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

    /// Zed's base keymap as `settings.json` sets it (`"base_keymap"`, default `VSCode`), with
    /// the position of its value; nil when the file does not set it.
    /// - Throws: a file that is not JSON with comments, located.
    package static func baseKeymap(
        inSettings text: String
    ) throws(SyntaxError) -> (name: String, position: SourcePosition)? {
        let root = try JSONCParser.parse(text)
        guard let value = root["base_keymap"], let name = value.string else { return nil }
        return (name, value.position)
    }

    /// The default keymaps Zed lays under the user's for a base keymap (`BaseKeymap::asset_path`
    /// in Zed's `base_keymap_setting.rs`, and `load_default_keymap`): its default keymap, and
    /// the base keymap's own file when it has one; none for `None`.
    package static func zedDefaults(forBaseKeymap name: String, platform: TargetPlatform) -> [String] {
        let os = platform.isApple ? "macos" : platform == .windows ? "windows" : "linux"
        guard name != "None" else { return [] }
        let files: [String: String] = [
            "JetBrains": "jetbrains", "SublimeText": "sublime_text", "Atom": "atom", "Emacs": "emacs",
            "Cursor": "cursor", "Helix": "helix", "TextMate": "textmate",
        ]
        var result = ["assets/keymaps/default-\(os).json"]
        // TextMate has its own file on macOS only.
        if let file = files[name], name != "TextMate" || platform.isApple {
            result.append("assets/keymaps/\(platform.isApple ? "macos" : "linux")/\(file).json")
        }
        return result
    }
}

// MARK: - VS Code's profiles

extension EditorFiles {
    /// A profile VS Code's family records in `storage.json` (`userDataProfiles`: `name`,
    /// `location`, `useDefaultFlags`; `UserDataProfilesService` in VS Code's
    /// `userDataProfile.ts`), as the editor reads it.
    package struct Profile: Hashable, Sendable {
        /// Its name, as VS Code shows it.
        package var name: String
        /// Its id: the last part of its location (a folder under `User/profiles`).
        package var id: String
        /// Its folder: `User/profiles/LOCATION` for a location stored as a name (as VS Code
        /// stores it now), the URI's file path for one stored as a URI (as older versions did).
        package var folder: String
        /// `useDefaultFlags.keybindings`: the profile uses the default profile's keybindings file.
        package var usesDefaultKeybindings: Bool
        /// Where its entry starts in `storage.json`.
        package var position: SourcePosition
    }

    /// What `storage.json` says of profiles: the ones VS Code would load, the entries it
    /// would skip, and how many workspaces `profileAssociations` gives each profile id.
    package struct Profiles: Sendable {
        package var profiles: [Profile] = []
        /// Entries VS Code skips (no string `name`, no `location`), with why.
        package var skipped: [(position: SourcePosition, reason: String)] = []
        /// Folders and workspaces associated with each profile id (`profileAssociations.workspaces`).
        package var workspaces: [String: Int] = [:]
        /// Where the `userDataProfiles` value starts (the document's start when it is absent).
        package var position = SourcePosition(line: 1, column: 1)
    }

    /// The profiles `storage.json` records, the default profile not among them (VS Code
    /// never stores it); `userFolder` is the `User` folder the file sits under.
    /// - Throws: a file that is not JSON, or a `userDataProfiles` that is not an array, located.
    package static func profiles(inStorage text: String, userFolder: String) throws(SyntaxError) -> Profiles {
        let root = try JSONCParser.parse(text)
        var result = Profiles()
        result.position = root.position
        guard let stored = root["userDataProfiles"] else { return result }
        result.position = stored.position
        guard let entries = stored.elements else {
            throw SyntaxError("'userDataProfiles' is \(stored.kindDescription), not an array", at: stored.position)
        }
        for (index, entry) in entries.enumerated() {
            guard let name = entry["name"]?.string, !name.isEmpty else {
                result.skipped.append((entry.position, "entry \(index + 1) has no 'name' text"))
                continue
            }
            let location = entry["location"]
            // A name under User/profiles (now), or a URI's file path (older versions).
            let folder =
                location?.string.map { join(userFolder, ["profiles", $0]) }
                ?? (location?["fsPath"]?.string ?? location?["path"]?.string)
            guard let folder, !folder.isEmpty else {
                result.skipped.append((entry.position, "profile '\(name)' has no 'location'"))
                continue
            }
            let id = String(folder.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? "")
            let usesDefault = entry["useDefaultFlags"]?["keybindings"]?.bool == true
            result.profiles.append(
                Profile(
                    name: name, id: id, folder: folder, usesDefaultKeybindings: usesDefault, position: entry.position))
        }
        // Values are profile ids now, profile location URIs before: the last part names it.
        for member in root["profileAssociations"]?["workspaces"]?.members ?? [] {
            guard let value = member.value.string, let id = value.split(separator: "/").last else { continue }
            result.workspaces[String(id), default: 0] += 1
        }
        return result
    }
}
