import SwiftUI

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup {
            TripList()
                .onOpenURL { url in
                    open(url)
                }
        }
        .handlesExternalEvents(matching: ["trips"])
        .commands {
            CommandMenu("Trip") {
                Button("New Trip") { newTrip() }
                    .keyboardShortcut("t")
            }
        }
    }

    private func open(_ url: URL) {}
    private func newTrip() {}
}

struct TripList: View {
    var body: some View {
        Text("Trips")
            .handlesExternalEvents(preferring: ["trip"], allowing: ["*"])
    }
}
