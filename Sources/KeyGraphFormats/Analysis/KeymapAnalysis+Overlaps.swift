import KeyGraph

extension KeymapAnalysis {
    // MARK: - Bindings that overlap in some focus

    /// Two bindings of one layer on the same keys that apply in the same focus with the same
    /// specificity: the earlier never fires there.
    static func checkShadowedBindings(
        _ bySequence: [KeySequence: [KeymapIndex.Entry]], layers: [Keymap], overlaps: inout FocusOverlaps,
        report: inout Reporter
    ) {
        func fileOf(_ entry: KeymapIndex.Entry) -> String { layers[Int(entry.layer)].file }
        for (_, entries) in bySequence where entries.count > 1 {
            var reported: Set<Int32> = []
            for (i, earlier) in entries.enumerated() where earlier.binding.commandID != nil {
                for later in entries[(i + 1)...] where later.layer == earlier.layer && !reported.contains(earlier.order)
                {
                    guard overlaps.overlap(earlier, later, sameDepth: true) else { continue }
                    reported.insert(earlier.order)
                    let keys = earlier.binding.sequence.canonical
                    let at = "\(fileOf(later)):\(later.binding.position.line):\(later.binding.position.column)"
                    let same = earlier.binding.action == later.binding.action
                    let message =
                        same
                        ? "duplicate binding: '\(keys)' → '\(earlier.binding.actionSource)' is bound again at \(at)"
                        : "'\(keys)' → '\(earlier.binding.actionSource)' never fires where '\(later.binding.actionSource)' (\(at)) also applies: the later binding wins"
                    report.add(
                        .warning, fileOf(earlier), earlier.binding.keyPosition, fallback: earlier.binding.position,
                        length: report.keyText(of: earlier.binding, in: fileOf(earlier))?.count ?? keys.count, message,
                        hint: same
                            ? "remove one of them" : "give them different keys, or 'when' clauses that do not overlap")
                }
            }
        }
    }

    /// A bound sequence that also starts a longer live sequence in some focus.
    static func checkPrefixes(
        of index: KeymapIndex, _ bySequence: [KeySequence: [KeymapIndex.Entry]], layers: [Keymap],
        overlaps: inout FocusOverlaps, report: inout Reporter
    ) {
        func fileOf(_ entry: KeymapIndex.Entry) -> String { layers[Int(entry.layer)].file }
        var prefixReported: Set<Int32> = []
        for entry in index.entries where entry.binding.sequence.count > 1 {
            let chords = entry.binding.sequence.chords
            for length in 1..<chords.count {
                let prefix = KeySequence(Array(chords[0..<length]))
                for shorter in bySequence[prefix] ?? [] where shorter.binding.commandID != nil {
                    guard !prefixReported.contains(shorter.order), overlaps.overlap(shorter, entry, sameDepth: false)
                    else { continue }
                    prefixReported.insert(shorter.order)
                    let at = "\(fileOf(entry)):\(entry.binding.position.line):\(entry.binding.position.column)"
                    report.add(
                        .warning, fileOf(shorter), shorter.binding.keyPosition, fallback: shorter.binding.position,
                        length: report.keyText(of: shorter.binding, in: fileOf(shorter))?.count
                            ?? prefix.canonical.count,
                        "'\(prefix.canonical)' is bound and also starts '\(entry.binding.sequence.canonical)' (\(at)): engines that fire at once make the longer sequence unreachable, and KeyGraph fires '\(prefix.canonical)' only after the timeout",
                        hint: "bind the shorter sequence to other keys, or give them 'when' clauses that do not overlap"
                    )
                }
            }
        }
    }

    /// Whether two bindings apply together in some focus the app can have; each `when` clause
    /// is evaluated once per focus and remembered.
    struct FocusOverlaps {
        let contexts: [KeyContext]
        private var cache: [WhenClause: [Int?]] = [:]

        init(contexts: [KeyContext]) { self.contexts = contexts }

        /// The clause's value in each focus (`-1` everywhere for no clause).
        mutating func liveness(_ clause: WhenClause?) -> [Int?] {
            guard let clause else { return contexts.map { _ in -1 } }
            if let known = cache[clause] { return known }
            let values = contexts.map { clause.evaluate(in: $0) }
            cache[clause] = values
            return values
        }

        /// Whether `a` and `b` both apply in some focus (`sameDepth`: with the same specificity).
        mutating func overlap(_ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, sameDepth: Bool) -> Bool {
            let x = liveness(a.binding.when)
            let y = liveness(b.binding.when)
            for i in x.indices {
                if let p = x[i], let q = y[i], !sameDepth || p == q { return true }
            }
            return false
        }
    }
}
