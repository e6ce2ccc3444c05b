import SwiftUI
import UIKit

struct ReaderTabs: View {
    var body: some View {
        TabView {
            Tab("Articles", systemImage: "doc.text") { Text("Articles") }
            Tab("Saved", systemImage: "bookmark") { Text("Saved") }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
    }
}

struct PhoneTabs: View {
    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .phone {
            TabView {
                Tab("Articles", systemImage: "doc.text") { Text("Articles") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
        } else {
            TabView {
                Tab("Articles", systemImage: "doc.text") { Text("Articles") }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }
}
