import KeyGraph
import KeyGraphFormats

/// Keyboard layouts from the machine's xkb-data, compiled by libxkbcommon: the
/// ``TypingLayoutProvider`` `--keyboard-layout` uses.
///
/// Names are checked against the rules' list (`rules/evdev.lst`) first, so an unknown one
/// gets the closest names xkb has; a listed name xkbcommon still refuses gets its reason.
package struct XKBLayouts: TypingLayoutProvider {
    /// The xkb-data root: `$XKB_CONFIG_ROOT`, else Debian's `/usr/share/X11/xkb` (Homebrew's on macOS).
    package let root: String
    /// Layout → its description; (layout, variant) → the variant's description.
    package let layouts: [String: String]
    package let variants: [String: [String: String]]

    package init(root: String? = nil) {
        let root = root ?? System.environment("XKB_CONFIG_ROOT") ?? System.defaultXKBRoot
        self.root = root
        let catalog = Self.catalog(System.readFile(root + "/rules/evdev.lst") ?? "")
        layouts = catalog.layouts
        variants = catalog.variants
    }

    package func layout(named name: LayoutName) throws(SyntaxError) -> TypingLayout {
        guard !layouts.isEmpty else {
            throw SyntaxError(
                "no xkb layouts on this machine: \(root)/rules/evdev.lst is missing (Debian: apt-get install xkb-data)",
                column: name.column, length: name.description.count)
        }
        guard let description = layouts[name.layout] else {
            throw SyntaxError(
                "unknown keyboard layout '\(name.layout)'", column: name.column, length: name.layout.count,
                hint: closest(to: name.layout, among: layouts.keys))
        }
        var title = description
        if let variant = name.variant {
            let known = variants[name.layout] ?? [:]
            guard let variantTitle = known[variant] else {
                let hint =
                    known.isEmpty
                    ? "xkb has no variants of '\(name.layout)'"
                    : closest(to: variant, among: known.keys)
                        ?? "the variants of '\(name.layout)': \(known.keys.sorted().prefix(8).joined(separator: ", "))\(known.count > 8 ? ", …" : "")"
                throw SyntaxError(
                    "unknown variant '\(variant)' of the keyboard layout '\(name.layout)'",
                    column: name.column + name.layout.count + 1, length: variant.count, hint: hint)
            }
            title = variantTitle
        }
        let positions = KeyPosition.all
        switch XKB.compile(root: root, layout: name.layout, variant: name.variant, keys: positions.map(\.xkbName)) {
        case .failure(let failure):
            let reason = failure.log.split(separator: "\n").first.map(String.init) ?? "no reason given"
            throw SyntaxError(
                "xkb cannot compile the keyboard layout '\(name)': \(reason)", column: name.column,
                length: name.description.count)
        case .success(let compiled):
            let keys = positions.map { position in
                TypingLayout.Key(position, (compiled.keysyms[position.xkbName] ?? []).map { $0.flatMap(Self.symbol) })
            }
            return TypingLayout(
                name: name.description, description: title, isMac: name.variant?.hasPrefix("mac") ?? false, keys: keys)
        }
    }

    /// `did you mean 'de'?` and the next closest names, up to three.
    private func closest(to name: String, among names: Dictionary<String, String>.Keys) -> String? {
        var candidates = Array(names).sorted()
        var found: [String] = []
        while found.count < 3, let next = Suggestion.closest(to: name, among: candidates, closeness: .lenient) {
            found.append(next)
            candidates.removeAll { $0 == next }
        }
        guard !found.isEmpty else { return nil }
        return "closest xkb names: " + found.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// A keysym as a layout's symbol: its character, or a dead key's spacing accent.
    static func symbol(_ keysym: XKB.Keysym) -> TypingLayout.Symbol? {
        if let character = keysym.character, character.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) {
            return TypingLayout.Symbol(character)
        }
        guard keysym.name.hasPrefix("dead_"), let accent = deadAccents[String(keysym.name.dropFirst(5))] else {
            return nil
        }
        return TypingLayout.Symbol(accent, isDead: true)
    }

    static let deadAccents: [String: Character] = [
        "grave": "`", "acute": "´", "circumflex": "^", "tilde": "~", "diaeresis": "¨", "cedilla": "¸",
        "abovering": "°", "caron": "ˇ", "macron": "¯", "breve": "˘", "abovedot": "˙", "doubleacute": "˝",
        "ogonek": "˛",
    ]

    /// The `! layout` and `! variant` sections of an xkb rules list.
    static func catalog(_ text: String) -> (layouts: [String: String], variants: [String: [String: String]]) {
        var layouts: [String: String] = [:]
        var variants: [String: [String: String]] = [:]
        var section = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("!") {
                section = line.dropFirst().trimmingCharacters(in: " ")
                continue
            }
            let fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard fields.count == 2 else { continue }
            let name = String(fields[0])
            let rest = fields[1].trimmingCharacters(in: " ")
            switch section {
            case "layout": layouts[name] = rest
            case "variant":
                // `mac             de: German (Macintosh)`
                guard let colon = rest.firstIndex(of: ":") else { continue }
                let layout = String(rest[..<colon])
                variants[layout, default: [:]][name] = rest[rest.index(after: colon)...].trimmingCharacters(in: " ")
            default: continue
            }
        }
        return (layouts, variants)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
