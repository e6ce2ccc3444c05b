import SwiftUI

extension Button where Label == SwiftUI.Label<Text, Image> {
    init(_ title: String, icon: String, action: @escaping () -> Void) {
        self.init(title, systemImage: icon, action: action)
    }
}

struct EditorView: View {
    var body: some View {
        Text("Draft")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Undo", systemImage: "arrow.uturn.backward") {}
                    Button("Redo", systemImage: "arrow.uturn.forward") {}
                }
                ToolbarItemGroup(placement: .confirmationAction) {
                    // The project's own initializer: what it shows is not known.
                    Button("Send", icon: "paperplane") {}
                    Button("Schedule", systemImage: "clock") {}
                }
                ToolbarItemGroup(placement: .cancellationAction) {
                    Button("Cancel") {}
                    Button("Done") {}
                }
            }
    }
}
