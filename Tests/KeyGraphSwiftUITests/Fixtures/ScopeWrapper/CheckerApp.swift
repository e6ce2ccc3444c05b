import ButtonKit
import SwiftUI

@main
struct CheckerApp: App {
    var body: some Scene {
        WindowGroup {
            LicenseForm()
        }
    }
}

struct LicenseForm: View {
    @State private var email = ""

    var body: some View {
        Form {
            TextField("Email", text: $email)
            // AsyncButton is ButtonKit's, not the project's: a Button wrapper read by its title.
            AsyncButton {
                try await check(email)
            } label: {
                Text("Check License")
            }
            .keyboardShortcut(.defaultAction)
            RefreshButton()
                .keyboardShortcut("r")
        }
    }

    private func check(_ email: String) async throws {}
}

/// The project's own wrapper: its body is a Button, so the call site's shortcut is that Button's.
struct RefreshButton: View {
    var body: some View {
        Button("Refresh") {}
    }
}
