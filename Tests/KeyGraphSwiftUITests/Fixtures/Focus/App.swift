import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            MailboxView()
        }
        .commands {
            MessageCommands()
        }
    }
}

struct MessageCommands: Commands {
    @FocusedValue(\.selectedMessage) var message
    @FocusedBinding(\.draft) var draft
    @FocusedValue(\.mailbox) var mailbox
    @FocusedObject var composer: Composer?

    var body: some Commands {
        CommandMenu("Message") {
            Button("Reply") {}
                .keyboardShortcut("r")
                .disabled(message == nil)
            Button("Send") {}
                .keyboardShortcut("d", modifiers: [.command, .shift])
                .disabled(!(draft?.canSend ?? false))
            Button("Rename Mailbox…") {}
                .disabled(mailbox == nil)
            Button("Attach…") {}
                .disabled(composer == nil)
        }
    }
}

struct SelectedMessageKey: FocusedValueKey {
    typealias Value = Message
}

extension FocusedValues {
    var selectedMessage: Message? {
        get { self[SelectedMessageKey.self] }
        set { self[SelectedMessageKey.self] = newValue }
    }
    @Entry var draft: Binding<Draft>?
}

extension EnvironmentValues {
    @Entry var mailbox: Mailbox?
}
