import SwiftUI

struct MessagesView: View {
    let messages: [String]

    var body: some View {
        List(messages, id: \.self) { message in
            Text(message)
                .swipeActions {
                    Button(role: .destructive) {
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
                .contextMenu {
                    Button("Delete", role: .destructive) {}
                    Button("Reply") {}
                }
            // No swipe actions on this row: nothing to match.
            Text(message).contextMenu { Button("Copy") {} }
        }
    }
}
