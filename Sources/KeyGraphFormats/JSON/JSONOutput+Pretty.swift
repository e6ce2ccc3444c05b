extension JSONOutput {
    /// The value as indented JSON (two spaces), for files people read: JSON Schemas.
    /// An array of scalars stays on one line (`"required": ["id", "title"]`).
    package var prettyText: String {
        var out = ""
        writePretty(to: &out, indent: "")
        return out + "\n"
    }

    private var isScalar: Bool {
        switch self {
        case .array(let items): items.isEmpty
        case .object(let members): members.isEmpty
        default: true
        }
    }

    private func writePretty(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .array(let items) where !items.isEmpty && !items.allSatisfy(\.isScalar):
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.writePretty(to: &out, indent: inner)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .array(let items) where !items.isEmpty:
            out += "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += inner
                Self.writeString(key, to: &out)
                out += ": "
                value.writePretty(to: &out, indent: inner)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        default:
            write(to: &out)
        }
    }
}
