import SwiftUI

enum Route: Hashable {
    case book(Int)
    case settings
}

struct LibraryView: View {
    @State private var path: [Route] = []
    @State private var selection: Route?
    let items: [Item]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Settings", value: Route.settings)
                Button("First book") { path.append(.book(1)) }
                // The type of `item` is not written here: not checked.
                ForEach(items) { item in NavigationLink(item.name, value: item) }
                // The project's own initializer, whose `value` is text to show.
                NavigationLink("Depth", value: String(3), destination: .settings)
            }
            .navigationDestination(for: Route.self) { route in Text("\(route)") }
        }
    }
}

extension NavigationLink where Label == Text, Destination == Text {
    init(_ title: String, value: String, destination: Route) {
        self.init(destination: { Text(value) }, label: { Text(title) })
    }
}

/// A list's selection in a split view is not a push.
struct Sidebar: View {
    @Binding var selection: Route?

    var body: some View {
        List(selection: $selection) {
            NavigationLink("Settings", value: Route.settings)
        }
    }
}
