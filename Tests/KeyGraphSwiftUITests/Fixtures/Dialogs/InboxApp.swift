import SwiftUI

@main
struct InboxApp: App {
    var body: some Scene {
        WindowGroup {
            InboxView()
        }
    }
}

struct InboxView: View {
    @State private var confirmsDelete = false
    @State private var showsSignOut = false
    @State private var showsLegacy = false
    @State private var confirmsDiscard = false

    var body: some View {
        List {
            Text("Welcome")
        }
        .toolbar {
            Button("Delete All", systemImage: "trash", role: .destructive) { confirmsDelete = true }
                .keyboardShortcut(.delete)
            Button("Sign Out") { showsSignOut.toggle() }
        }
        .confirmationDialog("Delete every message?", isPresented: $confirmsDelete, titleVisibility: .visible) {
            Button("Delete All Messages", role: .destructive) { deleteAll() }
        } message: {
            Text("This cannot be undone.")
        }
        .alert("Sign out of Inbox?", isPresented: $showsSignOut) {
            Button("Sign Out Now", role: .destructive) { signOut() }
            Button("Stay", role: .cancel) {}
        }
        .confirmationDialog("", isPresented: $confirmsDiscard) {
            Button("Discard Draft", role: .destructive) { discard() }
        }
        .alert(isPresented: $showsLegacy) {
            Alert(title: Text("Legacy"))
        }
    }

    private func deleteAll() {}
    private func signOut() {}
    private func discard() {}
}
