import SwiftUI

enum Section: Hashable {
    case home
}

struct RootView: View {
    @State private var selection = Section.home

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) {
                Text("Home")
            }
        }
    }
}

struct LegacyRootView: View {
    var body: some View {
        TabView {
            // keygraph:ignore tab-item
            Text("Home").tabItem { Label("Home", systemImage: "house") }
        }
    }
}
