import SwiftUI

#if os(macOS)
@main
struct JournalMacApp: App {
    var body: some Scene {
        Group {
            JournalScene()
            Window("Statistics", id: "stats") {
                StatisticsView()
            }
        }
        Settings {
            JournalSettings()
        }
        MenuBarExtra("Journal", systemImage: "book") {
            Button("Quick Entry") {}
        }
        PackageWindow()
    }
}
#else
@main
struct JournalPhoneApp: App {
    var body: some Scene {
        WindowGroup("Journal (iPad)") {
            PhoneRoot()
        }
    }
}
#endif
