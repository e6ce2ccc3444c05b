import SwiftUI

@main
struct LicenseApp: App {
    var body: some Scene {
        WindowGroup {
            LicenseView()
        }
    }
}

struct LicenseView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Thank you for buying the app")
            // Both Return and Escape are meant to close; SwiftUI reads only the first.
            Button {
                dismiss()
            } label: {
                Text("Close")
            }
            .keyboardShortcut(.cancelAction)
            .keyboardShortcut(.defaultAction)
            CloseButton()
                .keyboardShortcut("w")
        }
    }
}

/// A project view whose body is a Button with its own shortcut: the call site's comes second.
struct CloseButton: View {
    var body: some View {
        Button("Close Window") {}
            .keyboardShortcut("w", modifiers: [.command, .shift])
    }
}
