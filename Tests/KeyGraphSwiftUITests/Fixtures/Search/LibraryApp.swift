import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            BookList()
        }
    }
}

struct BookList: View {
    @State private var query = ""

    var body: some View {
        List {
            Text("Middlemarch")
        }
        .searchable(text: $query, prompt: "Title or author")
        .toolbar {
            Button("Add Book", systemImage: "plus") { add() }
                .keyboardShortcut("n")
        }
    }

    private func add() {}
}
