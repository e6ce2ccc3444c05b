/// The search reducer: Edit › Find on the key window's search field. A search field
/// belongs to a view that shows (`searchable`); it finds the records of its type whose
/// titles hold the typed text, in the order the records are declared.
extension AppState {
    /// Types `text` in the key window's search field (and gives it focus); the match is cleared.
    /// In a tab view with a search-role tab, the field is that tab's: it is selected first.
    public mutating func search(_ text: String, in model: NavigationModel) throws(NavigationError) {
        try selectSearchTab(in: model)
        _ = try searchedType(in: model)
        focusedScene.search = SearchState(text: text, isPresented: true)
    }

    /// Selects the search-role tab, which owns the search field, when the tab view has one.
    private mutating func selectSearchTab(in model: NavigationModel) throws(NavigationError) {
        guard let search = model.tabLayout?.searchTab, focusedScene.tabs?.selected != search.id else { return }
        try focusedScene.selectTab(search.id, in: model)
        focusedScene.search.isPresented = true
    }

    /// Does `action` to the key window's search field; with a search-role tab, on that tab.
    /// - Returns: the note a person sees, if any.
    public mutating func find(_ action: FindAction, in model: NavigationModel) throws(NavigationError) -> String? {
        // Use Selection for Find takes the selection where it is, then searches for it.
        let selection = action == .useSelection ? focusedValues(in: model) : []
        try selectSearchTab(in: model)
        let type = try searchedType(in: model)
        switch action {
        case .show:
            focusedScene.search.isPresented = true
            return nil
        case .replace:
            throw NavigationError("a search field finds, it does not replace")
        case .next, .previous:
            return try step(forward: action == .next, type: type)
        case .useSelection:
            guard let selected = selection.first(where: { $0.type == type }), let record = record(selected)
            else {
                throw NavigationError("no \(type) is selected")
            }
            focusedScene.search = SearchState(
                text: record.title, isPresented: focusedScene.search.isPresented, match: selected)
            return "Searching for '\(record.title)'"
        case .jumpToSelection:
            guard let match = focusedScene.search.match else {
                throw NavigationError("there is no match to jump to: Find Next finds one")
            }
            try showPath([match], in: model)
            return "Showed \(match) → \(focusedScene.path.formattedPath)"
        }
    }

    /// The values focused now in the key window, by name order: what Use Selection for Find
    /// can search for.
    private func focusedValues(in model: NavigationModel) -> [PathValue] {
        model.tree(of: focusedScene).focusedValues.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The record type the key window's search field finds: the first view on the focus path
    /// that has one, else a shown view's, else the root of the stack the focus is in (on macOS
    /// a `.searchable` field sits in the window's toolbar while its view is in the window,
    /// under whatever was pushed on it).
    private func searchedType(in model: NavigationModel) throws(NavigationError) -> String {
        let scene = focusedScene
        let tree = model.tree(of: scene)
        var views = tree.focusPath.reversed().compactMap(\.view) + tree.shownViews.compactMap(\.view)
        if scene.kind == .window, scene.sheet?.isBesideContent ?? true {
            switch model.layout {
            case .stack: views.append(model.rootView)
            case .tabView(let tabs):
                if let tab = scene.tabs.flatMap({ tabs.tab(id: $0.selected) }) { views.append(tab.root) }
            case .splitView: break
            }
        }
        guard let type = views.lazy.compactMap(\.searchable).first else {
            throw NavigationError("no view here has a search field")
        }
        return type
    }

    /// Moves the match to the next (or previous) record whose title holds the search text.
    private mutating func step(forward: Bool, type: String) throws(NavigationError) -> String {
        let text = focusedScene.search.text
        guard !text.isEmpty else { throw NavigationError("the search field is empty (search TEXT types in it)") }
        let needle = text.lowercased()
        let matches = (records[type] ?? []).filter { $0.title.lowercased().contains(needle) }
        guard !matches.isEmpty else { throw NavigationError("no \(type) matches '\(text)'") }
        let current = matches.firstIndex { PathValue(type: type, id: $0.id) == focusedScene.search.match }
        let index: Int
        switch (current, forward) {
        case (nil, true): index = 0
        case (nil, false): index = matches.count - 1
        case (let i?, true): index = (i + 1) % matches.count
        case (let i?, false): index = (i + matches.count - 1) % matches.count
        }
        focusedScene.search.match = PathValue(type: type, id: matches[index].id)
        return "Found '\(matches[index].title)' (\(index + 1) of \(matches.count))"
    }
}
