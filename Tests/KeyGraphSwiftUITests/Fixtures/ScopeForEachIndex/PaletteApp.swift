import SwiftUI

enum Tool: String, CaseIterable {
    case pen = "Pen"
    case eraser = "Eraser"
    case lasso = "Lasso"
}

@main
struct PaletteApp: App {
    var body: some Scene {
        WindowGroup {
            CanvasScreen()
        }
        .commands {
            CommandMenu("Tools") {
                ForEach(Tool.allCases, id: \.self) { tool in
                    Button(tool.rawValue) {}
                        .keyboardShortcut(
                            KeyEquivalent(Character("\(Tool.allCases.firstIndex(of: tool)! + 1)")),
                            modifiers: [.command, .option])
                }
            }
        }
    }
}

/// Hidden buttons made per case, their keys the case's index (+1) as a digit; and one over
/// layers known only at run time.
struct CanvasScreen: View {
    var layers: [String]

    var body: some View {
        Text("Canvas")
            .background {
                let tools = Tool.allCases.map { $0 }
                HStack {
                    ForEach(Tool.allCases, id: \.self) { tool in
                        Button(tool.rawValue) {}
                            .keyboardShortcut(
                                KeyEquivalent(Character("\(tools.firstIndex(of: tool)! + 1)")), modifiers: .command)
                    }
                    ForEach(layers, id: \.self) { layer in
                        Button(layer) {}
                            .keyboardShortcut(
                                KeyEquivalent(Character("\(layers.firstIndex(of: layer)! + 1)")), modifiers: .control)
                    }
                }
                .opacity(0)
            }
    }
}
