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
    @State private var highlighted: String?

    var body: some View {
        List {
            Text("Soup")
        }
        .onOpenURL { url in
            if url.host() == "recipe" {
                highlighted = url.lastPathComponent
            }
        }
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
