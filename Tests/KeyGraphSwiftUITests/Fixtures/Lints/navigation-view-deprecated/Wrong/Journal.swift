import SwiftUI

struct JournalView: View {
    var body: some View {
        NavigationView {
            Text("Entries")
        }
    }
}
