import SwiftUI

@main
struct AdoptApp: App {
    var body: some Scene {
        WindowGroup {
            AdoptionView()
        }
    }
}

struct AdoptionView: View {
    @State private var confirmsAdoption = false
    @State private var confirmsHiding = false

    var body: some View {
        List {
            Button("Adopt All") { confirmsAdoption = true }
            Button("Hide Section") { confirmsHiding = true }
        }
        .confirmationDialog("Adopt the apps?", isPresented: $confirmsAdoption) {
            Button {
                confirmsAdoption = false
            } label: {
                Text("Adopt")
            }
            .keyboardShortcut(.defaultAction)
            Button(role: .cancel) {
                confirmsAdoption = false
            } label: {
                Text("Cancel")
            }
        } message: {
            Text("Homebrew will manage them.")
        }
        .confirmationDialog("Hide the section?", isPresented: $confirmsHiding) {
            if #available(macOS 26, *) {
                Button(role: .confirm) {
                    confirmsHiding = false
                } label: {
                    Text("Hide")
                }
                .keyboardShortcut(.defaultAction)
            } else {
                Button {
                    confirmsHiding = false
                } label: {
                    Text("Hide")
                }
                .keyboardShortcut(.defaultAction)
            }
            Button(role: .cancel) {
                confirmsHiding = false
            } label: {
                Text("Keep")
            }
            .keyboardShortcut(.cancelAction)
        }
    }
}
