import KeyGraph

extension EditorFiles.Editor {
    /// VS Code, and the two products built from its sources that keep their files the same
    /// way under another product folder: VSCodium and Cursor.
    static let vsCodeFamily: [Self] = [
        vsCodeProduct("vscode", "VS Code", folder: "Code"),
        vsCodeProduct("vscodium", "VSCodium", folder: "VSCodium"),
        vsCodeProduct("cursor", "Cursor", folder: "Cursor"),
    ]

    /// An editor of VS Code's family, whose product name is `folder` under the
    /// application-data folder (`getUserDataPath` in VS Code's `userDataPath.ts` joins it).
    /// Each is given VS Code's published defaults (VSCodium builds the same sources; Cursor
    /// adds bindings of its own on top, which only the user's export holds).
    private static func vsCodeProduct(_ name: String, _ displayName: String, folder: String) -> Self {
        Self(
            rawValue: name, displayName: displayName, dialect: .vscode, keymapFile: "keybindings.json",
            hasProfiles: true, shippedDefaults: [.vsCodeLinux, .vsCodeMacOS, .vsCodeWindows]
        ) { platform, variable in
            EditorFiles.vsCodeUserFolder(product: folder, platform: platform, variable)
        }
    }
}

extension EditorFiles {
    /// The `User` folder of an editor of VS Code's family (`getUserDataPath`):
    /// `$VSCODE_PORTABLE/user-data`, else `$VSCODE_APPDATA/PRODUCT`, else on Linux
    /// `$XDG_CONFIG_HOME/PRODUCT`, else `~/.config/PRODUCT`; on macOS
    /// `~/Library/Application Support/PRODUCT`; on Windows `%APPDATA%\PRODUCT`, else
    /// `%USERPROFILE%\AppData\Roaming\PRODUCT`; then `User`.
    static func vsCodeUserFolder(product: String, platform: TargetPlatform, _ set: (String) -> String?) -> Place {
        let home = set("HOME")
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

    /// Where VS Code's family records its profiles: `globalStorage/storage.json` in the
    /// `User` folder (`stateResource` in VS Code's `environmentService.ts`).
    package static func storage(_ editor: Editor, platform: TargetPlatform, environment: [String: String]) -> Place {
        file(["globalStorage", "storage.json"], editor, platform, environment)
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
