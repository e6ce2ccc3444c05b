import SwiftUI

struct RootTabs: View {
    @State private var path = NavigationPath()

    var body: some View {
        TabView {
            NavigationStack(path: $path) {
                Text("Home")
            }
            .tabItem { Label("Home", systemImage: "house") }
            SearchTab(path: $path)
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}

struct SearchTab: View {
    @Binding var path: NavigationPath

    var body: some View {
        NavigationStack(path: $path) {
            Text("Search")
        }
    }
}
