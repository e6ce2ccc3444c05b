/// An alert or a confirmation dialog the app can present, as SwiftUI's `.alert(_:isPresented:)`
/// and `.confirmationDialog(_:isPresented:)` declare them: a title, a message and buttons,
/// each button a command. While it is presented it has focus, and its buttons answer it.
public struct DialogDeclaration: Hashable, Sendable {
    /// Which presentation it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case alert, confirmationDialog

        /// Its name on the focus path: `Alert`, `ConfirmationDialog`.
        public var contextName: String { self == .alert ? "Alert" : "ConfirmationDialog" }
        /// How messages name it.
        var noun: String { self == .alert ? "alert" : "confirmation dialog" }
    }

    /// One button: the command it runs, and its title when not the command's.
    public struct Action: Hashable, Sendable {
        public var command: String
        public var title: String?

        public init(_ command: String, title: String? = nil) {
            self.command = command
            self.title = title
        }
    }

    /// The name the `alert` and `confirmationDialog` effects use (`DeleteRecipe`).
    public var name: String
    public var kind: Kind
    /// What it asks (`Delete this recipe?`).
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// Its buttons in order. A button whose command has the cancel role cancels; without one the
    /// system adds Cancel (an alert with no buttons has OK).
    public var actions: [Action]

    public init(name: String, kind: Kind, title: String, message: String? = nil, actions: [Action] = []) {
        self.name = name
        self.kind = kind
        self.title = title
        self.message = message
        self.actions = actions
    }
}
