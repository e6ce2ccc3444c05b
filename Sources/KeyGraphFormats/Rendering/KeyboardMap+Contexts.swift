import KeyGraph

/// A context the keyboard page shows another editor's keys in: the binding that fires there
/// labels each key (docs/keys.md). Each dialect lists its own, the editor's main editing
/// focus first (``DialectFormat/pageContexts``, in its folder), stated as `explain --context`
/// takes them, over the values the editor gives the keys left unset.
package struct PageContext: Sendable, Hashable {
    /// What the picker says (`Editing text`).
    package var name: String
    /// The context, in the dialect's `explain --context` notation.
    package var stated: String
    /// Context keys that make it the page's opening context when the user's own files test
    /// one of them (`vim_mode`: a vim user edits in vim's normal mode).
    package var openedFor: [String]

    package init(_ name: String, _ stated: String, openedFor: [String] = []) {
        self.name = name
        self.stated = stated
        self.openedFor = openedFor
    }
}

extension KeyboardMap {
    /// For another editor's keymap: each of its dialect's page contexts a view, and for each
    /// binding the contexts where it fires (``Annotation/wins``) or where a higher layer's
    /// rule removed it (``Annotation/removedIn``), as `explain --context` finds them.
    mutating func findEditorWinners() {
        guard let dialect = editor, let stated = dialect.format.statedContext else { return }
        var chosen: [(name: String, context: KeyContext)] = []
        for page in dialect.format.pageContexts {
            guard let (context, _) = try? stated(page.stated, platform) else { continue }
            chosen.append((page.name, context))
        }
        views = chosen.map(\.name)
        let own = Set(contexts.prefix(ownContexts))
        let pages = dialect.format.pageContexts.filter { page in chosen.contains { $0.name == page.name } }
        openingView = pages.firstIndex { !own.isDisjoint(with: $0.openedFor) } ?? 0
        let index = KeymapIndex(layers: layers)
        let lives = chosen.map { index.liveSet(in: $0.context) }
        var explained: [KeySequence: [[KeymapIndex.Candidate]]] = [:]
        var i = 0
        for (l, layer) in layers.enumerated() {
            for binding in layer.bindings {
                defer { i += 1 }
                switch binding.action {
                case .command, .block: break
                case .remove, .unbind: continue
                }
                let perView =
                    explained[binding.sequence] ?? lives.map { index.explain(binding.sequence, live: $0) }
                explained[binding.sequence] = perView
                for (v, candidates) in perView.enumerated() {
                    guard let mine = candidates.first(where: { $0.layer == l && $0.binding == binding }) else {
                        continue
                    }
                    switch mine.verdict {
                    case .wins: annotations[i].wins.append(v)
                    case .removed, .unbound: annotations[i].removedIn.append(v)
                    default: break
                    }
                }
            }
        }
    }
}
