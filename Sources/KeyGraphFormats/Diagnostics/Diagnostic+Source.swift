import KeyGraph

extension Diagnostic {
    /// The diagnostic with its source line taken from `text` (the file it points into),
    /// for diagnostics made where the text was not at hand (the keymap index, analysis).
    public func attachingSourceLine(from text: String) -> Diagnostic {
        var copy = self
        if copy.sourceLine == nil, position.line > 0 { copy.sourceLine = text.line(position.line) }
        return copy
    }
}
