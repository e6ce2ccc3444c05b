import SwiftUI

@main
struct CookbookApp: App {
    @State private var isSignedIn = false

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
        // The branches of one root view are one place: only one is on screen.
        WindowGroup("Pantry", id: "pantry") {
            if isSignedIn {
                Text("Pantry")
                    .onOpenURL { url in
                        debugPrint(url.host() ?? "")
                    }
            } else {
                Text("Welcome")
                    .onOpenURL { url in
                        isSignedIn = url.host() == "signed-in"
                    }
            }
        }
        #endif
    }
}

#Preview {
    Text("Preview")
        .onOpenURL { url in
            print(url)
        }
}
