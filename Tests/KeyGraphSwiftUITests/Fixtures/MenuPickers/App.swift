import SwiftUI

enum Zoom: String, CaseIterable {
    case fit = "Fit"
    case actual = "Actual Size"
}

/// Pickers and toggles in menus: a picker whose options carry shortcuts is one item per
/// option; one without, a picker; its options also from a ForEach over an enum.
@main
struct ViewerApp: App {
    @AppStorage("layout") private var layout = "grid"
    @AppStorage("zoom") private var zoom = Zoom.fit
    @AppStorage("showsInfo") private var showsInfo = false

    var body: some Scene {
        WindowGroup {
            Text("Photos")
        }
        .commands {
            CommandMenu("Display") {
                Picker("Layout", selection: $layout) {
                    Text("Grid").tag("grid")
                        .keyboardShortcut("1")
                    Text("List").tag("list")
                        .keyboardShortcut("2")
                }
                Picker("Zoom", selection: $zoom) {
                    ForEach(Zoom.allCases, id: \.self) { level in
                        Text(level.rawValue).tag(level)
                    }
                }
                Toggle("Show Info", isOn: $showsInfo)
                    .keyboardShortcut("i")
            }
        }
    }
}
