import SwiftUI

/// A custom entry point: it starts a test App under XCTest, else the real one.
@main
enum Main {
    static func main() {
        if NSClassFromString("XCTestCase") != nil {
            TestApp.main()
        } else {
            ShelfApp.main()
        }
    }
}

struct TestApp: App {
    var body: some Scene {
        WindowGroup { Text("Running tests") }
    }
}
