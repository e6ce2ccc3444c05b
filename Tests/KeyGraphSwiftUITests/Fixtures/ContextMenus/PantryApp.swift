import SwiftUI

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup {
            PantryView()
        }
    }
}

struct PantryView: View {
    @State private var items = ["Flour", "Sugar"]

    var body: some View {
        VStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .contextMenu {
                            Button("Use Up") { use(item) }
                        }
                }
            }
            .contextMenu {
                Button("Restock", systemImage: "cart") { restock() }
                    .keyboardShortcut("r")
                Divider()
                Menu("Sort") {
                    Button("By Name") { sortByName() }
                    Button("By Date") { sortByDate() }
                }
                Button("Clear Pantry", role: .destructive) { clear() }
            }
            ShelfLabel()
                .contextMenu {
                    Button("Rename Shelf") { rename() }
                }
        }
    }

    private func use(_ item: String) {}
    private func restock() {}
    private func sortByName() {}
    private func sortByDate() {}
    private func clear() {}
    private func rename() {}
}

struct ShelfLabel: View {
    var body: some View {
        Text("Shelf")
    }
}
