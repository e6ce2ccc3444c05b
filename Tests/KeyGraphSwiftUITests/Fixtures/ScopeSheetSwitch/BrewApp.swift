import SwiftUI

@main
struct BrewApp: App {
    var body: some Scene {
        WindowGroup {
            PackagesView()
        }
    }
}

enum SheetKind: Identifiable {
    case install
    case addTap(name: String)
    case maintenance
    case nothing

    var id: String { "\(self)" }
}

struct PackagesView: View {
    @State private var sheetToShow: SheetKind?

    var body: some View {
        List {
            Text("Packages")
        }
        .toolbar {
            Button("Install") { sheetToShow = .install }
                .keyboardShortcut("i")
        }
        .sheet(item: $sheetToShow) { kind in
            switch kind {
            case .install:
                InstallView()
            case .addTap(let name):
                AddTapView(name: name)
            case .maintenance:
                VStack {
                    Text("Cleaning up")
                    Button("Stop") { sheetToShow = nil }
                        .keyboardShortcut(.cancelAction)
                }
            case .nothing:
                EmptyView()
            }
        }
    }
}

struct InstallView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Install Package") { install() }
            .keyboardShortcut(.defaultAction)
        Button("Cancel") { dismiss() }
            .keyboardShortcut(.cancelAction)
    }

    private func install() {}
}

struct AddTapView: View {
    let name: String

    var body: some View {
        Button("Add Tap") { add() }
            .keyboardShortcut(.defaultAction)
    }

    private func add() {}
}
