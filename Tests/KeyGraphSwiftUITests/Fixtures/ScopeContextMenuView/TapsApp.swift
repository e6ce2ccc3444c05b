import SwiftUI

@main
struct TapsApp: App {
    var body: some Scene {
        WindowGroup {
            TapsView()
        }
    }
}

protocol Named {
    var name: String { get }
}

protocol Formula: Named {}

extension Named {
    var nameView: some View {
        Text(name)
            .contextMenu {
                self.previewButton
            }
    }
}

struct Tap: Formula {
    let name: String

    var previewButton: some View {
        PreviewButton(name: name)
    }
}

struct TapsView: View {
    var body: some View {
        List {
            Tap(name: "homebrew/core").nameView
            Text("homebrew/cask")
                .contextMenu {
                    revealButton(for: "homebrew/cask")
                }
            Text("homebrew/services")
                .contextMenu {
                    CopyNameButton()
                }
        }
        .toolbar {
            Button("Refresh") { refresh() }
                .keyboardShortcut("r")
        }
    }

    private func revealButton(for name: String) -> some View {
        RevealButton(name: name)
    }

    private func refresh() {}
}

struct PreviewButton: View {
    let name: String

    var body: some View {
        Button("Preview") { preview() }
            .keyboardShortcut("p", modifiers: [.command, .option])
    }

    private func preview() {}
}

struct RevealButton: View {
    let name: String

    var body: some View {
        Button("Reveal in Finder") { reveal() }
            .keyboardShortcut("r", modifiers: [.command, .shift])
    }

    private func reveal() {}
}

struct CopyNameButton: View {
    var body: some View {
        Button("Copy Name") { copy() }
            .keyboardShortcut("c", modifiers: [.command, .option])
    }

    private func copy() {}
}
