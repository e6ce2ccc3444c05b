extension Effect {
    /// The effects on the key window's presentations: its sheet and its dialog.
    public enum Presentation: Hashable, Sendable {
        /// Present a sheet, with its `sheet(item:)` item when it takes one.
        case presentSheet(String, item: PathValue?)
        /// Present a sheet whose item is the named focused value (`recipe.edit`).
        case presentSheetForFocused(String, focused: String)
        /// Dismiss the sheet, as its own code does (SwiftUI's `dismiss()`); one with unsaved
        /// changes asks first.
        case dismiss
        /// The person dismisses the sheet (Escape, a swipe down): as ``dismiss``, but refused by a
        /// sheet with `interactiveDismissDisabled`. The `dismiss` verb.
        case interactiveDismiss
        /// Move the sheet to one of its detents, as dragging its grabber does.
        case selectDetent(PresentationDetent)
        /// Present a declared alert or confirmation dialog over the key window.
        case presentDialog(String, DialogDeclaration.Kind)
        /// Press a button of the presented dialog by its title: its command runs and the dialog
        /// goes; Cancel only dismisses it.
        case answerDialog(String)
        /// Answer the dismissal confirmation: discard the changes, or keep editing.
        case answerDismissal(discard: Bool)
        /// Mark the sheet's content as edited (unsaved changes).
        case editSheet
        /// Save the sheet's changes and dismiss it without asking.
        case saveSheet

        /// Whether a presented dialog refuses it: all but the dialog's own answer.
        var isBlockedByDialog: Bool {
            switch self {
            case .answerDialog: false
            case .presentSheet, .presentSheetForFocused, .dismiss, .interactiveDismiss, .selectDetent, .presentDialog,
                .answerDismissal, .editSheet, .saveSheet:
                true
            }
        }

        /// Whether it acts on a presented sheet, so a command made of it is dimmed without one.
        public var actsOnSheet: Bool {
            switch self {
            case .dismiss, .interactiveDismiss, .answerDismissal, .editSheet, .saveSheet, .selectDetent: true
            case .presentSheet, .presentSheetForFocused, .presentDialog, .answerDialog: false
            }
        }
    }

    /// The answers to a dismissal confirmation.
    enum DismissalAnswer: String, CaseIterable, Sendable {
        case discard, keep
    }
}

extension Effect.Presentation: CustomStringConvertible {
    public var description: String {
        switch self {
        case .presentSheet(let name, let item): "sheet \(name)" + (item.map { " \($0)" } ?? "")
        case .presentSheetForFocused(let name, let focused): "sheet \(name) itemFrom=\(focused)"
        case .dismiss: "dismiss"
        case .interactiveDismiss: "interactiveDismiss"
        case .selectDetent(let detent): "detent \(detent)"
        case .presentDialog(let name, let kind): "\(kind.rawValue) \(name)"
        case .answerDialog(let title): "answerDialog \(title)"
        case .answerDismissal(let discard): "answerDismissal \(discard ? "discard" : "keep")"
        case .editSheet: "editSheet"
        case .saveSheet: "saveSheet"
        }
    }
}

extension Effect.Presentation {
    static let specs: [EffectSpec] = [
        EffectSpec(
            "sheet", "Present a sheet, with an item or one a focused value holds.",
            argument: .init("sheet", .name(.sheet), required: true, "The sheet to present."),
            members: [
                .init("item", .value(role: "a sheet's item"), "The sheet's item, as Type:id."),
                .init("itemFrom", .name(.focusedValue), "The focused value that holds the sheet's item."),
            ]
        ) { a in
            guard let name = a.text else { return nil }
            if let focused = a.text("itemFrom") {
                return .presentation(.presentSheetForFocused(name, focused: focused))
            }
            return .presentation(.presentSheet(name, item: a.value("item")))
        },
        .word(
            "dismiss", "Dismiss the sheet, as its own code does (asks when it has unsaved changes).",
            .presentation(.dismiss)),
        .word(
            "interactiveDismiss", "The person dismisses the sheet: refused by interactiveDismissDisabled.",
            .presentation(.interactiveDismiss)),
        .taking("detent", "Move the sheet to one of its detents.", .detent, "Move the sheet to one of its detents.") {
            if case .detent(let detent) = $0 { .presentation(.selectDetent(detent)) } else { nil }
        },
        .taking("alert", "Present a declared alert.", .name(.alert), "The declared alert to present.") {
            if case .text(let name) = $0 { .presentation(.presentDialog(name, .alert)) } else { nil }
        },
        .taking(
            "confirmationDialog", "Present a declared confirmation dialog.", .name(.confirmationDialog),
            "The declared confirmation dialog to present."
        ) {
            if case .text(let name) = $0 { .presentation(.presentDialog(name, .confirmationDialog)) } else { nil }
        },
        .taking("answerDialog", "Press a button of the presented dialog by its title.", .text, "A non-empty text.") {
            if case .text(let title) = $0 { .presentation(.answerDialog(title)) } else { nil }
        },
        .choosing(
            "answerDismissal", "Answer the dismissal confirmation.", Effect.DismissalAnswer.self,
            what: "dismissal answer", "Answer the dismissal confirmation."
        ) { .presentation(.answerDismissal(discard: $0 == .discard)) },
        .word("editSheet", "Mark the sheet edited.", .presentation(.editSheet)),
        .word("saveSheet", "Save the sheet and dismiss it.", .presentation(.saveSheet)),
    ]
}
