import SwiftUI

/// Started by hand; which `JournalApp` it starts depends on the target being built.
@main
enum Main {
    static func main() {
        JournalApp.main()
    }
}
