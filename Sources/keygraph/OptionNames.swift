import ArgumentParser
import KeyGraphFormats

/// The long option names commands and option groups declare, read from ArgumentParser's
/// own description of each type (`_dumpHelp()`, the JSON `--experimental-dump-help` prints),
/// so that no list of options is kept by hand beside the declarations.
enum OptionNames {
    /// The REPL's own options: the root command's, beyond the app options every command takes.
    /// In declaration order.
    static let replOnly: [String] = {
        let app = Set(of(AppOptions.self))
        return of(KeyGraphCommand.self).filter { !app.contains($0) }
    }()

    /// Who uses `option`, as the refusal names them: the group's own users, else the REPL alone.
    static func users(of option: String) -> String {
        if of(SessionOptions.self).contains(option) { return SessionOptions.users }
        if of(LayoutOptions.self).contains(option) { return LayoutOptions.users }
        return "the REPL"
    }

    /// The `--` names of the options and flags `type` declares (its option groups' too).
    static func of(_ type: ParsableArguments.Type) -> [String] {
        guard let root = try? JSONCParser.parse(type._dumpHelp()) else { return [] }
        return (root["command"]?["arguments"]?.elements ?? []).flatMap { argument in
            (argument["names"]?.elements ?? []).compactMap { name in
                name["kind"]?.string == "long" ? name["name"]?.string.map { "--" + $0 } : nil
            }
        }
    }
}
