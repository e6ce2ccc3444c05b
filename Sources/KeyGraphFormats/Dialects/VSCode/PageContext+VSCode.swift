import KeyGraph

extension PageContext {
    /// The parts of VS Code that hold the focus, one at a time, as the keyboard page offers
    /// them: the places of its focus model (``WhenSolver/FocusRules/vsCode``), a text editor
    /// first (VS Code's main editing focus), each with the keys the model says hold there too.
    static let vsCode = WhenSolver.FocusRules.vsCode.pageContexts()
}

extension WhenSolver.FocusRules {
    /// Each place as a page context in `explain --context`'s notation: its keys, then the
    /// keys they imply (`editorTextFocus` brings `editorFocus`, `textInputFocus`,
    /// `inputFocus`). A place whose keys the rules forbid together is not offered: the page
    /// shows no context the editor cannot build. Keys that hold only in their own view
    /// (``viewOnly``) are left unset, so false, where the place does not state them.
    func pageContexts() -> [PageContext] {
        places.compactMap { place in
            let truthy = place.keys.filter { !$0.contains("=") && !$0.hasPrefix("!") }
            guard let held = closure(of: truthy) else { return nil }
            let rest = place.keys.filter { !truthy.contains($0) }
            let stated = (held + rest).joined(separator: ", ")
            return PageContext(place.name, stated, openedFor: place.openedFor)
        }
    }
}
