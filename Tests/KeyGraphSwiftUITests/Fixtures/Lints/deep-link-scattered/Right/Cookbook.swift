import SwiftUI

@main
struct CookbookApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            RecipeList()
                .environment(router)
                .onOpenURL { url in router.open(url) }
        }
    }
}

struct RecipeList: View {
    @Environment(Router.self) private var router

    var body: some View {
        // A second place that hands the URL to the router's one method: the parsing is there.
        List {
            Text("Soup")
        }
        .onOpenURL(perform: router.open)
    }
}

@MainActor
@Observable
final class Router {
    var path: [String] = []

    func open(_ url: URL) {
        path.append(url.lastPathComponent)
    }
}
