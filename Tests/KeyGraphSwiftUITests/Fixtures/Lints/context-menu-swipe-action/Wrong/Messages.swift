import SwiftUI

struct MessagesView: View {
    let messages: [String]

    var body: some View {
        List(messages, id: \.self) { message in
            Text(message)
                .swipeActions {
                    Button("Delete", role: .destructive) {}
                    Button("Archive") {}
                }
                .contextMenu {
                    Button("Reply") {}
                    Button("Delete", role: .destructive) {}
                }
        }
    }
}
