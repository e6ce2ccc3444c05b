import SwiftUI

struct EditorView: View {
    @State private var isSheetShown = false

    var body: some View {
        TextEditor(text: .constant(""))
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Publish") {}
                        .keyboardShortcut("p", modifiers: [.command, .shift])
                }
                ToolbarItemGroup {
                    Button("Bold") {}
                }
            }
            .sheet(isPresented: $isSheetShown) {
                VStack {
                    Button("Done") { isSheetShown = false }
                        .keyboardShortcut(.defaultAction)
                    Button("Cancel", role: .cancel) {}
                        .keyboardShortcut(.cancelAction)
                }
            }
            .background {
                // A hidden button that exists only to carry a shortcut.
                Button("Refresh") {}
                    .keyboardShortcut("r")
                    .hidden()
                ShortcutButton(title: "Zoom In", key: "+")
                ShortcutButton(title: "Zoom Out", key: "-")
                // A key handler: no title but VoiceOver's.
                Button {
                } label: {
                    EmptyView()
                }
                .keyboardShortcut(.downArrow, modifiers: [])
                .accessibilityLabel("Next Line")
                HStack {
                    Button("Stack Button") {}
                }
                .keyboardShortcut("t", modifiers: [.command, .option])
            }
            .contextMenu {
                Button("Copy Link") {}
                    .keyboardShortcut("c", modifiers: [.command, .option])
            }
            .onShortcut(key: "y", modifiers: [.command, .shift]) {}
            .onAppear {
                KeyboardShortcuts.onKeyUp(for: .togglePanel) {}
            }
    }
}

/// A view that applies its parameter as a shortcut: read at each call site.
struct ShortcutButton: View {
    let title: String
    let key: KeyEquivalent

    var body: some View {
        Button(title) {}
            .keyboardShortcut(key)
    }
}

extension View {
    /// A project's own modifier that adds a hidden button carrying its parameter as a shortcut.
    func onShortcut(key: KeyEquivalent, modifiers: EventModifiers = .command, perform: @escaping () -> Void)
        -> some View
    {
        ZStack {
            Button("") { perform() }
                .hidden()
                .keyboardShortcut(key, modifiers: modifiers)
            self
        }
    }
}
