import SwiftUI

enum Route: Hashable {
    case book(Int)
    case settings
}

struct Author: Hashable {
    var name: String
}

struct LibraryView: View {
    @State private var path: [Route] = []
    let author: Author

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Settings", value: Route.settings)
                NavigationLink("Author", value: author)
                Button("First book") { path.append(.book(1)) }
            }
            .navigationDestination(for: Author.self) { author in Text(author.name) }
        }
    }
}
