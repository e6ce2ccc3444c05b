import SwiftUI

@main
struct BrewApp: App {
    var body: some Scene {
        WindowGroup {
            PackageList()
        }
    }
}

struct PackageList: View {
    var body: some View {
        List {
            Text("wget")
            PreviewButton()
        }
    }
}

/// Shown in the list.
struct PreviewButton: View {
    var body: some View {
        Button("Preview") {}
            .keyboardShortcut("p", modifiers: [.command, .option])
    }
}

/// The same button with the caller's action: no view uses it.
struct PreviewButtonWithAction: View {
    let action: () -> Void

    var body: some View {
        Button("Preview", action: action)
            .keyboardShortcut("p", modifiers: [.command, .option])
    }
}
