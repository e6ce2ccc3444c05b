/// A second example app whose scenes are a TabView: a stack per tab, a
/// TabSection, a tab hidden at launch (it keeps its state) and a search-role tab.
public enum TabsExample {
    public static let model: AppModel = {
        let albums = [("blue", "Blue"), ("kind-of-blue", "Kind of Blue"), ("abbey-road", "Abbey Road")]
        let artists = [("joni", "Joni Mitchell"), ("miles", "Miles Davis"), ("beatles", "The Beatles")]
        let playlists = [("focus", "Focus"), ("road-trip", "Road Trip")]
        let commands = CommandRegistry([
            Command(id: "navigation.back", title: "Back", effects: [.pop(1)], icon: "chevron.backward"),
            Command(id: "navigation.root", title: "Go to Root", effects: [.popToRoot], icon: "house"),
            Command(id: "tab.library", title: "Library", effects: [.selectTab("library")], icon: "books.vertical"),
            Command(id: "tab.search", title: "Search", effects: [.selectTab("search")], icon: "magnifyingglass"),
            Command(id: "radio.show", title: "Show Radio", effects: [.setTabHidden("radio", false)]),
            Command(id: "radio.hide", title: "Hide Radio", effects: [.setTabHidden("radio", true)]),
            Command(
                id: "album.toggleFavorite", title: "Favorite Album", requires: ["selectedAlbum"],
                effects: [.toggleField(focused: "selectedAlbum", field: "isFavorite")], icon: "star",
                checked: .focusedField(value: "selectedAlbum", field: "isFavorite"), accessibilityLabel: "Favorite"),
            Command(
                id: "album.play", title: "Play Album", requires: ["selectedAlbum"], effects: [.message("Playing")],
                icon: "play.fill", shortcut: KeyboardShortcut(.return, modifiers: .command)),
            Command(id: "edit.undo", title: "Undo", effects: [.undo]),
            Command(id: "edit.redo", title: "Redo", effects: [.redo]),
        ])
        var model = AppModel(
            name: "music",
            records: [
                "Album": albums.map { Record(type: "Album", id: $0.0, title: $0.1, fields: ["isFavorite": .bool(false)]) },
                "Artist": artists.map { Record(type: "Artist", id: $0.0, title: $0.1) },
                "Playlist": playlists.map { Record(type: "Playlist", id: $0.0, title: $0.1) },
            ],
            destinations: [
                "Album": ViewDeclaration(contextName: "AlbumDetail", publishes: ["selectedAlbum"]),
                "Artist": ViewDeclaration(contextName: "ArtistDetail", publishes: ["selectedArtist"]),
                "Playlist": ViewDeclaration(contextName: "PlaylistDetail", publishesForScene: ["selectedPlaylist"]),
            ],
            rootView: ViewDeclaration(contextName: "ListenNow"),
            commands: commands,
            keymapFile: nil,
            initialScenes: [SceneState(id: "main")]
        )
        model.layout = .tabView(
            TabLayout(tabs: [
                TabDeclaration(id: "listenNow", title: "Listen Now", root: ViewDeclaration(contextName: "ListenNow")),
                TabDeclaration(id: "library", title: "Library", root: ViewDeclaration(contextName: "LibraryView")),
                TabDeclaration(
                    id: "radio", title: "Radio", isInitiallyHidden: true, root: ViewDeclaration(contextName: "RadioView")),
                TabDeclaration(
                    id: "playlists", title: "Playlists", section: "Collections",
                    root: ViewDeclaration(contextName: "PlaylistList")),
                TabDeclaration(
                    id: "search", title: "Search", isSearch: true, root: ViewDeclaration(contextName: "SearchView")),
            ]))
        model.deepLinks = DeepLinkRoutes(
            schemes: ["music"], steps: ["album": "Album", "artist": "Artist", "playlist": "Playlist"])
        model.menus = MenuBarDeclaration(appName: "Music") {
            CommandMenu("Go") {
                Button(command: "navigation.back")
                Button(command: "navigation.root")
                Divider()
                Button(command: "tab.library")
                Button(command: "tab.search")
            }
            CommandMenu("Album") {
                Button(command: "album.play")
                Toggle(command: "album.toggleFavorite")
            }
        }
        // Toolbar plates: a fixed spacer splits the album's actions into two plates.
        model.toolbars = [
            Toolbar(
                target: "AlbumDetail",
                content: [
                    .group(placement: .primaryAction, items: [ToolbarItem("album.play", placement: .primaryAction, accessibilityLabel: "Play")]),
                    .spacer(.fixed, placement: .primaryAction),
                    .group(placement: .primaryAction, items: [ToolbarItem("album.toggleFavorite", placement: .primaryAction)]),
                ], source: "TabsExample.swift"),
            Toolbar(
                target: "*",
                content: [.item(ToolbarItem("navigation.back", placement: .navigation, accessibilityLabel: "Back"))],
                source: "TabsExample.swift"),
        ]
        return model
    }()
}
