import SwiftUI

struct FeedView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") {
                path.append(AnyView(Text("Post")))
            }
            Button("Profile") {
                path.append(ProfileView())
            }
        }
    }
}

struct ProfileView: View, Hashable {
    var body: some View { Text("Profile") }
}
