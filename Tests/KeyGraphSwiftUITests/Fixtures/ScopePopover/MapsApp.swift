import SwiftUI

@main
struct MapsApp: App {
    var body: some Scene {
        WindowGroup {
            MapView()
        }
    }
}

struct MapView: View {
    @State private var showsLayers = false
    @State private var showsInfo = false

    var body: some View {
        Text("Map")
            .toolbar {
                Button("Layers") { showsLayers.toggle() }
                    .keyboardShortcut("l")
            }
            .popover(isPresented: $showsLayers) {
                LayerPicker()
            }
            .inspector(isPresented: $showsInfo) {
                Button("Pin Location") { pin() }
                    .keyboardShortcut("p")
            }
    }

    private func pin() {}
}

struct LayerPicker: View {
    var body: some View {
        Button("Satellite") { satellite() }
            .keyboardShortcut("1")
    }

    private func satellite() {}
}
