import SwiftUI

struct ShelfView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Details") { DetailView() }
                NavigationStack {
                    Text("Inner")
                }
            }
        }
    }
}

struct DetailView: View {
    var body: some View {
        NavigationStack {
            Text("Detail")
        }
    }
}
