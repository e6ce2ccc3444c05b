import Combine
import Observation
import SwiftUI

@MainActor
@Observable
final class Router {
    var path = NavigationPath()

    func showRecipe(_ id: Int) {
        path.append(id)
    }
}

@MainActor
final class TabModel: ObservableObject {
    @Published var selection = AppTab.recipes
    @Published var recipePath: [Int] = []
}

enum AppTab: Hashable {
    case recipes, pantry
}

struct RootView: View {
    @State private var router = Router()
    @StateObject private var tabs = TabModel()

    var body: some View {
        TabView(selection: $tabs.selection) {
            NavigationStack(path: $tabs.recipePath) {
                Text("Recipes")
            }
            .tag(AppTab.recipes)
            NavigationStack(path: $router.path) {
                Text("Pantry")
            }
            .tag(AppTab.pantry)
        }
    }
}
