import SwiftUI

enum Route: Hashable {
    case settings
}

extension View {
    func withDestinations<R: Hashable>(for type: R.Type) -> some View {
        navigationDestination(for: R.self) { route in Text("\(route)") }
    }
}

struct RootView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Settings", value: Route.settings)
                .withDestinations(for: Route.self)
        }
    }
}
