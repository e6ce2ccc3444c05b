import SwiftUI

struct ReaderTabs: View {
    @Environment(\.isIPad) private var isIPad

    var body: some View {
        if isIPad {
            TabView {
                Tab("Articles", systemImage: "doc.text") { Text("Articles") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
        }
    }
}
