import Observation
import SwiftUI

@MainActor
protocol Navigating: AnyObject {
    var path: NavigationPath { get set }
}

// Isolated through the protocol it conforms to.
@Observable
final class Router: Navigating {
    var path = NavigationPath()
}

// Only the navigation state is isolated: that is what needs it.
@Observable
final class Coordinator {
    @MainActor var path = NavigationPath()
    var lastError: String?
}

// A 'selection' and a 'path' that are not navigation state: no view binds them to a stack.
@Observable
final class Documents {
    var selection: Set<String> = []
    var path = "/tmp"
}

// A model that is no router: the view binds its own state, not the model's.
@Observable
final class Library {
    var selection = 0
}

struct RootView: View {
    @State private var router = Router()
    @State private var library = Library()
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack(path: $router.path) {
                Text("Home")
            }
            .tag(0)
        }
    }
}
