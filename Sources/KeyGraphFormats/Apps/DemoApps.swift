import KeyGraph

/// The example apps shipped in `Apps/`, embedded in the binary so an installed
/// `keygraph` needs no files beside it. They are the one copy of each demo: the
/// app files people read and copy are what the binary runs.
package enum DemoApps {
    /// `Apps/recipes.json`: the WWDC "Recipes" sample as a three-column
    /// NavigationSplitView (categories → recipes → recipe detail, whose stack shows
    /// related recipes and chefs), with the shipped default keymap.
    package static let recipesFile = SourceFile(
        name: "Apps/recipes.json", text: String(decoding: PackageResources.recipes_json, as: UTF8.self))
    /// `Apps/tabs.json`: a music app whose root is a TabView with a stack per tab,
    /// a hidden tab, a search tab and toolbar plates.
    package static let tabsFile = SourceFile(
        name: "Apps/tabs.json", text: String(decoding: PackageResources.tabs_json, as: UTF8.self))
    /// `Apps/notes.json`: a notes app whose commands insert and delete notes (asking first),
    /// are enabled by a note's fields and retitle themselves by them (Pin/Unpin).
    package static let notesFile = SourceFile(
        name: "Apps/notes.json", text: String(decoding: PackageResources.notes_json, as: UTF8.self))

    /// The name of the shipped keymap the Recipes demo names (`keygraph check` needs it to
    /// read a keymap given twice once, without building the app).
    package static let recipesKeymapName = "Keymaps/default.json"
    /// The Recipes demo: what `keygraph` runs without `--app`.
    package static let recipes = load(recipesFile)
    /// The TabView example.
    package static let tabs = load(tabsFile)
    /// The notes example.
    package static let notes = load(notesFile)

    /// The names `--app NAME` and `load app NAME` take for the embedded apps, from any
    /// folder: a file or folder of that name that can be opened is read instead.
    package static let names = ["recipes", "notes", "tabs"]

    /// The embedded app called `name` (one of ``names``), or nil.
    package static func named(_ name: String) -> AppModel? {
        switch name {
        case "recipes": recipes
        case "notes": notes
        case "tabs": tabs
        default: nil
        }
    }

    /// The shipped file an embedded app's keymap reference names, if any.
    package static func keymapFile(of app: AppModel) -> SourceFile? {
        app.keymap.flatMap { keymap in ShippedKeymaps.all.first { $0.name == keymap.file } }
    }

    /// Loads an embedded app; its keymap reference names a shipped keymap.
    private static func load(_ file: SourceFile) -> AppModel {
        do {
            var app = try AppFileLoader.load(file) { reference in
                let path = AppFileLoader.path(reference, relativeTo: file.name)
                return ShippedKeymaps.all.first { $0.name == path }
            }
            // Findings about an embedded app name the app (`<app:recipes>`), not lines of a
            // file that is not beside the binary.
            app.sourceMap = nil
            return app
        } catch {
            preconditionFailure("the embedded \(file.name) does not load:\n\(error.rendered)")
        }
    }
}

/// The keymaps shipped in `Keymaps/`, embedded in the binary.
package enum ShippedKeymaps {
    /// `Keymaps/default.json`, the macOS-style default keymap.
    package static let `default` = SourceFile(
        name: "Keymaps/default.json", text: String(decoding: PackageResources.default_json, as: UTF8.self))
    /// `Keymaps/terminal.json`: shortcuts every terminal can send, even without the kitty protocol.
    package static let terminal = SourceFile(
        name: "Keymaps/terminal.json", text: String(decoding: PackageResources.terminal_json, as: UTF8.self))
    /// `Keymaps/emacs.json`: Emacs-style `C-x` sequences.
    package static let emacs = SourceFile(
        name: "Keymaps/emacs.json", text: String(decoding: PackageResources.emacs_json, as: UTF8.self))
    /// Every shipped keymap.
    package static let all = [`default`, terminal, emacs]
}
