import SwiftUI

struct ShelfView: View {
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Details") { DetailView() }
            }
            .sheet(isPresented: $isEditing) {
                // A sheet presents its own navigation.
                EditorView()
            }
            #if os(iOS)
            .fullScreenCover(isPresented: $isEditing) {
                NavigationStack { Text("Editor") }
            }
            #endif
        }
    }
}

struct DetailView: View {
    var body: some View {
        Text("Detail")
    }
}

struct EditorView: View {
    var body: some View {
        NavigationStack {
            Text("Editor")
        }
    }
}
