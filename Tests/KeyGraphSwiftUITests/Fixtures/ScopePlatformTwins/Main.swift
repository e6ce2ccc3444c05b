import SwiftUI

/// Started by hand, as UTM starts its App: one `NotesApp` per platform's target, in its folder.
@main
enum Main {
    static func main() {
        NotesApp.main()
    }
}
