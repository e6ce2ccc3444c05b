import SwiftUI

enum Panel: CaseIterable {
    case library, albums, people

    var title: String {
        switch self {
        case .library: return "Library"
        case .albums: return "Albums"
        case .people: return "People"
        }
    }
}

/// ForEach over literal arrays, ranges, an enum's allCases and their enumerated() forms,
/// with index-based shortcuts (⌘1…); one over a collection the sources do not state.
@main
struct AlbumApp: App {
    var albums: [String] = []

    var body: some Scene {
        WindowGroup {
            Text("Albums")
        }
        .commands {
            CommandMenu("Go") {
                ForEach(Array(Panel.allCases.enumerated()), id: \.offset) { index, panel in
                    Button(panel.title) {}
                        .keyboardShortcut(KeyEquivalent(Character("\(index + 1)")), modifiers: .command)
                }
                Divider()
                ForEach(1...3, id: \.self) { number in
                    Button("Tab \(number)") {}
                        .keyboardShortcut(KeyEquivalent(Character(String(number))), modifiers: [.command, .option])
                }
                ForEach(["Red", "Green"], id: \.self) { color in
                    Button("Tag \(color)") {}
                }
                ForEach(Array(albums.enumerated()), id: \.offset) { index, album in
                    Button(album) {}
                        .keyboardShortcut(KeyEquivalent(Character("\(index + 1)")), modifiers: .control)
                }
            }
        }
    }
}
