import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
        }
    }
}

struct NotesView: View {
    @State private var showsAccount = false
    @State private var showsExport = false
    @State private var signedIn = false

    var body: some View {
        List {
            Text("Notes")
        }
        .toolbar {
            Button("Account") { showsAccount = true }
            Button("Export") { showsExport = true }
                .keyboardShortcut("e")
        }
        .sheet(isPresented: $showsAccount) {
            if signedIn {
                AccountView()
            } else {
                SignInView()
            }
        }
        .sheet(isPresented: $showsExport) {
            if #available(macOS 15, *) {
                ExportView()
                    .presentationDetents([.medium])
            } else {
                ExportView()
            }
        }
    }
}

struct AccountView: View {
    var body: some View {
        Button("Sign Out") { signOut() }
            .keyboardShortcut("o", modifiers: [.command, .shift])
    }

    private func signOut() {}
}

struct SignInView: View {
    var body: some View {
        Button("Sign In") { signIn() }
            .keyboardShortcut(.defaultAction)
    }

    private func signIn() {}
}

struct ExportView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Export") { export() }
            .keyboardShortcut(.defaultAction)
        Button("Cancel") { dismiss() }
            .keyboardShortcut(.cancelAction)
    }

    private func export() {}
}
