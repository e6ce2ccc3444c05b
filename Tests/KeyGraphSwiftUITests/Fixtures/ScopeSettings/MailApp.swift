import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            InboxView()
        }
        Settings {
            AccountsView()
        }
    }
}

struct InboxView: View {
    var body: some View {
        List {
            Text("Inbox")
        }
        .toolbar {
            RefreshButton()
        }
    }
}

/// Shown in the window's toolbar and in Settings: its shortcut is live in both.
struct RefreshButton: View {
    var body: some View {
        Button("Get Mail") { fetch() }
            .keyboardShortcut("k", modifiers: [.command, .shift])
    }

    private func fetch() {}
}

struct AccountsView: View {
    var body: some View {
        Form {
            Button("Add Account") { add() }
                .keyboardShortcut("n", modifiers: [.command, .option])
            RefreshButton()
        }
    }

    private func add() {}
}
