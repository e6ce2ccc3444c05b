/// The embedded demo: the WWDC "Recipes" sample's data and navigation, with the
/// shipped default keymap (`Keymaps/default.json`).
public enum DemoApp {
    public static let model: AppModel = {
        let categories = [
            ("breakfast", "Breakfast"), ("mains", "Mains"), ("desserts", "Desserts"), ("drinks", "Drinks"),
        ]
        let recipes = [
            ("pancakes", "Pancakes"), ("shakshuka", "Shakshuka"), ("lasagna", "Lasagna"),
            ("apple-pie", "Apple Pie"), ("chocolate-cake", "Chocolate Cake"), ("lemonade", "Lemonade"),
        ]
        let commands = CommandRegistry([
            Command(id: "navigation.back", title: "Back", effects: [.pop(1)]),
            Command(id: "navigation.root", title: "Go to Root", effects: [.popToRoot]),
            Command(
                id: "go.desserts", title: "Desserts",
                effects: [.popToRoot, .push(PathValue(type: "Category", id: "desserts"))]),
            Command(
                id: "go.breakfast", title: "Breakfast",
                effects: [.popToRoot, .push(PathValue(type: "Category", id: "breakfast"))]),
            Command(
                id: "recipe.showApplePie", title: "Apple Pie",
                effects: [.run("go.desserts"), .push(PathValue(type: "Recipe", id: "apple-pie"))]),
            Command(
                id: "recipe.toggleFavorite", title: "Toggle Favorite", requires: ["selectedRecipe"],
                effects: [.message("Toggled favorite")]),
            Command(id: "recipe.new", title: "New Recipe…", effects: [.message("New Recipe…")]),
        ])
        return AppModel(
            name: "recipes",
            records: [
                "Category": categories.map { Record(type: "Category", id: $0.0, title: $0.1) },
                "Recipe": recipes.map { Record(type: "Recipe", id: $0.0, title: $0.1) },
            ],
            destinations: [
                "Category": ViewDeclaration(contextName: "RecipeList", publishes: ["selectedCategory"]),
                "Recipe": ViewDeclaration(contextName: "RecipeDetail", publishes: ["selectedRecipe"]),
            ],
            rootView: ViewDeclaration(contextName: "CategoryList"),
            commands: commands,
            keymapFile: ShippedKeymaps.default,
            initialScenes: [SceneState(id: "main")]
        )
    }()
}

/// The keymaps shipped in `Keymaps/`, embedded in the binary.
public enum ShippedKeymaps {
    /// `Keymaps/default.json`, the macOS-style default keymap.
    public static let `default` = SourceFile(
        name: "Keymaps/default.json", text: String(decoding: PackageResources.default_json, as: UTF8.self))
    /// `Keymaps/terminal.json`: shortcuts every terminal can send, even without the kitty protocol.
    public static let terminal = SourceFile(
        name: "Keymaps/terminal.json", text: String(decoding: PackageResources.terminal_json, as: UTF8.self))
    /// `Keymaps/emacs.json`: Emacs-style `C-x` sequences.
    public static let emacs = SourceFile(
        name: "Keymaps/emacs.json", text: String(decoding: PackageResources.emacs_json, as: UTF8.self))
    /// Every shipped keymap.
    public static let all = [`default`, terminal, emacs]
}
