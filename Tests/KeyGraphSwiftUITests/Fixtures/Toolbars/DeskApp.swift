import SwiftUI

@main
struct DeskApp: App {
    var body: some Scene {
        WindowGroup {
            DeskView()
        }
    }
}

struct DeskView: View {
    @State private var isEditing = false

    var body: some View {
        VStack {
            Text("Desk")
            DrawerView()
        }
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Button("Back", systemImage: "chevron.backward") { goBack() }
            }
            ToolbarItemGroup(placement: .primaryAction) {
                Button("Share", systemImage: "square.and.arrow.up") { share() }
                Button("Edit") { isEditing.toggle() }
                    .keyboardShortcut("e")
            }
            ToolbarSpacer(.fixed, placement: .primaryAction)
            ToolbarItem(placement: .primaryAction) {
                Menu("More", systemImage: "ellipsis.circle") {
                    Button("Duplicate") { duplicate() }
                    Button("Archive") { archive() }
                }
            }
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("Info", systemImage: "info.circle") { showInfo() }
            }
            ToolbarItem(placement: .bottomOrnament) {
                Button("Focus Mode") { focus() }
            }
        }
    }

    private func goBack() {}
    private func share() {}
    private func duplicate() {}
    private func archive() {}
    private func showInfo() {}
    private func focus() {}
}

struct DrawerView: View {
    var body: some View {
        Text("Drawer")
            .toolbar {
                Button("Close Drawer") { close() }
            }
    }

    private func close() {}
}
