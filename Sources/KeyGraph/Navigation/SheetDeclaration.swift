/// A sheet the app can present (`sheet(item:)`), with its presentation modifiers; a popover or
/// an inspector is one with another ``style``.
public struct SheetDeclaration: Hashable, Sendable {
    /// The name `sheet NAME` and `sheet ==` use (`NewRecipe`).
    public var name: String
    /// The view inside the sheet.
    public var view: ViewDeclaration
    /// The item type of `sheet(item:)` (`Recipe`); nil when the sheet takes no item.
    public var itemType: String?
    /// Whether the sheet asks before discarding unsaved changes (`dismissalConfirmationDialog`).
    public var confirmsDismissal: Bool
    /// The heights the sheet can rest at (`presentationDetents`), the first the one it opens at;
    /// empty: `large` only.
    public var detents: [PresentationDetent]
    /// How it is sized (`presentationSizing`).
    public var sizing: PresentationSizing
    /// The person cannot dismiss it themselves, by Escape or a swipe down
    /// (`interactiveDismissDisabled`): only its own commands dismiss it.
    public var isInteractiveDismissDisabled: Bool
    /// How it is presented: a sheet, a popover or an inspector.
    public var style: PresentationStyle

    public init(
        name: String, view: ViewDeclaration, itemType: String? = nil, confirmsDismissal: Bool = false,
        detents: [PresentationDetent] = [], sizing: PresentationSizing = .automatic,
        isInteractiveDismissDisabled: Bool = false, style: PresentationStyle = .sheet
    ) {
        self.name = name
        self.view = view
        self.itemType = itemType
        self.confirmsDismissal = confirmsDismissal
        self.detents = detents
        self.sizing = sizing
        self.isInteractiveDismissDisabled = isInteractiveDismissDisabled
        self.style = style
    }

    /// The detents the person can choose among: the declared ones, else `large`.
    public var availableDetents: [PresentationDetent] { detents.isEmpty ? [.large] : detents }
}
