#if canImport(SwiftUI)
import SwiftUI

struct EntryList: View {
    @State private var entries = ["Monday", "Tuesday"]
    @State private var searching = false

    var body: some View {
        List(entries, id: \.self) { entry in
            Text(entry)
        }
        .toolbar {
            Button("Search", systemImage: "magnifyingglass") { searching = true }
                .keyboardShortcut("f")
        }
    }
}
#endif
