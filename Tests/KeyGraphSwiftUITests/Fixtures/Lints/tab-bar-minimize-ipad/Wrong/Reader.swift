import SwiftUI
import UIKit

struct ReaderTabs: View {
    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad {
            TabView {
                Tab("Articles", systemImage: "doc.text") { Text("Articles") }
                Tab("Saved", systemImage: "bookmark") { Text("Saved") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
        } else {
            TabView {
                Tab("Articles", systemImage: "doc.text") { Text("Articles") }
            }
        }
    }
}

struct ShelfTabs: View {
    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    var body: some View {
        if isPad {
            TabView {
                Tab("Shelf", systemImage: "books.vertical") { Text("Shelf") }
            }
            .tabBarMinimizeBehavior(.onScrollUp)
        }
    }
}

struct DeviceTabs: View {
    var body: some View {
        switch UIDevice.current.userInterfaceIdiom {
        case .pad:
            TabView {
                Tab("Library", systemImage: "books.vertical") { Text("Library") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
        default:
            TabView {
                Tab("Library", systemImage: "books.vertical") { Text("Library") }
            }
        }
    }
}
