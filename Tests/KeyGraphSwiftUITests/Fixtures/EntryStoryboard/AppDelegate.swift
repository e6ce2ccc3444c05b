import AppKit
import SwiftUI

/// An AppKit-lifecycle app whose menu bar is its storyboard's main menu and whose window's
/// content is SwiftUI, hosted by a view controller.
@main
final class AppDelegate: NSObject, NSApplicationDelegate {}

final class LedgerViewController: NSViewController {
    override func loadView() {
        view = NSHostingView(rootView: LedgerView())
    }
}

struct LedgerView: View {
    var body: some View {
        Button("Reconcile") {}
            .keyboardShortcut("r", modifiers: [.command, .control])
    }
}
