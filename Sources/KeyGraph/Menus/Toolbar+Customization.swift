/// Customizing a `toolbar(id:)`, as View › Customize Toolbar… does: the person arranges its
/// items, and spaces, in the order they like, removes items and adds them back. The
/// arrangement is app state (``AppState/toolbarCustomizations``, kept in state files by
/// toolbar id): an ordered list of entries, each an item's id or a space.
extension Toolbar {
    /// An entry of a customized toolbar: a `ToolbarItem(id:)` or a space.
    public enum Entry: Hashable, Sendable {
        case item(ToolbarItem)
        case spacer(ToolbarSpacerSize)

        /// How it is written in a customization: the item's id, `space` or `flexibleSpace`.
        public var key: String {
            switch self {
            case .item(let item): item.id ?? item.name
            case .spacer(let size): size == .fixed ? Toolbar.space : Toolbar.flexibleSpace
            }
        }
    }

    /// The key of a fixed space, and of a flexible one, in a customization.
    public static let space = "space"
    public static let flexibleSpace = "flexibleSpace"

    /// The items a customization can name: each `ToolbarItem(id:)`, by id.
    public var customizableItems: [ToolbarItem] {
        content.compactMap { if case .item(let item) = $0, item.id != nil { item } else { nil } }
    }

    /// The declared arrangement: the items that show by default and the spaces, in order.
    public var defaultEntries: [Entry] {
        content.compactMap { piece in
            switch piece {
            case .item(let item): item.showsByDefault ? .item(item) : nil
            case .spacer(let size, _): .spacer(size)
            case .group: nil
            }
        }
    }

    /// The arrangement shown: the customization's entries (unknown keys left out), else the
    /// declared one. Items whose behavior is `disabled` are always shown.
    public func entries(customization: [String]?) -> [Entry] {
        guard let customization else { return defaultEntries }
        let byID = Dictionary(customizableItems.map { ($0.id ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        var out: [Entry] = customization.compactMap { key in
            switch key {
            case Self.space: .spacer(.fixed)
            case Self.flexibleSpace: .spacer(.flexible)
            default: byID[key].map(Entry.item)
            }
        }
        for item in customizableItems where item.customizationBehavior == .disabled {
            if !out.contains(.item(item)) { out.append(.item(item)) }
        }
        return out
    }

    /// The customization after `change`, from the arrangement `customization` describes.
    /// - Throws: an item that is not this toolbar's, one its behavior keeps where it is, a
    ///   position out of range.
    public func applying(_ change: ToolbarCustomizationChange, to customization: [String]?) throws(NavigationError)
        -> [String]?
    {
        let name = id ?? target
        var entries = entries(customization: customization)
        func index(of reference: ToolbarCustomizationChange.Reference) throws(NavigationError) -> Int {
            switch reference {
            case .position(let n):
                guard n >= 1, n <= entries.count else {
                    throw NavigationError("the toolbar '\(name)' has \(entries.count) entries; there is no \(n)")
                }
                return n - 1
            case .key(let key):
                guard let i = entries.firstIndex(where: { $0.key == key }) else {
                    throw NavigationError(
                        "the toolbar '\(name)' shows no '\(key)' (it shows: \(entries.map(\.key).joined(separator: ", ")))"
                    )
                }
                return i
            }
        }
        func behavior(_ entry: Entry) -> ToolbarCustomizationBehavior {
            if case .item(let item) = entry { return item.customizationBehavior }
            return .default
        }
        switch change {
        case .reset:
            return nil
        case .showPalette:
            return customization
        case .add(let key, let position):
            let entry: Entry
            if key == Self.space || key == Self.flexibleSpace {
                entry = .spacer(key == Self.space ? .fixed : .flexible)
            } else {
                guard let item = customizableItems.first(where: { $0.id == key }) else {
                    let ids = customizableItems.compactMap(\.id)
                    throw NavigationError(
                        "the toolbar '\(name)' has no item '\(key)' (items: \(ids.joined(separator: ", ")); or space, flexibleSpace)"
                    )
                }
                guard !entries.contains(.item(item)) else {
                    throw NavigationError("'\(key)' is already in the toolbar")
                }
                entry = .item(item)
            }
            let at = position ?? entries.count + 1
            guard at >= 1, at <= entries.count + 1 else {
                throw NavigationError("the toolbar '\(name)' has \(entries.count) entries; \(at) is past its end")
            }
            entries.insert(entry, at: at - 1)
        case .remove(let reference):
            let i = try index(of: reference)
            guard behavior(entries[i]) == .default else {
                throw NavigationError(
                    "'\(entries[i].key)' cannot be removed: its customizationBehavior is \(behavior(entries[i]).rawValue)"
                )
            }
            entries.remove(at: i)
        case .move(let reference, let position):
            let i = try index(of: reference)
            guard behavior(entries[i]) != .disabled else {
                throw NavigationError("'\(entries[i].key)' cannot be moved: its customizationBehavior is disabled")
            }
            guard position >= 1, position <= entries.count else {
                throw NavigationError("the toolbar '\(name)' has \(entries.count) entries; there is no \(position)")
            }
            let entry = entries.remove(at: i)
            entries.insert(entry, at: position - 1)
        }
        return entries.map(\.key)
    }
}
