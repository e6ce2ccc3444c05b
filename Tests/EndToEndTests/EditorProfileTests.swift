import Foundation
import Testing

/// `--editor` in VS Code's family beyond the one default place: a portable install
/// (`VSCODE_PORTABLE`) and profiles (`--profile NAME`, from `User/globalStorage/storage.json`),
/// through the real binary with a fake home (`EditorFileLocationTests.Home`).
@Suite("--editor follows portable installs and VS Code's profiles")
struct EditorProfileTests {
    typealias Home = EditorFileLocationTests.Home

    static let user = ".config/Code/User/"

    /// A home with the default profile's file, the profile `Work`'s own file, and a
    /// `storage.json` listing `Work`, `Rust` (the default's keybindings) and one entry
    /// without a name, as VS Code writes it (tabs).
    static func profilesHome(storage: String = Self.storage) throws -> Home {
        try Home([
            user + "keybindings.json": #"[ { "key": "alt+d", "command": "default.one" } ]"# + "\n",
            user + "profiles/-3a1b2c/keybindings.json": #"[ { "key": "alt+w", "command": "work.one" } ]"# + "\n",
            user + "globalStorage/storage.json": storage,
        ])
    }

    static let storage = """
        {
        \t"userDataProfiles": [
        \t\t{ "location": "-3a1b2c", "name": "Work", "useDefaultFlags": { "keybindings": false } },
        \t\t{ "location": "5e6f", "name": "Rust", "useDefaultFlags": { "settings": true, "keybindings": true } },
        \t\t{ "location": "77aa" }
        \t],
        \t"profileAssociations": { "workspaces": { "file:///home/me/work": "-3a1b2c", "file:///home/me/app": "-3a1b2c" } }
        }

        """

