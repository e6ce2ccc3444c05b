import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            NavigationStack {
                Inbox()
            }
            .tabItem {
                Label("Inbox", systemImage: "tray")
            }
            .tag(0)
            Mailboxes()
                .tabItem {
                    Text("Mailboxes")
                }
                .tag("mailboxes")
        }
    }
}

struct Inbox: View {
    var body: some View {
        List {
            Text("Message")
        }
        .toolbar {
            Button("Compose", systemImage: "square.and.pencil") { compose() }
                .keyboardShortcut("n")
        }
    }

    private func compose() {}
}

struct Mailboxes: View {
    var body: some View {
        NavigationSplitView {
            Text("Folders")
        } detail: {
            Text("Messages")
        }
    }
}
