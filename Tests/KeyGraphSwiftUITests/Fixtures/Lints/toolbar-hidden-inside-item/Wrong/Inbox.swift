import SwiftUI

struct InboxView: View {
    @State private var isEmpty = false

    var body: some View {
        Text("Inbox")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    if isEmpty {
                        Button("Compose", systemImage: "square.and.pencil") {}.hidden()
                    }
                }
            }
    }
}
