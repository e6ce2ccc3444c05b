import SwiftUI
import UIKit

/// A UIKit-lifecycle app: its scene delegate hosts the SwiftUI root view.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: TripsView().environment(\.locale, .current))
        window.makeKeyAndVisible()
        self.window = window
    }
}

struct TripsView: View {
    var body: some View {
        Button("Plan Trip") {}
            .keyboardShortcut("t")
    }
}
