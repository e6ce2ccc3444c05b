/// Turns chords into commands against a ``KeymapIndex``, keeping the pending
/// prefix of a multi-chord sequence.
///
/// Rules (docs/keymaps.md): a chord that continues a live sequence waits; a complete
/// binding that is also a live prefix fires after ``timeout`` or as soon as a
/// non-continuing chord arrives (which is then processed afresh); a dead
/// prefix is dropped whole.
package struct Dispatcher: Sendable, Hashable {
    /// What one chord did.
    package enum Outcome: Sendable, Hashable {
        /// An entry of the index fired.
        case fired(entry: Int32)
        /// A pending complete binding fired because this chord does not continue it;
        /// the chord was not consumed and must be pressed again.
        case firedPendingThenReplay(entry: Int32)
        /// A `null` binding matched: nothing fires and the keys are consumed.
        case blocked(entry: Int32)
        /// The chord continues a live sequence; see ``pending``.
        case pending
        /// The pending prefix plus this chord matches nothing live; all were dropped.
        case dropped(KeySequence)
        /// A lone chord that nothing is bound to here: not consumed (the host may
        /// hand it to line editing).
        case unbound
    }

    /// How long a complete binding that is also a prefix waits, in milliseconds.
    package var timeout: UInt64
    /// The chords pressed so far of an unfinished sequence.
    package private(set) var pending: [KeyboardShortcut] = []
    private var node: Int32 = 0
    private var pendingExact: Int32 = -1
    private var deadline: UInt64 = 0

    package init(timeout: UInt64 = 1000) {
        self.timeout = timeout
    }

    /// Whether a sequence is under way.
    package var isPending: Bool { node != 0 }

    /// Forgets any pending prefix (focus changed, ⌃C, keymap reloaded).
    package mutating func reset() {
        node = 0
        // Most chords fire with nothing pending: leave the empty array alone. Otherwise one
        // or two chords are pending, mostly: taken off one by one, keeping the storage, they
        // cost a fifth of `removeAll(keepingCapacity:)`, a generic replacement of the range.
        while !pending.isEmpty { pending.removeLast() }
        pendingExact = -1
    }

    /// When the pending complete binding fires if nothing else arrives, in ms.
    package var pendingDeadline: UInt64? { pendingExact >= 0 ? deadline : nil }

    /// Feeds one chord pressed at `now` (milliseconds, from an injected clock). `live`
    /// remembers what the chord found, for the next chord that reaches the same node.
    ///
    /// - Complexity: O(1) in the size of the keymap: one hash lookup and, the first time
    ///   a node of its shape is reached in a focus, a scan of its candidates and distinct
    ///   predicates.
    package mutating func press(
        _ chord: KeyboardShortcut, at now: UInt64, index: KeymapIndex, live: inout KeymapIndex.LiveSet
    ) -> Outcome {
        if pendingExact >= 0, now >= deadline {
            // The pending binding's time ran out before this chord (the host did not
            // tick in time): it fires, and the chord starts afresh.
            let entry = pendingExact
            reset()
            if index.isBlock(entry) { return press(chord, at: now, index: index, live: &live) }
            return .firedPendingThenReplay(entry: entry)
        }
        if let edge = index.edge(from: node, chord) {
            let next = edge.child
            let answer = index.answer(at: edge, &live)
            let best = answer.winner.map { index.candidate(of: next, at: $0) }
            if answer.continues {
                node = next
                pending.append(chord)
                pendingExact = best ?? -1
                // Saturating: a timeout of UInt64.max means "never".
                let (sum, overflow) = now.addingReportingOverflow(timeout)
                deadline = overflow ? .max : sum
                return .pending
            }
            if let best {
                reset()
                return answer.isBlock ? .blocked(entry: best) : .fired(entry: best)
            }
        }
        if node == 0 { return .unbound }
        if pendingExact >= 0 {
            let entry = pendingExact
            reset()
            if index.isBlock(entry) {
                // A blocked prefix fires nothing; the chord starts afresh.
                return press(chord, at: now, index: index, live: &live)
            }
            return .firedPendingThenReplay(entry: entry)
        }
        let dead = KeySequence(pending + [chord])
        reset()
        return .dropped(dead)
    }

    /// Takes the last chord off the pending sequence (⌫ in the REPL), as if only the chords
    /// before it had been pressed at `now`; with one chord pending, nothing is left pending.
    ///
    /// - Complexity: O(k) in the pending chords.
    package mutating func stepBack(at now: UInt64, index: KeymapIndex, live: KeymapIndex.LiveSet) {
        let chords = Array(pending.dropLast())
        reset()
        var next: Int32 = 0
        for chord in chords {
            guard let child = index.child(of: next, chord) else { return }
            next = child
        }
        guard next != 0 else { return }
        node = next
        pending = chords
        pendingExact = index.bestLive(at: next, live) ?? -1
        let (sum, overflow) = now.addingReportingOverflow(timeout)
        deadline = overflow ? .max : sum
    }

    /// Fires a pending complete binding whose timeout has passed.
    package mutating func tick(at now: UInt64, index: KeymapIndex) -> Outcome? {
        guard pendingExact >= 0, now >= deadline else { return nil }
        let entry = pendingExact
        reset()
        return index.isBlock(entry) ? .blocked(entry: entry) : .fired(entry: entry)
    }
}
