#if canImport(SwiftUI)
import SwiftUI

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup("Journal") {
            EntryList()
        }
        .commands {
            EntryCommands()
            CommandGroup(replacing: .newItem) {
                Button("New Entry") {}
                    .keyboardShortcut("n")
            }
        }
    }
}
#else
/// Off Apple's systems there is no SwiftUI: the app only says so, and the package still
/// builds (which is what the plugins need).
@main
enum JournalApp {
    static func main() {
        print("Journal is a SwiftUI app; KeyGraph's plugins read its sources on any system.")
    }
}
#endif
