extension Effect {
    /// The effects on the app's data: its state keys and the fields of its records.
    public enum Data: Hashable, Sendable {
        /// Flip an app state key between "true" and "false" (a toggle's state).
        case toggleState(String)
        /// Set an app state key (a picker's selection).
        case setState(String, String)
        /// Write a field of the record a focused value holds (FocusedBinding).
        case setField(focused: String, field: String, value: FieldValue)
        /// Flip a boolean field of the record a focused value holds.
        case toggleField(focused: String, field: String)
        /// Insert a new record of `type` titled `title` and select it in the key window, as an
        /// app's code does after `modelContext.insert(_:)` (`selection = note`).
        case insertRecord(type: String, title: String)
        /// Delete the record a focused value holds (`modelContext.delete(_:)`): it leaves every
        /// selection, path and sheet that showed it.
        case deleteRecord(focused: String)

        /// Whether it acts on the key window (a focused value, a selection is the key window's).
        var needsKeyScene: Bool {
            switch self {
            case .toggleState, .setState: false
            case .setField, .toggleField, .insertRecord, .deleteRecord: true
            }
        }
    }
}

extension Effect.Data: CustomStringConvertible {
    public var description: String {
        switch self {
        case .toggleState(let key): "toggleState \(key)"
        case .setState(let key, let value): "setState \(key) = \(value)"
        case .setField(let focused, let field, let value): "setField \(focused).\(field) = \(value)"
        case .toggleField(let focused, let field): "toggleField \(focused).\(field)"
        case .insertRecord(let type, let title): "insert \(type) \"\(title)\""
        case .deleteRecord(let focused): "delete \(focused)"
        }
    }
}

extension Effect.Data {
    static let specs: [EffectSpec] = [
        .taking("toggleState", "Flip an app state key.", .text, "A non-empty text.") {
            if case .text(let key) = $0 { .data(.toggleState(key)) } else { nil }
        },
        EffectSpec(
            "setState", "Set an app state key.",
            argument: .init("setState", .text, required: true, "The app state key to set."),
            members: [.init("value", .text, required: true, "The value to store under the key.")]
        ) { a in
            guard let key = a.text, let value = a.text("value") else { return nil }
            return .data(.setState(key, value))
        },
        EffectSpec(
            "setField", "Write a field of a focused record.",
            argument: .init("setField", .text, required: true, "The field to write."),
            members: [
                .init(
                    "of", .name(.focusedValue), required: true, "The focused value whose record holds the field.",
                    hint: #"add "of": "selectedRecipe""#),
                .init(
                    "value", .fieldValue, required: true,
                    "The field's new value: true/false, a string or an array of ids."
                ),
            ]
        ) { a in
            guard let field = a.text, let focused = a.text("of"), case .field(let value)? = a.members["value"] else {
                return nil
            }
            return .data(.setField(focused: focused, field: field, value: value))
        },
        EffectSpec(
            "toggleField", "Flip a boolean field of a focused record.",
            argument: .init("toggleField", .text, required: true, "The boolean field to flip."),
            members: [
                .init(
                    "of", .name(.focusedValue), required: true, "The focused value whose record holds the field.",
                    hint: #"add "of": "selectedRecipe""#)
            ]
        ) { a in
            guard let field = a.text, let focused = a.text("of") else { return nil }
            return .data(.toggleField(focused: focused, field: field))
        },
        EffectSpec(
            "insert", "Insert a new record and select it (the new id: the type in lowercase, a number).",
            argument: .init("insert", .name(.recordType), required: true, "The record type of the new record."),
            members: [
                .init(
                    "title", .text,
                    "The new record's title (default: Untitled). Its fields are those of the type's records, "
                        + "each empty: false, \"\" or []; a column's filter field holds the previous selection.")
            ]
        ) { a in
            guard let type = a.text else { return nil }
            return .data(.insertRecord(type: type, title: a.text("title") ?? "Untitled"))
        },
        .taking(
            "delete", "Delete the record a focused value holds; present a confirmation dialog first to ask.",
            .name(.focusedValue), "The focused value whose record is deleted."
        ) {
            if case .text(let focused) = $0 { .data(.deleteRecord(focused: focused)) } else { nil }
        },
    ]
}
