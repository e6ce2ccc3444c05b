import RouterKit
import SwiftUI

// BaseRouter comes from a package: whether it is @MainActor is not in these sources.
final class AppRouter: BaseRouter, ObservableObject {
    @Published var path = NavigationPath()
}
