/// The embedded demo: the WWDC "Recipes" sample as a three-column
/// NavigationSplitView (categories → recipes → recipe detail, whose stack
/// shows related recipes and chefs), with the shipped default keymap
/// (`Keymaps/default.json`).
public enum DemoApp {
    public static let model: AppModel = {
        let categories = [
            ("breakfast", "Breakfast"), ("mains", "Mains"), ("desserts", "Desserts"), ("drinks", "Drinks"),
        ]
        let chefs = [("julia", "Julia Child"), ("yotam", "Yotam Ottolenghi"), ("nigella", "Nigella Lawson")]
        // id, title, category, chef, related recipes
        let recipes: [(String, String, String, String, [String])] = [
            ("pancakes", "Pancakes", "breakfast", "julia", ["shakshuka"]),
            ("shakshuka", "Shakshuka", "breakfast", "yotam", ["pancakes", "lasagna"]),
            ("lasagna", "Lasagna", "mains", "julia", ["shakshuka"]),
            ("apple-pie", "Apple Pie", "desserts", "nigella", ["chocolate-cake", "pancakes"]),
            ("chocolate-cake", "Chocolate Cake", "desserts", "nigella", ["apple-pie"]),
            ("lemonade", "Lemonade", "drinks", "yotam", []),
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
                effects: [.toggleField(focused: "selectedRecipe", field: "isFavorite"), .message("Toggled favorite")]),
            Command(id: "recipe.new", title: "New Recipe…", effects: [.message("New Recipe…")]),
            Command(id: "recipe.compose", title: "Compose Recipe…", effects: [.presentSheet("NewRecipe", item: nil)]),
            Command(
                id: "recipe.edit", title: "Edit Recipe…", requires: ["selectedRecipe"],
                effects: [.presentSheetForFocused("EditRecipe", focused: "selectedRecipe")]),
            Command(id: "sheet.change", title: "Change Draft", effects: [.editSheet]),
            Command(id: "sheet.save", title: "Save", effects: [.saveSheet]),
            Command(id: "sheet.cancel", title: "Cancel", effects: [.dismiss]),
            Command(id: "edit.undo", title: "Undo", effects: [.undo]),
            Command(id: "edit.redo", title: "Redo", effects: [.redo]),
            Command(id: "scene.new", title: "New Window", effects: [.newScene(nil)]),
            Command(id: "scene.close", title: "Close Window", effects: [.closeScene]),
            Command(id: "scene.next", title: "Next Window", effects: [.focusScene(.next)]),
            Command(id: "focus.next", title: "Next Column", effects: [.moveFocus(forward: true)]),
            Command(id: "focus.previous", title: "Previous Column", effects: [.moveFocus(forward: false)]),
            Command(id: "view.showAllColumns", title: "Show All Columns", effects: [.columns(.all)]),
            Command(id: "view.detailOnly", title: "Show Detail Only", effects: [.columns(.detailOnly)]),
        ])
        let recipeDetail = ViewDeclaration(contextName: "RecipeDetail", publishes: ["selectedRecipe"])
        var model = AppModel(
            name: "recipes",
            records: [
                "Category": categories.map { Record(type: "Category", id: $0.0, title: $0.1) },
                "Recipe": recipes.map {
                    Record(
                        type: "Recipe", id: $0.0, title: $0.1,
                        fields: [
                            "category": .text($0.2), "chef": .text($0.3), "related": .list($0.4), "isFavorite": .bool(false),
                        ])
                },
                "Chef": chefs.map { Record(type: "Chef", id: $0.0, title: $0.1) },
            ],
            // The detail column's stack: related recipes and chefs.
            destinations: [
                "Recipe": recipeDetail,
                "Chef": ViewDeclaration(contextName: "ChefDetail", publishes: ["selectedChef"]),
            ],
            rootView: ViewDeclaration(contextName: "CategoryList"),
            commands: commands,
            keymapFile: ShippedKeymaps.default,
            initialScenes: [SceneState(id: "main")]
        ).withDemoCommands()
        model.layout = .splitView(
            SplitLayout(columns: [
                SplitColumn(
                    name: "sidebar", contextName: "Sidebar", view: ViewDeclaration(contextName: "CategoryList"),
                    lists: "Category"),
                SplitColumn(
                    name: "content", contextName: "Content",
                    view: ViewDeclaration(contextName: "RecipeList", publishesForScene: ["selectedCategory"]),
                    lists: "Recipe", filterField: "category"),
                SplitColumn(name: "detail", contextName: "Detail", view: recipeDetail),
            ]))
        model.sheets = [
            "NewRecipe": SheetDeclaration(
                name: "NewRecipe", view: ViewDeclaration(contextName: "NewRecipeForm"), confirmsDismissal: true),
            "EditRecipe": SheetDeclaration(
                name: "EditRecipe", view: ViewDeclaration(contextName: "RecipeEditor", publishes: ["editedRecipe"]),
                itemType: "Recipe", confirmsDismissal: true),
        ]
        model.deepLinks = DeepLinkRoutes(
            schemes: ["recipes"], hosts: ["recipes.example.com"],
            steps: ["category": "Category", "recipe": "Recipe", "chef": "Chef"])
        return model
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
