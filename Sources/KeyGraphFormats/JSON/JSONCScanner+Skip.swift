import KeyGraph

extension JSONCScanner {
    /// Reads past the value at the scanner, checking its syntax (nesting at most
    /// ``JSONCParser/maximumDepth`` levels). Its errors are not the tree parser's words: a
    /// reader that meets one lets ``JSONCParser`` read the file to report it.
    mutating func skipValue(depth: Int = 0) throws(SyntaxError) {
        try skipTrivia()
        guard let byte = current else { throw error("unexpected end of file; expected a value") }
        switch byte {
        case UInt8(ascii: "\""):
            try withString { _ in }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try number()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            guard take(word: "true") || take(word: "false") || take(word: "null") else {
                throw error("unexpected \(describeCurrent()); expected a value")
            }
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            guard depth < JSONCParser.maximumDepth else { throw error("nesting deeper than 64 levels") }
            let isObject = byte == UInt8(ascii: "{")
            let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            index += 1
            while true {
                try skipTrivia()
                if current == closing {
                    index += 1
                    return
                }
                if isObject {
                    guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
                    try withString { _ in }
                    guard try take(UInt8(ascii: ":")) else { throw error("expected ':'") }
                }
                try skipValue(depth: depth + 1)
                try skipTrivia()
                if current == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard current == closing else { throw error("expected ',' or a closing bracket") }
            }
        default:
            throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    /// What kind of value starts at the scanner, as an error message names it.
    func kindOfValue() -> String {
        switch current {
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "{"): "an object"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        default: "a number"
        }
    }
}
