import SwiftUI

enum FeedRoute: Hashable {
    case post(Int)
    case profile
}

struct FeedView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") { path.append(FeedRoute.post(1)) }
            Button("Profile") { path.append(FeedRoute.profile) }
                .navigationDestination(for: FeedRoute.self) { route in Text("\(route)") }
        }
    }
}
