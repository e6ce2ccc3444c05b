import SwiftUI

// Two screens the app's scenes do not name as a root view: the reader writes their toolbars
// to every view ("*"). Each screen's toolbar is fine alone; put together they would mix an
// icon-only button and a text button, and count two prominent items.
@main
struct ScreensApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Text("Home")
            }
        }
    }
}

struct InboxScreen: View {
    var body: some View {
        Text("Inbox")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                        .labelStyle(.iconOnly)
                        .buttonStyle(.borderedProminent)
                }
            }
    }
}

struct SettingsScreen: View {
    @State private var showsRename = false
    @State private var newName = ""

    var body: some View {
        Form {
            Text("Settings")
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Done") {}
                    .buttonStyle(.borderedProminent)
            }
        }
        // Writing "" (or any value the code does not state) is app code, not a state the
        // app model can hold: it once made the whole app fail to load ('"value" is empty').
        .alert("Rename", isPresented: $showsRename) {
            TextField("Name", text: $newName)
            Button("Cancel", role: .cancel) { newName = "" }
            Button("Rename") { newName = newName.trimmingCharacters(in: .whitespaces) }
        }
    }
}
