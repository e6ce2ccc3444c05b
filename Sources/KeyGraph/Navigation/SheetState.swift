/// A presented sheet: which one, its item, and whether it holds unsaved changes.
public struct SheetState: Hashable, Sendable {
    /// The sheet's declared name (`NewRecipe`).
    public var name: String
    /// The `sheet(item:)` item, when the sheet takes one.
    public var item: PathValue?
    /// Edits not yet saved: dismissing asks first when the sheet confirms dismissal.
    public var hasUnsavedChanges = false
    /// The dismissal confirmation dialog is showing, waiting for `dismiss discard|keep`.
    public var isConfirmingDismissal = false
    /// The detent it rests at, for a sheet that declares `presentationDetents`.
    public var detent: PresentationDetent?
    /// An inspector: beside the window's content, which keeps focus, so the window still
    /// navigates (push, pop, select, tabs) while it shows.
    public var isBesideContent = false

    public init(name: String, item: PathValue? = nil, detent: PresentationDetent? = nil) {
        self.name = name
        self.item = item
        self.detent = detent
    }
}
