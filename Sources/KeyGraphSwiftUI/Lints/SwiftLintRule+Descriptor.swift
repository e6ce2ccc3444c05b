import KeyGraph
import KeyGraphFormats

/// The source rules as the registry's swift-source family: `RuleRegistry.formats.adding(SwiftLintRule.descriptors)`.
extension SwiftLintRule: RuleSet {
    public var id: RuleID { RuleID(rawValue) }

    public var descriptor: RuleDescriptor {
        let (wrong, right) = examples
        return RuleDescriptor(
            id, .swiftSource, severity, summary: summary, wrong: wrong, right: right,
            doc: "docs/swiftui-lints.md#\(rawValue)")
    }

    /// The severity its findings have: a note for `icon-without-label`, which cannot know
    /// whether VoiceOver names the symbol (docs/swiftui-lints.md, "icon-without-label");
    /// a warning for the others.
    var severity: Diagnostic.Severity { self == .iconWithoutLabel ? .note : .warning }

    /// A Wrong and a Right example, short enough for a line each.
    private var examples: (wrong: String, right: String) {
        switch self {
        case .navigationMissingDestination:
            (
                "NavigationLink(\"Settings\", value: Route.settings) with only .navigationDestination(for: Author.self)",
                ".navigationDestination(for: Route.self) { route in … } anywhere in the project"
            )
        case .navigationNestedStack:
            (
                "NavigationStack { NavigationLink(\"Details\") { DetailView() } }, DetailView's body a NavigationStack",
                "DetailView's body without its own NavigationStack"
            )
        case .tabSharedPath:
            (
                "TabView { NavigationStack(path: $path) { … }; NavigationStack(path: $path) { … } }",
                "TabView { NavigationStack(path: $homePath) { … }; NavigationStack(path: $searchPath) { … } }"
            )
        case .navigationViewInPath:
            ("path.append(AnyView(ProfileView()))", "path.append(Route.profile(user.id))")
        case .navigationViewDeprecated:
            ("NavigationView { List { … } } (deployment target iOS 17)", "NavigationStack { List { … } }")
        case .tabItem:
            (
                "RecipesView().tabItem { Label(\"Recipes\", systemImage: \"book\") } (target iOS 18)",
                "Tab(\"Recipes\", systemImage: \"book\", value: .recipes) { RecipesView() }"
            )
        case .sheetItem:
            (
                ".sheet(isPresented: $isEditing) { if let selected { EditView(recipe: selected) } }",
                ".sheet(item: $selected) { recipe in EditView(recipe: recipe) }"
            )
        case .tabBarMinimizeIPad:
            (
                "if UIDevice.current.userInterfaceIdiom == .pad { TabView { … }.tabBarMinimizeBehavior(.onScrollDown) }",
                "TabView { … }.tabBarMinimizeBehavior(.onScrollDown) where an iPhone runs it"
            )
        case .sheetFixedFrame:
            (
                ".sheet(isPresented: $isAdding) { AddItemForm().frame(width: 480, height: 360) } (target iOS 18)",
                ".sheet(isPresented: $isAdding) { AddItemForm().presentationSizing(.form) }"
            )
        case .toolbarMixedGroup:
            (
                "ToolbarItemGroup { Button(\"Undo\", systemImage: \"arrow.uturn.backward\") { … }; Button(\"Redo\") { … } }",
                "ToolbarItemGroup { Button(\"Undo\", systemImage: …) { … }; Button(\"Redo\", systemImage: …) { … } }"
            )
        case .iconWithoutLabel:
            (
                "Button { share() } label: { Image(systemName: \"square.and.arrow.up\") }",
                "Button(\"Share\", systemImage: \"square.and.arrow.up\") { share() }"
            )
        case .toolbarHiddenInsideItem:
            (
                "ToolbarItem { Button(\"Edit\") { … }.hidden(!canEdit) }",
                "ToolbarItem { Button(\"Edit\") { … } }.hidden(!canEdit)"
            )
        case .contextMenuSwipeAction:
            (
                "row.contextMenu { Button(\"Pin\") { … }; Button(\"Delete\") { … } }.swipeActions { Button(\"Delete\") { … } }",
                "row.contextMenu { Button(\"Delete\") { … }; Button(\"Pin\") { … } }.swipeActions { Button(\"Delete\") { … } }"
            )
        case .deepLinkScattered:
            (
                ".onOpenURL { url in router.open(url) } on the scene and .onOpenURL { url in … } in RecipeList",
                "one .onOpenURL { url in router.open(url) }; views read the router"
            )
        case .routerMainActor:
            (
                "@Observable final class Router { var path = NavigationPath() }",
                "@MainActor @Observable final class Router { var path = NavigationPath() }"
            )
        }
    }
}
