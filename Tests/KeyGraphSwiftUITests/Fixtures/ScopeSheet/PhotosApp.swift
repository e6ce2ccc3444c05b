import SwiftUI

@main
struct PhotosApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
    }
}

struct LibraryView: View {
    @State private var confirmsTrash = false
    @State private var confirmsEmpty = false

    var body: some View {
        List {
            Text("Photos")
        }
        .toolbar {
            Button("Delete", systemImage: "trash") { confirmsTrash = true }
                .keyboardShortcut(.delete)
            Button("Empty Trash") { confirmsEmpty = true }
        }
        .sheet(isPresented: $confirmsTrash) {
            TrashConfirmation()
        }
        .alert("Empty the trash?", isPresented: $confirmsEmpty) {
            Button("Empty", role: .destructive) { empty() }
                .keyboardShortcut(.defaultAction)
            Button("Keep", role: .cancel) {}
        }
    }

    private func empty() {}
}

struct TrashConfirmation: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Move the photo to the trash?")
            HStack {
                Button("Cancel") { dismiss() }
                    .keyboardShortcut(.cancelAction)
                Button("Move to Trash") { moveToTrash() }
                    .keyboardShortcut(.defaultAction)
            }
        }
    }

    private func moveToTrash() {}
}
