import SwiftUI

struct Book: Hashable {
    var title: String
}

/// A row with a link that one view shows in a selecting list and another in a stack: there it
/// pushes, and no destination takes a Book.
struct BookRow: View {
    let book: Book

    var body: some View {
        NavigationLink(value: book) { Text(book.title) }
    }
}

struct Shelf: View {
    @State private var selected: Book?

    var body: some View {
        List(selection: $selected) { BookRow(book: Book(title: "A")) }
        NavigationStack { BookRow(book: Book(title: "B")) }
    }
}
