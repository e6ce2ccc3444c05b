extension Effect {
    /// The effects on the focused scene's NavigationStack.
    public enum Stack: Hashable, Sendable {
        /// Push a value onto the stack.
        case push(PathValue)
        /// Pop `n` values (at least 1).
        case pop(Int)
        /// Pop to the root of the stack.
        case popToRoot
    }
}

extension Effect.Stack: CustomStringConvertible {
    public var description: String {
        switch self {
        case .push(let value): "push \(value)"
        case .pop(let n): "pop \(n)"
        case .popToRoot: "popToRoot"
        }
    }
}

extension Effect.Stack {
    static let specs: [EffectSpec] = [
        .taking("push", "Push onto the focused stack.", .value(role: "a pushed value"), "A pushed value, as Type:id.") {
            if case .value(let v) = $0 { .stack(.push(v)) } else { nil }
        },
        .taking("pop", "Pop N values (at least 1).", .count, "A whole number of at least 1.") {
            if case .count(let n) = $0 { .stack(.pop(n)) } else { nil }
        },
        .word("popToRoot", "Pop to the root.", .stack(.popToRoot)),
    ]
}
