/// The deep links an app accepts: custom URL schemes and https hosts, and the
/// path steps they may contain (`category/desserts/recipe/apple-pie`).
public struct DeepLinkRoutes: Hashable, Sendable {
    /// Custom schemes (`recipes`), lowercase.
    public var schemes: [String]
    /// Hosts accepted for `https` links (`recipes.example.com`), lowercase.
    public var hosts: [String]
    /// Path step → the record type the next segment names (`recipe` → `Recipe`).
    public var steps: [String: String]
    /// The user activities the app continues (`onContinueUserActivity`), routed like links.
    public var activities: [UserActivityRoute]

    public init(
        schemes: [String] = [], hosts: [String] = [], steps: [String: String] = [:],
        activities: [UserActivityRoute] = []
    ) {
        self.schemes = schemes
        self.hosts = hosts
        self.steps = steps
        self.activities = activities
    }

    /// The schemes a link may use: the custom ones, and `https` when hosts are declared.
    public var acceptedSchemes: [String] { schemes + (hosts.isEmpty ? [] : ["https"]) }
}

/// A URL split into scheme, host and decoded path segments. Written by hand:
/// the engine does not import Foundation.
package struct DeepLink: Hashable, Sendable {
    /// The longest link accepted, in bytes.
    package static let maximumLength = 2048

    /// Lowercased.
    package var scheme: String
    /// The authority (lowercased); for a custom scheme it is the first step (`recipes://category/…`).
    package var host: String
    /// The percent-decoded path segments, without empty ones at the ends.
    package var segments: [String]

    /// Parses `scheme://host/seg/seg`; a query or fragment is ignored.
    package init(parsing text: String) throws(DeepLinkError) {
        guard text.utf8.count <= Self.maximumLength else {
            throw .malformed("it is longer than \(Self.maximumLength) bytes")
        }
        if let bad = text.unicodeScalars.first(where: { $0.value <= 0x20 || $0.value == 0x7F || $0.value > 0x7E }) {
            throw .malformed(
                bad == " "
                    ? "it contains a space (write %20)"
                    : "it contains the character U+\(String(bad.value, radix: 16, uppercase: true))")
        }
        try self.init(checked: text)
    }

    private init(checked text: String) throws(DeepLinkError) {
        let chars = Array(text)
        guard let colon = chars.indices.first(where: { chars[$0] == ":" }),
            chars.count >= colon + 3, chars[colon + 1] == "/", chars[colon + 2] == "/"
        else { throw .malformed("expected 'scheme://'") }
        let scheme = String(chars[..<colon])
        guard let first = scheme.first, first.isLetter,
            scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        else { throw .malformed("'\(scheme)' is not a URL scheme") }
        var rest = Substring(String(chars[(colon + 3)...]))
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = rest[..<slash]
        guard !host.contains("@") else { throw .malformed("user names are not accepted in links") }
        var parts = rest[slash...].split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        if parts.last?.isEmpty == true { parts = parts.dropLast() }
        var segments: [String] = []
        for part in parts {
            guard !part.isEmpty else { throw .malformed("it has an empty path segment ('//')") }
            segments.append(try Self.percentDecoded(part))
        }
        self.scheme = scheme.lowercased()
        self.host = try Self.percentDecoded(host).lowercased()
        self.segments = segments
    }

    static func percentDecoded(_ text: Substring) throws(DeepLinkError) -> String {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard iterator.count >= 2, let high = Self.hexValue(iterator[iterator.startIndex]),
                let low = Self.hexValue(iterator[iterator.startIndex + 1])
            else { throw .malformed("'%' must be followed by two hex digits") }
            bytes.append(high << 4 | low)
            iterator = iterator.dropFirst(2)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .malformed("a percent-escape is not UTF-8")
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The steps after the scheme and host: for a custom scheme the host is the first step.
    package func steps(customScheme: Bool) -> [String] {
        customScheme ? (host.isEmpty ? [] : [host]) + segments : segments
    }
}

/// Why a link cannot be opened.
package enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    case malformed(String)

    package var description: String {
        switch self {
        case .malformed(let reason): "malformed URL: \(reason)"
        }
    }
}
