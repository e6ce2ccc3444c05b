/// What may follow a pending prefix: the which-key panel's rows (docs/repl.md), and the
/// step back (⌫) that takes its last chord off.
extension Session {
    /// A binding that continues the pending sequence.
    public struct Continuation: Sendable, Hashable {
        /// Where a continuation comes from: the view whose context its `when` clause
        /// matched, or, for a binding without one, its keymap.
        public enum Source: Sendable, Hashable {
            /// A view of the focus path (`RecipeDetail`): the binding is local to it.
            case context(String)
            /// A keymap's name (`Default`, `REPL`): the binding holds everywhere.
            case keymap(String)
        }

        /// The chords still to press after the pending ones (`⌃F` after `⌃K`); none for the
        /// pending keys' own binding, which fires when the chord timeout passes.
        public var keys: KeySequence
        /// The command it runs; nil for a `null` binding, which blocks its keys.
        public var command: String?
        /// The command's title as menus show it (`Toggle Favorite`); the id of a command the
        /// app does not have; `(blocked)` for a `null` binding.
        public var title: String
        public var source: Source
        /// Whether the command can run now (a disabled one fails when its keys are pressed).
        public var isEnabled: Bool

        public init(keys: KeySequence, command: String?, title: String, source: Source, isEnabled: Bool = true) {
            self.keys = keys
            self.command = command
            self.title = title
            self.source = source
            self.isEnabled = isEnabled
        }
    }

    /// The live bindings that continue the pending sequence, local before global: those
    /// whose `when` clause matched the deepest view first, then in keymap order. When the
    /// pending keys are a binding themselves, that one comes first, with no keys: it fires
    /// when the chord timeout passes. Empty when nothing is pending.
    ///
    /// - Complexity: O(s log s) in the bindings below the prefix.
    public var continuations: [Continuation] {
        guard dispatcher.isPending else { return [] }
        let prefix = dispatcher.pending.count
        let path = focusPath
        return index.liveContinuations(of: pendingKeys, live: liveSet, includingPrefix: true).map { entry, depth in
            let binding = entry.binding
            let keys = KeySequence(Array(binding.sequence.chords.dropFirst(prefix)))
            let source: Continuation.Source =
                depth >= 0 && depth < path.count
                ? .context(path[depth])
                : .keymap(Int(entry.layer) < index.layers.count ? index.layers[Int(entry.layer)].name : "keymap")
            guard let id = binding.commandID else {
                return Continuation(keys: keys, command: nil, title: "(blocked)", source: source)
            }
            guard let command = app.commands.command(id: id) else {
                return Continuation(keys: keys, command: id, title: id, source: source, isEnabled: false)
            }
            return Continuation(
                keys: keys, command: id,
                title: title(of: command), source: source,
                isEnabled: disabledReason(command) == nil)
        }
    }

    /// Whether `chord` continues the pending sequence with a live binding.
    public func continuesPending(with chord: KeyboardShortcut) -> Bool {
        guard dispatcher.isPending, let node = index.node(for: KeySequence(dispatcher.pending + [chord])) else {
            return false
        }
        let live = liveSet
        return index.bestLive(at: node, live) != nil || index.hasLiveContinuation(at: node, live)
    }
}

extension Session.Continuation: CustomStringConvertible {
    /// `ctrl+f → recipe.toggleFavorite "Toggle Favorite" (RecipeDetail)`.
    public var description: String {
        let source: String
        switch self.source {
        case .context(let view): source = view
        case .keymap(let name): source = name + " keymap"
        }
        return "\(keys) → \(command ?? "(blocked)") \"\(title)\" (\(source))" + (isEnabled ? "" : ", disabled")
    }
}
