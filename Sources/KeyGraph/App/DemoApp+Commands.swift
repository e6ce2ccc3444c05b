/// The demo's menu bar, context menus and toolbars, and the commands they need.
extension AppModel {
    /// The app with the Recipes demo's commands, menus, context menus and toolbars added.
    /// Existing commands keep their ids; some gain an icon, a checked state or a role.
    func withDemoCommands() -> AppModel {
        var app = self
        var commands = app.commands
        func update(_ id: String, _ change: (inout Command) -> Void) {
            guard var command = commands.command(id: id) else { return }
            change(&command)
            commands.register(command)
        }
        update("recipe.new") { $0.icon = "plus" }
        update("navigation.back") { $0.icon = "chevron.backward" }
        update("navigation.root") { $0.icon = "house" }
        update("recipe.showApplePie") { $0.icon = "fork.knife" }
        update("recipe.toggleFavorite") {
            $0.icon = "star"
            $0.checked = .focusedField(value: "selectedRecipe", field: "isFavorite")
            $0.accessibilityLabel = "Favorite"
        }
        commands.register(
            Command(
                id: "recipe.import", title: "Import Recipes…", effects: [.message("Import Recipes…")],
                icon: "square.and.arrow.down"))
        commands.register(
            Command(
                id: "recipe.export", selector: "export:", title: "Export Recipe…", requires: ["selectedRecipe"],
                effects: [.message("Export Recipe…")]))
        commands.register(
            Command(
                id: "recipe.delete", title: "Delete Recipe", requires: ["selectedRecipe"],
                effects: [.message("Deleted recipe")], icon: "trash", role: .destructive,
                shortcut: KeyboardShortcut(.delete, modifiers: .command)))
        commands.register(
            Command(
                id: "view.showFavoritesOnly", title: "Show Favorites Only", effects: [.toggleState("showFavoritesOnly")],
                icon: "line.3.horizontal.decrease", checked: .state("showFavoritesOnly")))
        app.commands = commands

        app.menus = MenuBarDeclaration(appName: "Recipes", builtIns: [.sidebar, .toolbar]) {
            CommandGroup(replacing: .newItem) {
                Button(command: "recipe.new")
            }
            CommandGroup(replacing: .importExport) {
                Button(command: "recipe.import")
                Button(command: "recipe.export")
            }
            CommandMenu("Recipe") {
                Toggle(command: "recipe.toggleFavorite")
                Divider()
                Picker("Sort By", key: "sortOrder") {
                    MenuPicker.Option("Title", value: "title")
                    MenuPicker.Option("Date Added", value: "dateAdded")
                    MenuPicker.Option("Rating", value: "rating")
                }
                Toggle(command: "view.showFavoritesOnly")
                Divider()
                Button(command: "recipe.delete")
            }
            CommandMenu("Go") {
                Button(command: "navigation.back")
                Button(command: "navigation.root")
                Divider()
                Menu("Categories") {
                    Button(command: "go.breakfast")
                    Button(command: "go.desserts")
                }
                Button(command: "recipe.showApplePie")
            }
        }

        app.contextMenus = [
            ContextMenu(
                target: "RecipeRow", valueType: "Recipe", publishes: ["selectedRecipe"],
                items: [
                    .toggle(command: "recipe.toggleFavorite"),
                    .button(command: "recipe.export"),
                    .divider,
                    .button(command: "recipe.delete"),
                ],
                swipeAction: "recipe.toggleFavorite", source: "DemoApp+Commands.swift"),
            ContextMenu(
                target: "CategoryRow", valueType: "Category",
                items: [.button(command: "recipe.new"), .button(command: "recipe.import")],
                source: "DemoApp+Commands.swift"),
        ]

        app.toolbars = [
            Toolbar(
                target: "RecipeDetail",
                content: [
                    .group(
                        placement: .primaryAction,
                        items: [
                            ToolbarItem("recipe.toggleFavorite", placement: .primaryAction),
                            ToolbarItem("recipe.export", placement: .primaryAction, accessibilityLabel: "Export"),
                        ]),
                    .spacer(.fixed, placement: .primaryAction),
                    .group(
                        placement: .primaryAction,
                        items: [ToolbarItem("recipe.delete", placement: .primaryAction, accessibilityLabel: "Delete")]),
                ], source: "DemoApp+Commands.swift"),
            Toolbar(
                target: "*",
                content: [
                    .item(ToolbarItem("navigation.back", placement: .navigation, accessibilityLabel: "Back")),
                    .item(ToolbarItem("recipe.import", placement: .primaryAction, label: .title, isHidden: true)),
                    .item(ToolbarItem("recipe.new", placement: .primaryAction, accessibilityLabel: "New Recipe", isProminent: true)),
                ], source: "DemoApp+Commands.swift"),
        ]
        return app
    }
}
