import SwiftUI

@main
struct CookbookApp: App {
    var body: some Scene {
        // One handler per platform: each build has one.
        #if os(macOS)
        Window("Pantry", id: "pantry") {
            Text("Pantry")
                .onOpenURL { url in
                    print(url)
                }
        }
        #else
        WindowGroup("Pantry", id: "pantry") {
            Text("Pantry")
                .onOpenURL { url in
                    debugPrint(url.host() ?? "")
                }
        }
        #endif
    }
}
