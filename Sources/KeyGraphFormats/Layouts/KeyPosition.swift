import KeyGraph

/// A physical key of the typing block, named three ways: by the character the US layout
/// puts there (KeyGraph's key cap, `[`), by its W3C `code` (`BracketLeft`, VS Code's
/// `[BracketLeft]`) and by its xkb name (`AD11`).
package struct KeyPosition: Sendable, Hashable, Comparable {
    /// The key cap on the keyboard drawing: the US character, `iso-extra` or `space`.
    package var cap: String
    /// The W3C `KeyboardEvent.code`.
    package var code: String
    /// The xkb key name.
    package var xkbName: String
    /// Row (0: digits … 3: bottom, 4: space) and column, for reading order.
    package var row: Int
    package var column: Int

    package static func < (a: KeyPosition, b: KeyPosition) -> Bool { (a.row, a.column) < (b.row, b.column) }

    /// The US character at this position, as a key (nil for the ISO key left of Z).
    package var usKey: KeyEquivalent? {
        switch cap {
        case "iso-extra": nil
        case "space": .space
        default: cap.unicodeScalars.first.map(KeyEquivalent.init)
        }
    }

    /// The typing block: every position a layout assigns characters to.
    package static let all: [KeyPosition] = {
        var keys: [KeyPosition] = []
        func row(_ n: Int, _ caps: String, xkb: (Int) -> String, codes: [String]) {
            for (i, cap) in caps.enumerated() {
                keys.append(KeyPosition(cap: String(cap), code: codes[i], xkbName: xkb(i), row: n, column: i))
            }
        }
        let digitCodes = (1...9).map { "Digit\($0)" } + ["Digit0", "Minus", "Equal"]
        keys.append(KeyPosition(cap: "`", code: "Backquote", xkbName: "TLDE", row: 0, column: -1))
        row(0, "1234567890-=", xkb: { "AE" + twoDigits($0 + 1) }, codes: digitCodes)
        row(
            1, "qwertyuiop[]", xkb: { "AD" + twoDigits($0 + 1) },
            codes: letterCodes("qwertyuiop") + ["BracketLeft", "BracketRight"])
        keys.append(KeyPosition(cap: "\\", code: "Backslash", xkbName: "BKSL", row: 1, column: 12))
        row(
            2, "asdfghjkl;'", xkb: { "AC" + twoDigits($0 + 1) },
            codes: letterCodes("asdfghjkl") + ["Semicolon", "Quote"])
        keys.append(KeyPosition(cap: "iso-extra", code: "IntlBackslash", xkbName: "LSGT", row: 3, column: -1))
        row(
            3, "zxcvbnm,./", xkb: { "AB" + twoDigits($0 + 1) },
            codes: letterCodes("zxcvbnm") + ["Comma", "Period", "Slash"])
        keys.append(KeyPosition(cap: "space", code: "Space", xkbName: "SPCE", row: 4, column: 0))
        return keys
    }()

    /// The position by its key cap (`[`), W3C code (`bracketleft`, any case) or xkb name.
    package static func named(_ name: String) -> KeyPosition? {
        let lower = name.lowercased()
        return all.first { $0.cap == name || $0.code.lowercased() == lower || $0.xkbName == name }
    }

    /// The position the US layout types `key` at (unshifted or shifted), and whether it
    /// takes Shift there: `{` is Shift+`[`.
    package static func us(typing key: KeyEquivalent) -> (position: KeyPosition, shifted: Bool)? { usTyping[key] }

    /// ``us(typing:)``'s table, built once.
    private static let usTyping: [KeyEquivalent: (position: KeyPosition, shifted: Bool)] = {
        var table: [KeyEquivalent: (position: KeyPosition, shifted: Bool)] = [:]
        for position in all {
            guard let key = position.usKey else { continue }
            table[key] = (position, false)
            if let upper = usShifted[key.character], let scalar = upper.unicodeScalars.first {
                table[KeyEquivalent(scalar)] = (position, true)
            }
        }
        return table
    }()

    /// The US layout's two-character keys: the key's character → its shifted character.
    static let usShifted: [Character: Character] = [
        "`": "~", "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(",
        "0": ")", "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", ",": "<", ".": ">",
        "/": "?",
    ]

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    private static func letterCodes(_ letters: String) -> [String] { letters.map { "Key\($0.uppercased())" } }
}
