import SwiftUI

struct RootTabs: View {
    @State private var homePath = NavigationPath()
    @State private var searchPath = NavigationPath()
    @State private var isCompact = true

    var body: some View {
        TabView {
            NavigationStack(path: $homePath) {
                Text("Home")
            }
            .tabItem { Label("Home", systemImage: "house") }
            // One tab, two layouts: the same path in both branches is one stack at a time.
            Group {
                if isCompact {
                    NavigationStack(path: $searchPath) { Text("Search") }
                } else {
                    NavigationSplitView {
                        Text("Filters")
                    } detail: {
                        NavigationStack(path: $searchPath) { Text("Search") }
                    }
                }
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}
