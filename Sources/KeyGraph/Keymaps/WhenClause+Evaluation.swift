/// Where the `when` evaluator looks names up: the whole focus path, through the context's
/// dictionaries (``WholeContext``, the fast path `liveSet` takes), or a window of it, for
/// Zed's descendant `A > B` (``ContextWindow``). One evaluator
/// (``WhenClause/evaluate(with:)``) serves both.
protocol WhenLookup {
    /// The depth of a context name (or a name the context sets), nil when it is absent.
    func depth(ofName name: String) -> Int?
    /// An attribute's value, nil when it is unset (or outside what is seen).
    func attribute(_ name: String) -> String?
    /// The depth an attribute test counts as, for precedence.
    func depth(ofAttribute name: String) -> Int
    /// What a match that relies on no depth counts as (`true`, a negation).
    var floor: Int { get }
    /// Whether tests of these attributes are decided here at all: not when one is set
    /// outside what is seen.
    func sees(_ names: [String]) -> Bool
    /// `parent > child` within what is seen.
    func descendant(_ parent: WhenClause, _ child: WhenClause) -> Int?
}

/// The whole context: dictionary lookups.
struct WholeContext: WhenLookup {
    let context: KeyContext

    @inline(__always) func depth(ofName name: String) -> Int? { context.identifiers[name] }
    @inline(__always) func attribute(_ name: String) -> String? { context.attributes[name] }
    @inline(__always) func depth(ofAttribute name: String) -> Int { context.depth(ofAttribute: name) }
    var floor: Int { 0 }
    func sees(_ names: [String]) -> Bool { true }
    func descendant(_ parent: WhenClause, _ child: WhenClause) -> Int? {
        WhenClause.evaluate(descendant: parent, child, in: context, window: 0..<max(1, context.path.count))
    }
}

/// The focus path's depths in `window` only: a context name counts where it occurs in the
/// window, an attribute where its depth falls in it.
struct ContextWindow: WhenLookup {
    let context: KeyContext
    let window: Range<Int>

    func depth(ofName name: String) -> Int? {
        if let i = window.reversed().first(where: { $0 < context.path.count && context.path[$0] == name }) {
            return i
        }
        if !context.path.contains(name), let d = context.identifiers[name], window.contains(d) { return d }
        return nil
    }

    func attribute(_ name: String) -> String? {
        guard let value = context.attributes[name], window.contains(context.depth(ofAttribute: name)) else {
            return nil
        }
        return value
    }

    func depth(ofAttribute name: String) -> Int { context.depth(ofAttribute: name) }
    var floor: Int { window.lowerBound }
    func sees(_ names: [String]) -> Bool { names.allSatisfy { context.attributes[$0] == nil || attribute($0) != nil } }
    func descendant(_ parent: WhenClause, _ child: WhenClause) -> Int? {
        WhenClause.evaluate(descendant: parent, child, in: context, window: window)
    }
}

extension WhenClause {
    /// Evaluates the clause. A match's specificity is the depth of the deepest
    /// context it relied on (deeper beats shallower in precedence).
    ///
    /// - Returns: nil when the clause is false, else the specificity.
    /// - Complexity: O(size of the clause), plus the regular expressions' cost.
    package func evaluate(in context: KeyContext) -> Int? { evaluate(with: WholeContext(context: context)) }

    /// The one evaluator, names looked up by `lookup`.
    func evaluate<Lookup: WhenLookup>(with lookup: Lookup) -> Int? {
        switch self {
        case .constant(let value):
            return value ? lookup.floor : nil
        case .identifier(let name):
            if let depth = lookup.depth(ofName: name) { return depth }
            guard let value = lookup.attribute(name), value != "false", !value.isEmpty else { return nil }
            return lookup.depth(ofAttribute: name)
        case .equals(let name, let value):
            if let actual = lookup.attribute(name), actual == value {
                return lookup.depth(ofAttribute: name)
            }
            if value == "true", let depth = lookup.depth(ofName: name) { return depth }
            return nil
        case .notEquals(let name, let value):
            if let actual = lookup.attribute(name) {
                return actual == value ? nil : lookup.depth(ofAttribute: name)
            }
            if value == "true" { return lookup.depth(ofName: name) == nil ? lookup.floor : nil }
            return lookup.floor
        case .matches(let name, let regex):
            guard let value = lookup.attribute(name), regex.matches(value) else { return nil }
            return lookup.depth(ofAttribute: name)
        case .member(let operand, let list, let negated):
            guard lookup.sees(identifiers) else { return nil }
            return evaluate(member: operand, of: list, negated: negated, with: lookup)
        case .compare(let name, let op, let number):
            // JavaScript's parseFloat of the value, as VS Code compares (`3px` > 2); NaN (no
            // number, or unset) makes every comparison false, as in JavaScript.
            guard lookup.sees([name]), let text = lookup.attribute(name) else { return nil }
            return op.holds(Self.javaScriptParseFloat(text), number) ? lookup.depth(ofAttribute: name) : nil
        case .descendant(let parent, let child):
            return lookup.descendant(parent, child)
        case .not(let inner):
            return inner.evaluate(with: lookup) == nil ? lookup.floor : nil
        case .and(let a, let b):
            guard let x = a.evaluate(with: lookup), let y = b.evaluate(with: lookup) else { return nil }
            return max(x, y)
        case .or(let a, let b):
            let x = a.evaluate(with: lookup)
            let y = b.evaluate(with: lookup)
            guard x != nil || y != nil else { return nil }
            return max(x ?? Int.min, y ?? Int.min)
        }
    }

    /// `key in list`, `'text' in key`, or their `not in`.
    private func evaluate<Lookup: WhenLookup>(
        member operand: WhenOperand, of list: WhenList, negated: Bool, with lookup: Lookup
    ) -> Int? {
        let value: String?
        var depth = 0
        switch operand {
        case .key(let name):
            value = lookup.attribute(name)
            depth = lookup.depth(ofAttribute: name)
        case .text(let text):
            value = text
        }
        let items: [String]
        switch list {
        case .literal(let values): items = values
        case .key(let name):
            items = lookup.attribute(name).map(WhenList.split) ?? []
            depth = max(depth, lookup.depth(ofAttribute: name))
        }
        let found = value.map { items.contains($0) } ?? false
        return found != negated ? depth : nil
    }
}
