/// The oldest OS versions an app supports, per platform, as its package manifest
/// (`platforms: [.iOS(.v15)]`) or Xcode project (`IPHONEOS_DEPLOYMENT_TARGET = 15.0;`) declares
/// them. A rule about an API newer than one of them stays silent (docs/swiftui-lints.md).
public struct DeploymentTargets: Hashable, Sendable {
    /// Each platform's oldest version, `major * 100 + minor` (`iOS` → 1500).
    public var versions: [String: Int] = [:]

    /// The `TARGETED_DEVICE_FAMILY` values of the Xcode projects (`"1,2"`: iPhone and iPad).
    public var deviceFamilies: Set<String> = []
    /// Whether a target makes `MainActor` its default isolation (`.defaultIsolation(MainActor.self)`,
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;`): its classes are then `@MainActor` unless marked.
    public var mainActorByDefault = false

    public init(versions: [String: Int] = [:], deviceFamilies: Set<String> = [], mainActorByDefault: Bool = false) {
        self.versions = versions
        self.deviceFamilies = deviceFamilies
        self.mainActorByDefault = mainActorByDefault
    }

    /// Whether the projects target iPad and no iPhone (every device family is iPad's, `2`, or not iOS).
    var isIPadOnly: Bool {
        let families = deviceFamilies.map { Set($0.split(separator: ",").map { $0.filter { $0 != " " } }) }
        return families.contains { $0.contains("2") } && !families.contains { $0.contains("1") }
    }

    /// Whether no target was found (a rule then says so in its message).
    public var isEmpty: Bool { versions.isEmpty }

    /// Adds a declared target, keeping the oldest per platform.
    public mutating func add(_ platform: String, _ version: Int) {
        versions[platform] = min(versions[platform] ?? version, version)
    }

    /// Whether some platform the app supports is older than `introduced` gives for it.
    func predates(_ introduced: [String: Int]) -> Bool {
        versions.contains { platform, version in introduced[platform].map { version < $0 } ?? false }
    }

    /// Reads `text`, a `Package.swift` (`.iOS(.v15)`, `.macOS("12.0")`) or a `project.pbxproj`
    /// (`MACOSX_DEPLOYMENT_TARGET = 12.0;`), adding what it declares.
    public mutating func read(_ text: String) {
        let settings = [
            "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS",
            "TVOS_DEPLOYMENT_TARGET": "tvOS", "WATCHOS_DEPLOYMENT_TARGET": "watchOS",
        ]
        for line in text.sourceLines() {
            let trimmed = line.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("TARGETED_DEVICE_FAMILY = ") {
                let value = trimmed.dropFirst("TARGETED_DEVICE_FAMILY = ".count).prefix { $0 != ";" }
                deviceFamilies.insert(value.filter { $0 != "\"" })
            }
            if trimmed.hasPrefix("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor")
                || line.containsBytes("defaultIsolation(MainActor.self)")
            {
                mainActorByDefault = true
            }
            for (setting, platform) in settings where trimmed.hasPrefix(setting + " = ") {
                if let version = Self.version(trimmed.dropFirst(setting.count + 3)) { add(platform, version) }
            }
            // Every platform's spelling ends `OS(`: most lines of a project file have none.
            for platform in ["iOS", "macOS", "tvOS", "watchOS"] where line.containsBytes("OS(") {
                var rest = Substring(line)
                while let range = rest.firstRange(of: "." + platform + "(") {
                    rest = rest[range.upperBound...]
                    let argument = rest.prefix { $0 != ")" }.drop { $0 == "." || $0 == "\"" || $0 == "v" }
                    if let version = Self.version(argument.replacing("_", with: ".")) { add(platform, version) }
                }
            }
        }
    }

    /// `15.0`, `10.15`, `17` (what follows is ignored) → `major * 100 + minor`.
    static func version(_ text: some StringProtocol) -> Int? {
        let parts = text.prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        guard let major = parts.first.flatMap({ Int($0) }) else { return nil }
        return major * 100 + (parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }
}
