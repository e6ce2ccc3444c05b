import SwiftUI

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                EntriesView()
                    .tabItem { Label("Entries", systemImage: "book") }
            }
        }
    }
}

struct EntriesView: View {
    @State private var adding = false

    var body: some View {
        List {
            Text("Today")
        }
        .sheet(isPresented: $adding) {
            NewEntryForm()
                .frame(width: 480, height: 360)
        }
    }
}

struct NewEntryForm: View {
    var body: some View {
        Text("New entry")
    }
}
