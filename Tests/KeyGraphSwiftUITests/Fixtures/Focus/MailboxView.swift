import SwiftUI

struct MailboxView: View {
    @State private var selection: Message?
    @State private var draft = Draft()

    var body: some View {
        MessageList(selection: $selection)
            .focusedValue(\.selectedMessage, selection)
            .focusedSceneValue(\.draft, $draft)
    }
}
