import KeyGraph

extension MenuRenderer {
    /// The toolbar as text: each placement, then one line per plate, and under a plate the items
    /// of each `Menu` on it. Icon items show `[icon] "label"`, title items their title, a menu
    /// ends in `▸`, `*` marks the prominent item, and a plate a flexible space pushes away
    /// starts with `↔`.
    public func text(toolbar plates: [ToolbarPlate], view: String) -> String {
        var lines = ["Toolbar (\(view.escapedForDisplay))"]
        if plates.isEmpty { lines.append("  (no items)") }
        var placement: ToolbarPlacement? = nil
        for plate in plates {
            if plate.placement != placement {
                lines.append("  \(plate.placement.rawValue)")
                placement = plate.placement
            }
            let items = plate.items.map { shown -> String in
                let entry = shown.entry
                var text = shown.item.isProminent ? "*" : ""
                if entry.isChecked { text += "✓" }
                let icon = entry.icon.map { "[\($0)]" } ?? "[?]"
                let label = shown.accessibilityLabel ?? entry.title
                switch shown.item.label {
                case .icon: text += "\(icon) \"\(label.escapedForDisplay)\""
                case .title: text += entry.title.escapedForDisplay
                case .both: text += "\(icon) \(entry.title.escapedForDisplay)"
                }
                if entry.kind == .submenu { text += " ▸" }
                if !entry.isEnabled { text += " (dimmed)" }
                return text
            }
            lines.append(
                "    " + (plate.followsFlexibleSpace ? "↔ " : "") + "( " + items.joined(separator: " · ") + " )")
            for shown in plate.items where shown.entry.kind == .submenu {
                lines.append("      \(shown.entry.title.escapedForDisplay) ▸")
                lines += textLines(shown.entry.children, indent: 3)
            }
        }
        return lines.joined(separator: "\n")
    }
}
