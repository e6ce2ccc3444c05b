import KeyGraph
import KeyGraphFormats

/// The few shapes the app file is written in: a list one element a line, an object whose
/// last member is such a list, and members (`"name": "value"`), each value mapped to the
/// Swift construct it stands for where one is given.
extension MappedText {
    /// `"name": [`, a line for each of `elements`, then `],`; nothing when there are none.
    mutating func list<T>(_ name: String, _ elements: [T], indent: Int = 2, _ line: (inout MappedText, T) -> Void) {
        guard !elements.isEmpty else { return }
        let pad = String(repeating: " ", count: indent)
        raw(pad + "\"\(name)\": [\n")
        for element in elements { line(&self, element) }
        raw(pad + "],\n")
    }

    /// `{`, the members `head` writes, `, "list": [` to the line's end (its comment names
    /// `at`), the lines `body` writes, then `]},`.
    mutating func block(
        _ pad: String, _ list: String, at: SwiftLocation?, head: (inout MappedText) -> Void,
        body: (inout MappedText) -> Void
    ) {
        raw(pad + "{")
        head(&self)
        raw(", \"\(list)\": [")
        endLine(at)
        body(&self)
        raw(pad + "]},\n")
    }

    /// `{`, the members `head` writes, then `},` and the line's end, its comment naming `at`.
    mutating func line(_ pad: String, at: SwiftLocation?, head: (inout MappedText) -> Void) {
        raw(pad + "{")
        head(&self)
        raw("},")
        endLine(at)
    }

    /// `"name": "value"` (`null` for no value): the name mapped to `nameAt`, the value to `at`.
    mutating func pair(_ name: String, _ value: String?, nameAt: SwiftLocation? = nil, at: SwiftLocation? = nil) {
        string(name, nameAt)
        raw(": ")
        if let value { string(value, at) } else { raw("null") }
    }

    /// `, "name": "value"`, the value mapped to `at`; nothing without a value.
    mutating func member(_ name: String, _ value: String?, at: SwiftLocation? = nil) {
        guard let value else { return }
        raw(", ")
        pair(name, value, at: at)
    }

    /// `, "name": JSON`.
    mutating func member(_ name: String, json: String) { raw(", \"\(name)\": " + json) }
}

extension AppFileWriter {
    /// `["a", "b"]`.
    static func names(_ list: [String]) -> String { "[" + list.map(quoted).joined(separator: ", ") + "]" }

    static func quoted(_ text: String) -> String { "\"" + TextEscaping.json.escaping(text) + "\"" }
}
