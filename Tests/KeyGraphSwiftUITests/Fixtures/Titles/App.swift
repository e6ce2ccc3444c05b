import SwiftUI

@main
struct ReaderApp: App {
    @AppStorage("showsSidebar") private var showsSidebar = true
    let name = "Reader"

    var body: some Scene {
        WindowGroup {
            ReaderView()
        }
        .commands {
            CommandMenu("Titles") {
                Button("Literal") {}
                Button(LocalizedStringKey("Localized Key")) {}
                Button(String(localized: "Localized String")) {}
                Button {
                } label: {
                    Text("Commented", comment: "a button")
                }
                Button("\(showsSidebar ? "Hide" : "Show") Sidebar") { showsSidebar.toggle() }
                Button("Open \(documentName)") {}
                Button(runtimeTitle) {}
                Button("Save \"Draft\"") {}
                Button("New Window\u{2026}") {}
                Button(#"Raw \n Title"#) {}
                Button("Rename \(documentName)\u{2026}") {}
            }
        }
    }
}