    @Test func portableInstallWinsOverEveryOtherPlace() throws {
        let home = try Home([
            "portable/user-data/User/keybindings.json": #"[ { "key": "alt+p", "command": "portable.one" } ]"# + "\n",
            "appdata/Code/User/keybindings.json": "[]\n",
            ".config/Code/User/keybindings.json": "[]\n",
        ])
        defer { home.remove() }
        let environment = ["HOME=$HOME", "VSCODE_PORTABLE=$HOME/portable", "VSCODE_APPDATA=$HOME/appdata"]
        #expect(
            try home.run(
                ["keys", "--editor", "vscode", "--defaults", "none", "--platform", "linux"], environment: environment)
                    == """
                    alt+p  portable.one  ($HOME/portable/user-data/User/keybindings.json)
                    --- stderr
                    --- exit 0

                    """)
        // Another portable install, with no keymap yet: it says where it looked, on any platform.
        let other = ["HOME=$HOME", "VSCODE_PORTABLE=$HOME/other"]
        #expect(
            try home.run(
                ["check", "--editor", "cursor", "--defaults", "none", "--platform", "macos"], environment: other) == """
                    --- stderr
                    --editor: error: no Cursor keymap on macos: looked at $HOME/other/user-data/User/keybindings.json ($VSCODE_PORTABLE/user-data/User/keybindings.json)
                    hint: give the file with --keymap FILE, or --platform for another system's place
                    --- exit 2

                    """)
    }

    @Test func withoutProfileANoteNamesTheOthersAndTheDefaultIsRead() throws {
        let home = try Self.profilesHome()
        defer { home.remove() }
        #expect(
            try home.run(["check", "--editor", "vscode", "--defaults", "none", "--platform", "linux"]) == """
                $HOME/.config/Code/User/globalStorage/storage.json:2:22: note: VS Code has 2 profiles besides Default: 'Work' (its own keybindings, used by 2 folders or workspaces), 'Rust' (the default's keybindings); the default profile's keybindings.json was read; entry 3 has no 'name' text (line 5), skipped as VS Code skips it
                2 | \\t"userDataProfiles": [
                  |                       ^
                hint: --profile NAME reads another profile's keybindings
                0 errors, 0 warnings, 1 note
                --- stderr
                --- exit 0

                """)
        // Asking for the default profile by VS Code's name for it: its file, and nothing to say.
        #expect(
            try home.run([
                "keys", "--editor", "vscode", "--defaults", "none", "--platform", "linux", "--profile", "Default",
            ]) == """
                alt+d  default.one  ($HOME/.config/Code/User/keybindings.json)
                --- stderr
                --- exit 0

                """)
    }

    @Test func aNamedProfileReadsItsOwnFile() throws {
        let home = try Self.profilesHome()
        defer { home.remove() }
        #expect(
            try home.run([
                "keys", "--editor", "vscode", "--defaults", "none", "--platform", "linux", "--profile", "Work",
            ]) == """
                alt+w  work.one  ($HOME/.config/Code/User/profiles/-3a1b2c/keybindings.json)
                --- stderr
                --- exit 0

                """)
    }

    /// Older VS Code stored a profile's location as a URI object; its path is the folder.
    @Test func aLocationStoredAsAnOlderURIIsItsPath() throws {
        let folder = "elsewhere/profiles/-9e01"
        let home = try Home([
            Self.user + "keybindings.json": "[]\n",
            Self.user + "globalStorage/storage.json": "{}\n",  // written below, with the home's path
            folder + "/keybindings.json": #"[ { "key": "alt+o", "command": "old.one" } ]"# + "\n",
        ])
        defer { home.remove() }
        let uri = #"{ "$mid": 1, "scheme": "file", "path": "\#(home.path)/\#(folder)" }"#
        try #"{ "userDataProfiles": [ { "location": \#(uri), "name": "Old Box" } ] }"#.write(
            toFile: home.path + "/" + Self.user + "globalStorage/storage.json", atomically: true, encoding: .utf8)
        #expect(
            try home.run([
                "keys", "--editor", "vscode", "--defaults", "none", "--platform", "linux", "--profile", "Old Box",
            ]) == """
                alt+o  old.one  ($HOME/elsewhere/profiles/-9e01/keybindings.json)
                --- stderr
                --- exit 0

                """)
    }

    @Test func aProfileUsingTheDefaultKeybindingsReadsTheDefaultFile() throws {
        let home = try Self.profilesHome()
        defer { home.remove() }
        #expect(
            try home.run([
                "keys", "--editor", "vscode", "--defaults", "none", "--platform", "linux", "--profile", "Rust",
            ]) == """
                alt+d  default.one  ($HOME/.config/Code/User/keybindings.json)
                --- stderr
                $HOME/.config/Code/User/globalStorage/storage.json:4:3: note: profile 'Rust' uses the default profile's keybindings (useDefaultFlags): $HOME/.config/Code/User/keybindings.json was read
                4 | \\t\\t{ "location": "5e6f", "name": "Rust", "useDefaultFlags": { "settings": true, "keybindings": true } },
                  |     ^
                --- exit 0

                """)
    }

    @Test func anUnknownProfileNameIsAnErrorListingTheNames() throws {
        let home = try Self.profilesHome()
        defer { home.remove() }
        #expect(
            try home.run([
                "check", "--editor", "vscode", "--defaults", "none", "--platform", "linux", "--profile", "work",
            ]) == """
                --- stderr
                $HOME/.config/Code/User/globalStorage/storage.json:2:22: error: no VS Code profile named 'work': the profiles are 'Default', 'Work', 'Rust'
                2 | \\t"userDataProfiles": [
                  |                       ^
                hint: give a name as VS Code shows it, case and spaces included
                --- exit 2

                """)
    }

    @Test func aStorageFileThatIsNotJSONIsANoteAndTheDefaultIsStillRead() throws {
        let home = try Self.profilesHome(storage: "{\n  \"userDataProfiles\": [ { name: \"Work\" } ]\n}\n")
        defer { home.remove() }
        #expect(
            try home.run(["keys", "--editor", "vscode", "--defaults", "none", "--platform", "linux"]) == """
                alt+d  default.one  ($HOME/.config/Code/User/keybindings.json)
                --- stderr
                $HOME/.config/Code/User/globalStorage/storage.json:2:27: note: VS Code's profiles are not known: unexpected 'n'; expected a quoted key or '}'; the default profile's keybindings.json was read
                2 |   "userDataProfiles": [ { name: "Work" } ]
                  |                           ^
                --- exit 0

                """)
        // With --profile, the profile cannot be found: an error at the same place.
        let named = try home.run([
            "keys", "--editor", "vscode", "--defaults", "none", "--platform", "linux", "--profile", "Work",
        ])
        #expect(
            named.hasPrefix(
                "--- stderr\n$HOME/.config/Code/User/globalStorage/storage.json:2:27: error: no VS Code profile named 'Work' can be read: "
            ))
        #expect(named.hasSuffix("--- exit 2\n"))
    }

    @Test func userDataProfilesThatIsNotAnArrayIsANote() throws {
        let home = try Self.profilesHome(storage: "{ \"userDataProfiles\": { \"name\": \"Work\" } }\n")
        defer { home.remove() }
        #expect(
            try home.run(["check", "--editor", "vscode", "--defaults", "none", "--platform", "linux", "--json"]) == """
                {"file":"$HOME/.config/Code/User/globalStorage/storage.json","line":1,"column":23,"severity":"note","message":"VS Code's profiles are not known: 'userDataProfiles' is an object, not an array; the default profile's keybindings.json was read","hint":null,"kind":"editor-profiles","rule":"editor-profiles","witness":null,"bindings":[],"version":"0.1.0"}
                --- stderr
                --- exit 0

                """)
    }

    @Test func zedHasNoProfilesAndProfileNeedsAnEditor() throws {
        let home = try Self.profilesHome()
        defer { home.remove() }
        #expect(
            try home.run(["check", "--editor", "zed", "--platform", "linux", "--profile", "Work"]) == """
                --- stderr
                --profile: error: Zed has no profiles: --profile goes with --editor vscode, vscodium or cursor
                --- exit 2

                """)
        #expect(
            try home.run(["check", "--platform", "linux", "--profile", "Work"]) == """
                --- stderr
                --profile: error: --profile names a profile of VS Code's family: give --editor vscode, vscodium or cursor
                --- exit 2

                """)
    }
}
