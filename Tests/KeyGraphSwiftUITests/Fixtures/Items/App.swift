import SwiftUI

@main
struct GardenApp: App {
    @State private var sort = "name"
    @State private var showsGrid = false

    var body: some Scene {
        WindowGroup {
            GardenView()
        }
        .commands {
            CommandMenu("Garden") {
                Button("Water All", systemImage: "drop") {}
                Button {
                } label: {
                    Label("Harvest", systemImage: "basket")
                }
                Button(role: .destructive) {
                } label: {
                    Text("Clear Beds")
                }
                Toggle("Show Grid", isOn: $showsGrid)
                Picker("Sort By", selection: $sort) {
                    Text("Name").tag("name")
                    Text("Date Planted").tag("date")
                }
                Menu("Plant") {
                    ForEach(["Tomato", "Basil"], id: \.self) { seed in
                        Button(seed) {}
                    }
                    ForEach(seeds) { seed in
                        Button(seed.name) {}
                    }
                }
                Divider()
                Section("Beds") {
                    ForEach(1...2, id: \.self) { bed in
                        Button("Bed \(bed)") {}
                    }
                }
                if showsGrid {
                    Button("Hide Grid Lines") {}
                } else {
                    Button("Show Grid Lines") {}
                }
                #if os(macOS)
                Button("Mac Only") {}
                #else
                Button("iPad Only") {}
                #endif
                #if DEBUG
                Button("Debug Menu") {}
                #endif
                if #available(macOS 15, *) {
                    Button("New in 15") {}
                } else {
                    Button("Old Systems") {}
                }
                GardenMenuButton(title: "Compost", symbol: "leaf")
            }
        }
    }
}

/// A custom view that wraps a menu item.
struct GardenMenuButton: View {
    let title: String
    let symbol: String

    var body: some View {
        Button(title, systemImage: symbol) {}
    }
}
