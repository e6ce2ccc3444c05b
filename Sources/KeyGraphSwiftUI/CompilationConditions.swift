import KeyGraph
import SwiftSyntax

/// Decides `#if` conditions for the platform read: `os(…)`, `canImport(…)`,
/// `targetEnvironment(…)`, `swift(…)`/`compiler(…)` and `!`, `&&`, `||`. `DEBUG` and other
/// flags cannot be known from the source: both branches are read, with a note.
///
/// SwiftUI runs on Apple's systems only, so for `--platform linux` or `windows` the Mac's
/// branch is read (the menu bar is the Mac's).
struct CompilationConditions {
    var platform: TargetPlatform

    enum Truth { case yes, no, unknown }

    /// The clauses of `config` that are compiled: the first that holds; an undecided one is
    /// taken and the search goes on (both ways), and its place is added to `undecided`.
    func activeClauses(
        of config: IfConfigDeclSyntax, file: SwiftFile, undecided: inout [SwiftLocation]
    ) -> [IfConfigClauseSyntax] {
        var out: [IfConfigClauseSyntax] = []
        for clause in config.clauses {
            guard let condition = clause.condition else {
                out.append(clause)
                break
            }
            switch truth(of: condition) {
            case .yes:
                out.append(clause)
                return out
            case .no:
                continue
            case .unknown:
                undecided.append(file.location(of: condition))
                out.append(clause)
            }
        }
        return out
    }

    func truth(of expression: ExprSyntax) -> Truth {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return truth(of: inner.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            switch truth(of: prefix.expression) {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return truth(ofSequence: Array(sequence.elements)) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.trimmedDescription
            return combine(truth(of: infix.leftOperand), truth(of: infix.rightOperand), and: op == "&&")
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true) ? .yes : .no
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            return truth(ofCheck: name, argument)
        }
        return .unknown
    }

    /// `a && b || c`: `&&` binds tighter than `||`.
    private func truth(ofSequence elements: [ExprSyntax]) -> Truth {
        var alternatives: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" { alternatives.append([]) }
                continue
            }
            alternatives[alternatives.count - 1].append(element)
        }
        var result = Truth.no
        for terms in alternatives {
            let conjunction = terms.map { truth(of: $0) }.reduce(Truth.yes) { combine($0, $1, and: true) }
            result = combine(result, conjunction, and: false)
        }
        return result
    }

    private func combine(_ a: Truth, _ b: Truth, and: Bool) -> Truth {
        if and {
            if a == .no || b == .no { return .no }
            return a == .yes && b == .yes ? .yes : .unknown
        }
        if a == .yes || b == .yes { return .yes }
        return a == .no && b == .no ? .no : .unknown
    }

    private var isMac: Bool { platform != .ipados }

    private func truth(ofCheck name: String, _ argument: String) -> Truth {
        switch name {
        case "os":
            switch argument {
            case "macOS", "OSX": return isMac ? .yes : .no
            case "iOS": return isMac ? .no : .yes
            default: return .no
            }
        case "canImport":
            switch argument {
            case "AppKit", "Cocoa": return isMac ? .yes : .no
            case "UIKit": return isMac ? .no : .yes
            case "SwiftUI", "Foundation", "Combine", "SwiftData", "Observation": return .yes
            // Linux's and Windows' Foundation: never on the systems SwiftUI runs on.
            case "FoundationNetworking", "FoundationXML", "Glibc", "WinSDK": return .no
            default: return .unknown
            }
        case "targetEnvironment":
            // Not the simulator, not Mac Catalyst: the app as it ships.
            return .no
        case "swift", "compiler":
            return .yes
        case "arch":
            return .unknown
        default:
            return .unknown
        }
    }
}
