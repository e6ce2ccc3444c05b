/// The sheet reducer: presenting, editing, saving and dismissing a scene's sheet,
/// with the dismissal confirmation (`dismissalConfirmationDialog`). Each change
/// returns the note a person sees, if any.
extension SceneState {
    /// Presents the sheet `name`, with its `sheet(item:)` item when it takes one.
    public mutating func presentSheet(
        _ name: String, item: PathValue?, in model: NavigationModel, records: [String: [Record]]
    ) throws(NavigationError) {
        guard let declaration = model.sheets[name] else {
            let names = model.sheets.keys.sorted()
            throw NavigationError(
                "no sheet named '\(name)'" + Suggestion.parenthetical(for: name, among: names, kind: "sheets"))
        }
        if let presented = sheet {
            throw NavigationError(
                "the \(model.noun(of: presented)) '\(presented.name)' is already presented; dismiss it first")
        }
        let noun = declaration.style.noun
        switch (declaration.itemType, item) {
        case (nil, nil):
            break
        case (nil, .some):
            throw NavigationError("the \(noun) '\(name)' takes no item")
        case (let type?, nil):
            throw NavigationError("the \(noun) '\(name)' needs a \(type) item (sheet \(name) \(type):ID)")
        case (let type?, let value?):
            guard value.type == type else {
                throw NavigationError("the \(noun) '\(name)' shows a \(type), not \(value.type)")
            }
            guard records.record(value) != nil else { throw records.missingRecord(value) }
        }
        sheet = SheetState(name: name, item: item, detent: declaration.detents.first)
        sheet?.isBesideContent = declaration.style == .inspector
    }

    /// Moves the sheet to `detent`, as dragging its grabber does; it must be one it declares.
    public mutating func selectDetent(_ detent: PresentationDetent, in model: NavigationModel) throws(NavigationError) {
        let presented = try requireSheet()
        let available = model.sheets[presented.name]?.availableDetents ?? [.large]
        guard available.contains(detent) else {
            throw NavigationError(
                "the sheet '\(presented.name)' has no detent \(detent) (its detents: "
                    + available.map(\.description).joined(separator: ", ") + ")")
        }
        sheet?.detent = detent
    }

    /// Dismisses the sheet; one with unsaved changes that confirms dismissal asks first.
    /// `interactively` is the person dismissing it (Escape, a swipe down), which a sheet with
    /// `interactiveDismissDisabled` refuses; its own commands dismiss it programmatically.
    public mutating func dismissSheet(in model: NavigationModel, interactively: Bool = false) throws(NavigationError)
        -> String
    {
        let presented = try requireSheet()
        let noun = model.noun(of: presented)
        if interactively, model.sheets[presented.name]?.isInteractiveDismissDisabled == true {
            throw NavigationError(
                "the \(noun) '\(presented.name)' cannot be dismissed by Escape or a swipe "
                    + "(interactiveDismissDisabled): its own commands dismiss it")
        }
        if presented.isConfirmingDismissal {
            throw NavigationError(
                "the \(noun) '\(presented.name)' is waiting for an answer: dismiss discard, or dismiss keep")
        }
        if presented.hasUnsavedChanges, model.sheets[presented.name]?.confirmsDismissal == true {
            sheet?.isConfirmingDismissal = true
            return "'\(presented.name)' has unsaved changes. Discard them? (dismiss discard, or dismiss keep)"
        }
        sheet = nil
        return "Dismissed '\(presented.name)'"
    }

    /// Answers the dismissal confirmation: discard the changes, or keep editing.
    public mutating func answerDismissal(discard: Bool) throws(NavigationError) -> String {
        let presented = try requireSheet()
        guard presented.isConfirmingDismissal else { throw NavigationError("no dismissal is waiting for an answer") }
        if discard {
            sheet = nil
            return "Discarded the changes; dismissed '\(presented.name)'"
        }
        sheet?.isConfirmingDismissal = false
        return "Kept editing '\(presented.name)'"
    }

    /// Marks the sheet's content as edited (unsaved changes).
    public mutating func editSheet() throws(NavigationError) {
        _ = try requireSheet()
        sheet?.hasUnsavedChanges = true
    }

    /// Saves the sheet's changes and dismisses it without asking; a close or Quit waiting
    /// on its confirmation is given up.
    public mutating func saveSheet() throws(NavigationError) -> String {
        let presented = try requireSheet()
        sheet = nil
        pendingClose = nil
        return "Saved '\(presented.name)'"
    }

    private func requireSheet() throws(NavigationError) -> SheetState {
        guard let sheet else { throw NavigationError("no sheet is presented") }
        return sheet
    }
}

extension NavigationModel {
    /// What messages call the presented `sheet`: `sheet`, `popover` or `inspector`.
    func noun(of sheet: SheetState) -> String { sheets[sheet.name]?.style.noun ?? "sheet" }
}
