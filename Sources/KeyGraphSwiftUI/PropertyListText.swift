/// An old-style (OpenStep) property list, the text an Xcode `project.pbxproj` is written in:
/// `{ key = value; }`, `( a, b, )`, strings bare or quoted, `/* comments */`. Only what the
/// reader needs of it; a text it cannot read is nil, never a crash.
enum PropertyListText: Equatable {
    case string(String)
    case array([PropertyListText])
    case dictionary([String: PropertyListText])

    /// The list `text` holds; nil when it is not one.
    static func parse(_ text: String) -> PropertyListText? {
        if case .success(let list) = read(text) { list } else { nil }
    }

    /// Why a text is not a list: the UTF-8 offset where reading stopped.
    struct Failure: Error, Equatable {
        var offset: Int
    }

    /// The list `text` holds, or where it stops being one.
    static func read(_ text: String) -> Result<PropertyListText, Failure> {
        var parser = Parser(bytes: Array(text.utf8))
        guard let list = parser.value(depth: 0) else { return .failure(Failure(offset: parser.at)) }
        return .success(list)
    }

    var text: String? { if case .string(let value) = self { value } else { nil } }

    /// The member `key` of a dictionary.
    func value(_ key: String) -> PropertyListText? {
        if case .dictionary(let members) = self { members[key] } else { nil }
    }

    /// The member `key` of a dictionary, when it is a string.
    func string(_ key: String) -> String? { value(key)?.text }

    /// The member `key` of a dictionary, when it is an array: its strings.
    func strings(_ key: String) -> [String] {
        guard case .array(let items)? = value(key) else { return [] }
        return items.compactMap(\.text)
    }

    private struct Parser {
        let bytes: [UInt8]
        var at = 0
        /// Deeper than this is no project file (and would exhaust the stack).
        static let deepest = 64

        mutating func value(depth: Int) -> PropertyListText? {
            guard depth < Self.deepest else { return nil }
            skipSpace()
            guard at < bytes.count else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "{"):
                at += 1
                var members: [String: PropertyListText] = [:]
                while true {
                    skipSpace()
                    guard at < bytes.count else { return nil }
                    if bytes[at] == UInt8(ascii: "}") {
                        at += 1
                        return .dictionary(members)
                    }
                    guard case .string(let key)? = value(depth: depth + 1), expect("="),
                        let member = value(depth: depth + 1), expect(";")
                    else { return nil }
                    members[key] = member
                }
            case UInt8(ascii: "("):
                at += 1
                var items: [PropertyListText] = []
                while true {
                    skipSpace()
                    guard at < bytes.count else { return nil }
                    if bytes[at] == UInt8(ascii: ")") {
                        at += 1
                        return .array(items)
                    }
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpace()
                    if at < bytes.count, bytes[at] == UInt8(ascii: ",") { at += 1 }
                }
            case UInt8(ascii: "\""):
                return quoted()
            default:
                let start = at
                while at < bytes.count, Self.isBare(bytes[at]) { at += 1 }
                return at > start ? .string(String(decoding: bytes[start..<at], as: UTF8.self)) : nil
            }
        }

        private mutating func quoted() -> PropertyListText? {
            at += 1
            var out: [UInt8] = []
            while at < bytes.count {
                let byte = bytes[at]
                at += 1
                if byte == UInt8(ascii: "\"") { return .string(String(decoding: out, as: UTF8.self)) }
                if byte == UInt8(ascii: "\\"), at < bytes.count {
                    let escaped = bytes[at]
                    at += 1
                    switch escaped {
                    case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                    default: out.append(escaped)
                    }
                } else {
                    out.append(byte)
                }
            }
            return nil
        }

        private mutating func expect(_ character: Unicode.Scalar) -> Bool {
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: character) else { return false }
            at += 1
            return true
        }

        /// Spaces, newlines and comments (`/* … */`, `// …`; the file's `// !$*UTF8*$!` first line).
        private mutating func skipSpace() {
            while at < bytes.count {
                let byte = bytes[at]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    at += 1
                } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "*") {
                    at += 2
                    while at + 1 < bytes.count, !(bytes[at] == UInt8(ascii: "*") && bytes[at + 1] == UInt8(ascii: "/"))
                    {
                        at += 1
                    }
                    at = min(bytes.count, at + 2)
                } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "/") {
                    while at < bytes.count, bytes[at] != 0x0A { at += 1 }
                } else {
                    return
                }
            }
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return "_$/.:-+<>".utf8.contains(byte)
            }
        }
    }
}
