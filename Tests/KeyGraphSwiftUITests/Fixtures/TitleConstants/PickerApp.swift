import SwiftUI

enum Strings {
    static let pickForeground = NSLocalizedString("pick.foreground", comment: "Pick the foreground color")
    static let copy = String(localized: "copy.hex")
    static let swap = "Swap Colors"
    // Made of another constant: not followed.
    static let again = Strings.swap
}

@main
struct PickerApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Colors")
        }
        .commands {
            CommandGroup(replacing: .pasteboard) {
                Button(Strings.pickForeground + "…") {}
                    .keyboardShortcut("d")
                Button(Strings.copy) {}
                    .keyboardShortcut("c")
                Button(Strings.swap) {}
                    .keyboardShortcut("x", modifiers: [])
                Button(Strings.again) {}
            }
        }
    }
}
