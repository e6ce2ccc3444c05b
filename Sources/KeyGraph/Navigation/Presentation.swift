/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`: the person drags the
/// sheet's grabber between the detents `presentationDetents` declares.
public enum PresentationDetent: Hashable, Sendable, CustomStringConvertible {
    /// About half the screen's height.
    case medium
    /// The full height (a sheet's only detent unless it declares others).
    case large
    /// A fraction of the full height, above 0 and at most 1.
    case fraction(Double)
    /// A fixed height in points, above 0.
    case height(Double)

    /// `medium`, `large`, `fraction(0.25)`, `height(200)`: how verbs, `show state` and state
    /// files write it.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let f): "fraction(\(Self.number(f)))"
        case .height(let h): "height(\(Self.number(h)))"
        }
    }

    /// Reads the written form (`medium`, `large`, `fraction(0.25)`, `height(200)`); nil for
    /// anything else, a fraction outside (0, 1] or a height that is not positive.
    public init?(parsing text: String) {
        switch text {
        case "medium": self = .medium
        case "large": self = .large
        default:
            guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
            let name = text[..<open]
            guard let value = Double(text[text.index(after: open)..<text.index(before: text.endIndex)]),
                value.isFinite, value > 0
            else { return nil }
            switch name {
            case "fraction" where value <= 1: self = .fraction(value)
            case "height" where value <= 100_000: self = .height(value)
            default: return nil
            }
        }
    }

    /// A number without a trailing `.0` (`200`, `0.25`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// How a sheet is sized on the Mac and iPad, as SwiftUI's `PresentationSizing`.
public enum PresentationSizing: String, Hashable, Sendable, CaseIterable {
    /// The platform's default.
    case automatic
    /// About the size of a page: for informational content.
    case page
    /// A little narrower than a page: for forms.
    case form
    /// Sized by the content's ideal size.
    case fitted
}

/// How a declared sheet is presented, as SwiftUI's presentation modifiers: where its content
/// shows, and so which view shortcuts are live while it is up.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// `.sheet` (or `.fullScreenCover`): over the window; it takes focus, so the window's own
    /// view shortcuts are not live while it shows (the menu bar's are).
    case sheet
    /// `.popover`: attached to a control, in a window of its own on the Mac; like a sheet it
    /// takes focus, so the window's view shortcuts are not live while it shows.
    case popover
    /// `.inspector`: a trailing column of the same window (at regular width); the window's view
    /// shortcuts stay live beside it, and its own controls' are live while it shows.
    case inspector
    /// A menu that is open (a `MenuBarExtra`'s in the menu style): its items' shortcuts work only
    /// while it is open, and like a popover it takes the keys from the window's views.
    case menu

    /// What messages call one: `sheet`, `popover`, `inspector`.
    public var noun: String { rawValue }

    /// Its name as a heading: `Sheet`, `Popover`, `Inspector`.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The focus path's context for it (`Sheet`, `Popover`); an inspector has none, focus stays
    /// in the window's content.
    public var contextName: String? {
        switch self {
        case .sheet: "Sheet"
        case .popover: "Popover"
        case .menu: "Menu"
        case .inspector: nil
        }
    }
}
