import KeyGraph

/// What each of the user's rules does to the editor's default keymap (`keygraph keys
/// --changed`, docs/keymaps.md): it adds a binding, replaces defaults on the same keys
/// (wherever they apply, or where both apply), restates a default, or removes defaults.
/// These are the intended changes `check` does not warn about.
package enum DefaultsChanges {
    /// One user rule and what it does to the defaults.
    package struct Change: Sendable {
        package enum Kind: String, Sendable {
            /// Keys no default binds where the rule applies.
            case added
            /// The rule wins over defaults on the same keys, wherever they apply or in part.
            case replaced
            /// The same command, arguments and clause as a default: it changes nothing.
            case restated
            /// A `-command` removal or a Zed `unbind`.
            case removed
        }

        /// A default the rule replaces or removes; `witness` says where, when only in part.
        package struct Affected: Sendable {
            package var binding: KeymapBinding
            package var file: String
            package var witness: String?
        }

        package var kind: Kind
        package var binding: KeymapBinding
        package var file: String
        package var defaults: [Affected]
        /// Defaults on longer or shorter keys with the same start that apply where the rule
        /// does: their sequences change (`check` reports how, at the rule).
        package var sequences = 0
    }

    /// The changes of every rule above the first `defaults` layers, in file order.
    ///
    /// - Complexity: O(n + u · d) for n bindings and u user rules sharing keys with d
    ///   defaults, each question to the world's overlap oracle bounded.
    package static func changes(layers: [Keymap], defaults: Int) -> [Change] {
        guard let dialect = layers.first?.dialect, defaults > 0, defaults < layers.count else { return [] }
        let index = KeymapIndex(layers: layers)
        // Where a dialect ranks by depth, a rule replaces a default only where it ranks alike.
        let tied = dialect.rules.precedence == .depthThenOrder
        return dialect.format.analysis.defaultsChanges(index, layers, Int32(defaults), tied)
    }

    static func changes<Oracle: OverlapOracle>(
        _ index: KeymapIndex, layers: [Keymap], defaults: Int32, tied: Bool, _ oracle: inout Oracle
    ) -> [Change] {
        var defaultsBySequence: [KeySequence: [KeymapIndex.Entry]] = [:]
        var defaultsByFirstChord: [KeyboardShortcut: [KeymapIndex.Entry]] = [:]
        var entryAt: [Place: KeymapIndex.Entry] = [:]
        for entry in index.entries {
            if entry.layer < defaults {
                defaultsBySequence[entry.binding.sequence, default: []].append(entry)
                if let chord = entry.binding.sequence.chords.first, competes(entry.binding) {
                    defaultsByFirstChord[chord, default: []].append(entry)
                }
            } else {
                entryAt[Place(layer: entry.layer, position: entry.binding.position)] = entry
            }
        }
        // What each removal took out, by where the removal was written.
        var removedBy: [PlaceInFile: [Change.Affected]] = [:]
        for removals in index.removed.values {
            for r in removals {
                let file = layers[Int(r.entry.layer)].file
                removedBy[PlaceInFile(file: r.file, position: r.removal.position), default: []].append(
                    Change.Affected(binding: r.entry.binding, file: file, witness: nil))
            }
        }
        var result: [Change] = []
        for layer in Int(defaults)..<layers.count {
            let keymap = layers[layer]
            for binding in keymap.bindings {
                var change = Change(kind: .added, binding: binding, file: keymap.file, defaults: [])
                switch binding.action {
                case .remove:
                    change.kind = .removed
                    change.defaults = (removedBy[PlaceInFile(file: keymap.file, position: binding.position)] ?? [])
                        .sorted { ($0.file, $0.binding.position) < ($1.file, $1.binding.position) }
                case .unbind(let command):
                    change.kind = .removed
                    change.defaults = (defaultsBySequence[binding.sequence] ?? []).filter {
                        $0.binding.commandID == command
                    }.map { Change.Affected(binding: $0.binding, file: layers[Int($0.layer)].file, witness: nil) }
                case .command, .block:
                    guard let user = entryAt[Place(layer: Int32(layer), position: binding.position)] else { break }
                    for other in defaultsBySequence[binding.sequence] ?? [] where competes(other.binding) {
                        let file = layers[Int(other.layer)].file
                        if oracle.covers(user, other) {
                            change.defaults.append(Change.Affected(binding: other.binding, file: file, witness: nil))
                        } else if let witness = oracle.witness(user, other, tied: tied) {
                            change.defaults.append(
                                Change.Affected(binding: other.binding, file: file, witness: witness))
                        }
                    }
                    let chords = binding.sequence.chords
                    change.sequences =
                        (chords.first.flatMap { defaultsByFirstChord[$0] } ?? []).filter { other in
                            let theirs = other.binding.sequence.chords
                            guard theirs.count != chords.count else { return false }
                            let starts =
                                theirs.count > chords.count ? theirs.starts(with: chords) : chords.starts(with: theirs)
                            return starts && oracle.witness(user, other, tied: false) != nil
                        }.count
                    if !change.defaults.isEmpty {
                        let same = change.defaults.allSatisfy {
                            $0.witness == nil && $0.binding.action == binding.action
                                && $0.binding.arguments == binding.arguments
                                && ($0.binding.when?.normalized == binding.when?.normalized)
                        }
                        change.kind = same ? .restated : .replaced
                    }
                }
                result.append(change)
            }
        }
        return result
    }

    private static func competes(_ binding: KeymapBinding) -> Bool {
        switch binding.action {
        case .command, .block: true
        case .remove, .unbind: false
        }
    }

    private struct Place: Hashable {
        var layer: Int32
        var position: SourcePosition
    }

    private struct PlaceInFile: Hashable {
        var file: String
        var position: SourcePosition
    }
}
