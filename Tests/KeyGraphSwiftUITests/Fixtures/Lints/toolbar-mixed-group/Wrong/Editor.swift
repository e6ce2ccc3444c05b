import SwiftUI

struct EditorView: View {
    var body: some View {
        Text("Draft")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Undo", systemImage: "arrow.uturn.backward") {}
                    Button("Redo") {}
                }
            }
    }
}
