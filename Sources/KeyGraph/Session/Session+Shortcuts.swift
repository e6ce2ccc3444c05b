/// The ONE rule for which shortcut a command shows, used by every
/// renderer: menus, context menus, toolbars, cheat sheets and help.
extension Session {
    /// The shortcut shown for `commandID`: the highest-precedence binding that
    /// would fire in the current focus, else the default binding.
    ///
    /// A binding "would fire" when its `when` clause holds now and it wins its key
    /// sequence (no higher layer, deeper context or later binding takes the keys).
    /// Among those, the highest precedence is the highest layer, then the deepest
    /// context, then the latest. The default binding is the command's own shortcut
    /// (`declared` on the menu item, else the command's `.keyboardShortcut` or its
    /// standard selector's); failing that, the first
    /// binding for the command in the lowest layer that has one, whatever its `when`.
    ///
    /// - Complexity: O(b · k) in the bindings and their chords.
    public func displayedShortcut(for commandID: String, declared: KeyboardShortcut? = nil) -> KeySequence? {
        let live = index.liveSet(in: keyContext)
        var best: (entry: KeymapIndex.Entry, key: (Int32, Int32, Int32))? = nil
        for (position, entry) in index.entries.enumerated() where entry.binding.commandID == commandID {
            let specificity = live.specificity[Int(entry.predicate)]
            guard specificity != Int32.min, let node = index.node(for: entry.binding.sequence),
                index.bestLive(at: node, live) == Int32(position)
            else { continue }
            let key = (entry.layer, specificity, entry.order)
            if best.map({ key > $0.key }) ?? true { best = (entry, key) }
        }
        if let best { return best.entry.binding.sequence }
        if let own = declared ?? app.commands.command(id: commandID)?.shortcut { return KeySequence([own]) }
        return index.entries.first { $0.binding.commandID == commandID }?.binding.sequence
    }
}
