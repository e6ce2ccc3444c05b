import KeyGraph

/// The one place the reader's typed effects become app-file text (docs/app-format.md,
/// "effects"): each in the form the app loader reads back to the same ``Effect``.
extension AppFileWriter {
    /// The app-file form of `effect`; nil for an effect the reader never makes (it reads
    /// only what a SwiftUI action states plainly: a scene opened or closed, a sheet or dialog
    /// presented or dismissed, a stack popped, a state key set, quit, the sidebar).
    static func json(_ effect: Effect) -> String? {
        switch effect {
        case .stack(.pop(let count)): "{\"pop\": \(count)}"
        case .stack(.popToRoot): "\"popToRoot\""
        case .split(.toggleSidebar): "\"toggleSidebar\""
        case .presentation(.presentSheet(let name, item: nil)): "{\"sheet\": \(quoted(name))}"
        case .presentation(.presentDialog(let name, let kind)):
            "{\"\(kind.rawValue)\": \(quoted(name))}"
        case .presentation(.dismiss): "\"dismiss\""
        case .window(.newScene(nil)): "{\"scene\": \"new\"}"
        case .window(.closeScene): "{\"scene\": \"close\"}"
        case .data(.toggleState(let key)): "{\"toggleState\": \(quoted(key))}"
        case .data(.setState(let key, let value)): "{\"setState\": \(quoted(key)), \"value\": \(quoted(value))}"
        case .app(.message(let text)): "{\"message\": \(quoted(text))}"
        case .app(.quit): "\"quit\""
        default: nil
        }
    }

    /// `[effect, effect]`: the effects the writer has a form for.
    static func json(_ effects: [Effect]) -> String { "[" + effects.compactMap(json).joined(separator: ", ") + "]" }
}
