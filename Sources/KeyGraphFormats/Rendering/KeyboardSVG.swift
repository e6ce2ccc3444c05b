import KeyGraph

/// `keygraph keys --format svg`: one modifier layer of a ``KeyboardMap`` as a standalone
/// SVG, for READMEs: the keyboard with the layer's modifiers pressed, each bound key
/// filled and labelled with its command's title (another editor's command: the label
/// made from its id; an SF Symbol's name is never drawn as text), a key that starts
/// sequences marked `…`, and a conflict (a `keygraph check` warning) outlined. The
/// output is deterministic, so a committed SVG can be compared with what the binary prints.
package enum KeyboardSVG {
    static let unit = 64.0
    static let gap = 4.0

    /// The SVG of `layer` (a layer name: `cmd`, `ctrl+shift`, empty for no modifiers).
    package static func svg(_ map: KeyboardMap, layer: String, shape: KeyboardLayout.Shape) -> String {
        let keyboard = map.keyboard(shape)
        let style = map.platform.shortcutStyle
        let top = 44.0
        let width = keyboard.width * unit
        let height = keyboard.height * unit + top
        let pressed = Set(layer.split(separator: "+").map(String.init))
        let bound = boundKeys(map, layer: layer)
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="system-ui, -apple-system, Segoe UI, sans-serif">

            """
        let heading = "\(map.appName): the \(KeyCap.display(layer: layer, style: style)) layer (\(bound.count) bound)"
        out += "<title>\(TextEscaping.html.escaping(heading))</title>\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        out += "<text x=\"4\" y=\"26\" font-size=\"18\" font-weight=\"600\" fill=\"#1d1d1f\">"
        out += "\(TextEscaping.html.escaping(heading))</text>\n"
        for key in keyboard.keys {
            let x = key.x * unit + gap / 2
            let y = key.y * unit + top + gap / 2
            let w = key.width * unit - gap
            let h = key.height * unit - gap
            let isPressed = key.modifier.map(pressed.contains) ?? false
            let label = bound[key.cap]
            let (fill, line) =
                isPressed
                ? ("#1d1d1f", "#1d1d1f")
                : label.map { $0.isPrefix ? ("#efe5ff", "#8e5be8") : ("#e3eeff", "#5b8def") } ?? ("#fbfbfd", "#c7c7cc")
            out += "<g data-key=\"\(TextEscaping.html.escaping(key.cap))\""
            if let label { out += " data-command=\"\(TextEscaping.html.escaping(label.commands))\"" }
            out += ">"
            out += shapePath(key, x: x, y: y, w: w, h: h, fill: fill, line: line)
            if label?.isConflict == true {
                out += "<rect x=\"\(number(x + 2))\" y=\"\(number(y + 2))\" width=\"\(number(w - 4))\" "
                out += "height=\"\(number(h - 4))\" rx=\"5\" fill=\"none\" stroke=\"#d98a00\" stroke-width=\"3\"/>"
            }
            let textX = key.isTallEnter ? x + 0.25 * unit + 6 : x + 6
            let ink = isPressed ? "#ffffff" : "#6e6e73"
            var legend = key.label
            if let shifted = key.shifted { legend = shifted + " " + legend }
            if let third = key.third { legend += " " + third }
            out += text(legend, x: textX, y: y + 14, size: 10, fill: ink)
            if let label {
                var lines = wrap(label.title, width: w - 10, size: 10.5)
                if lines.count > 3 { lines[2] += "…" }
                for (n, part) in lines.prefix(3).enumerated() {
                    out += text(part, x: textX, y: y + 30 + Double(n) * 12, size: 10.5, fill: "#1d1d1f", weight: "600")
                }
            }
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// What a bound key shows: the title of the binding that wins a tie on it (the last
    /// written), or `KEYS …` for a key that only starts sequences.
    struct Label {
        var title: String
        var commands: String
        var isPrefix: Bool
        var isConflict: Bool
    }

    /// The bound keys of `layer`, by cap, from the map's firing bindings.
    static func boundKeys(_ map: KeyboardMap, layer: String) -> [String: Label] {
        var byCap: [String: [(Int, KeymapBinding)]] = [:]
        for (i, binding) in map.firing {
            let first = map.keyCap(binding.sequence.chords[0])
            if first.layer == layer { byCap[first.cap, default: []].append((i, binding)) }
        }
        var labels: [String: Label] = [:]
        for (cap, list) in byCap {
            let fires = list.filter { $0.1.sequence.count == 1 }
            let longer = list.filter { $0.1.sequence.count > 1 }
            var commands: [String] = []
            for (_, binding) in fires.reversed() + longer {
                if let id = binding.commandID, !commands.contains(id) { commands.append(id) }
            }
            let isConflict = list.contains { map.annotations[$0.0].diagnostics.contains { $0.severity != "note" } }
            if let (i, binding) = fires.last {
                let note = map.annotations[i]
                labels[cap] = Label(
                    title: note.title ?? binding.commandID ?? "",
                    commands: commands.joined(separator: " "), isPrefix: false, isConflict: isConflict)
            } else {
                let first = map.annotations[longer[0].0].display.split(separator: " ").first.map(String.init) ?? cap
                labels[cap] = Label(
                    title: "\(first) … (\(longer.count))", commands: commands.joined(separator: " "),
                    isPrefix: true, isConflict: isConflict)
            }
        }
        return labels
    }

    static func shapePath(
        _ key: KeyboardLayout.Key, x: Double, y: Double, w: Double, h: Double, fill: String, line: String
    ) -> String {
        let paint = "fill=\"\(fill)\" stroke=\"\(line)\" stroke-width=\"1\""
        guard key.isTallEnter else {
            return "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(w))\" height=\"\(number(h))\" "
                + "rx=\"6\" \(paint)/>"
        }
        // ISO Enter: full width on the top row, 0.25u narrower on the bottom row.
        let step = 0.25 * unit
        let mid = y + unit - gap / 2
        let points = [
            (x, y), (x + w, y), (x + w, y + h), (x + step, y + h), (x + step, mid), (x, mid),
        ]
        return
            "<polygon points=\"\(points.map { "\(number($0.0)),\(number($0.1))" }.joined(separator: " "))\" \(paint)/>"
    }

    static func text(
        _ content: String, x: Double, y: Double, size: Double, fill: String, weight: String? = nil
    ) -> String {
        let bold = weight.map { " font-weight=\"\($0)\"" } ?? ""
        return "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\" fill=\"\(fill)\"\(bold)>"
            + TextEscaping.html.escaping(content) + "</text>"
    }

    /// `text` in lines of at most `width` points (an estimate: 0.55 em per character),
    /// broken at spaces; a word longer than a line is cut with `…`.
    static func wrap(_ text: String, width: Double, size: Double) -> [String] {
        let perLine = max(3, Int(width / (size * 0.55)))
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count <= perLine {
                current = candidate
            } else {
                if !current.isEmpty { lines.append(current) }
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { $0.count > perLine ? String($0.prefix(perLine - 1)) + "…" : $0 }
    }

    /// A coordinate without trailing zeros.
    static func number(_ value: Double) -> String { KeyboardPage.unit(value) }
}
