import SwiftUI

enum Page: Hashable {
    case general, accounts
}

/// A link in a row view of its own that only the sidebar's selecting list shows, through a
/// function of the sidebar (CodeEdit's settings): a selection, not a push, though the row's
/// own code has no list.
struct PageRow: View {
    let page: Page

    var body: some View {
        NavigationLink(value: page) { Text("\(page)") }
    }
}

struct SettingsSidebar: View {
    @State private var selected: Page?

    var body: some View {
        NavigationSplitView {
            List(selection: $selected) {
                rows()
            }
        } detail: {
            Text("Detail")
        }
    }

    @ViewBuilder
    private func rows() -> some View {
        PageRow(page: .general)
        PageRow(page: .accounts)
    }
}
