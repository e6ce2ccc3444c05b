import SwiftUI

@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryView()
        }
    }
}

struct GalleryView: View {
    @State private var isGrid = false

    var body: some View {
        Text("Photos")
            .toolbar {
                ToolbarItem {
                    Button {
                        isGrid.toggle()
                    } label: {
                        Image(systemName: "square.grid.2x2")
                    }
                }
                ToolbarItem {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
            }
    }
}
