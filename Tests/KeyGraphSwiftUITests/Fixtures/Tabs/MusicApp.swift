import SwiftUI

@main
struct MusicApp: App {
    var body: some Scene {
        mainScene
    }

    /// A scene held by a property of the App, as real apps split their body.
    var mainScene: some Scene {
        WindowGroup {
            RootTabs()
        }
    }
}

enum Section: Hashable {
    case library, radio, playlists, search
}

struct RootTabs: View {
    @State private var selection = Section.library

    var body: some View {
        TabView(selection: $selection) {
            Tab("Library", systemImage: "books.vertical", value: .library) {
                NavigationStack {
                    LibraryView()
                }
            }
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right", value: Section.radio) {
                RadioView()
            }
            TabSection("Collections") {
                Tab("Playlists", systemImage: "music.note.list", value: .playlists) {
                    PlaylistList()
                }
            }
            Tab(value: .search, role: .search) {
                SearchView()
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct LibraryView: View {
    var body: some View {
        List {
            Text("Albums")
        }
        .toolbar {
            Button("Add Album", systemImage: "plus") { add() }
                .keyboardShortcut("n")
        }
    }

    private func add() {}
}

struct RadioView: View {
    var body: some View {
        Text("Radio")
    }
}

struct PlaylistList: View {
    var body: some View {
        Text("Playlists")
    }
}

struct SearchView: View {
    var body: some View {
        Text("Search")
    }
}

struct MiniPlayer: View {
    var body: some View {
        TabView {
            Text("Queue")
        }
    }
}
