import KeyGraph

extension KeymapAnalysis {
    /// Builds diagnostics with their source lines, mapping offsets inside JSON strings to columns.
    struct Reporter {
        let sources: [String: String]
        var diagnostics: [Diagnostic] = []
        private var collectors: [String: DiagnosticCollector] = [:]

        init(sources: [String: String]) { self.sources = sources }

        /// Each file's lines, split once (a diagnostic per binding must not rescan the file).
        private var lines: [String: [Substring]] = [:]

        /// Line `n` (1-based) of `file`, without its terminator.
        ///
        /// - Complexity: O(1) after the file's first use.
        mutating func line(_ n: Int, of file: String) -> String? {
            lineSlice(n, of: file).map(String.init)
        }

        /// Line `n` (1-based) of `file`, in place in the file's text.
        private mutating func lineSlice(_ n: Int, of file: String) -> Substring? {
            if lines[file] == nil, let text = sources[file] {
                lines[file] = text.sourceLines()
            }
            guard let all = lines[file], n >= 1, n <= all.count else { return nil }
            return all[n - 1]
        }

        mutating func withSource(_ d: Diagnostic) -> Diagnostic {
            var copy = d
            if copy.sourceLine == nil { copy.sourceLine = line(d.position.line, of: d.file) }
            return copy
        }

        /// The binding's `"key"` string as written (escapes not decoded), read back from the source.
        mutating func keyText(of binding: KeymapBinding, in file: String) -> String? {
            guard binding.keyPosition != nil else { return nil }
            return binding.sequence.isEmpty ? nil : rawKeyText(binding, file)
        }

        private mutating func rawKeyText(_ binding: KeymapBinding, _ file: String) -> String? {
            guard let position = binding.keyPosition, let slice = lineSlice(position.line, of: file) else { return nil }
            // ASCII up to the closing quote (the usual case): columns are bytes. Read over the
            // line's contiguous bytes, in place (`check` asks this for every finding).
            let quote = UInt8(ascii: "\"")
            let ascii: String?? = slice.utf8.withContiguousStorageIfAvailable { bytes in
                var i = 0
                while i < bytes.count, i < position.column {
                    guard bytes[i] < 0x80 else { return nil }
                    i += 1
                }
                let start = i
                while i < bytes.count, bytes[i] != quote {
                    guard bytes[i] < 0x80 else { return nil }
                    i += 1
                }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            }
            if case .some(.some(let text)) = ascii { return text }
            let line = String(slice)
            let chars = Array(line)
            var i = position.column  // just after the opening quote
            var text = ""
            while i < chars.count, chars[i] != "\"" {
                text.append(chars[i])
                i += 1
            }
            return text
        }

        mutating func add(
            _ severity: Diagnostic.Severity, _ file: String, _ stringStart: SourcePosition?, fallback: SourcePosition,
            offset: Int = 0, isRawOffset: Bool = false, length: Int, _ message: String, hint: String? = nil,
            rule: RuleID? = nil, finding: Diagnostic.Finding? = nil
        ) {
            var position = fallback
            var span = 1
            if let stringStart, isRawOffset {
                position = stringStart.inString(offset: offset)
                span = length
            } else if let stringStart {
                if collectors[file] == nil {
                    collectors[file] = DiagnosticCollector(file: SourceFile(name: file, text: sources[file] ?? ""))
                }
                if sources[file] != nil, var collector = collectors[file] {
                    position = collector.position(inString: stringStart, offset: offset)
                    collectors[file] = collector
                } else {
                    position = stringStart.inString(offset: offset)
                }
                span = length
            }
            var d = Diagnostic(
                severity, file: file, position: position, length: span, message: message, hint: hint, rule: rule)
            d.finding = finding
            diagnostics.append(withSource(d))
        }
    }
}

extension Diagnostic.Binding {
    /// `binding`, written in `file`: its keys as written and its command as its file writes it.
    init(_ binding: KeymapBinding, in file: String) {
        self.init(
            file: file, position: binding.position, keys: binding.keySource ?? binding.sequence.canonical,
            command: binding.actionSource)
    }
}

extension Diagnostic.Finding {
    /// A witness as a message prints it (`when editorTextFocus`, `in RecipeDetail (…)`),
    /// without its leading word: the context itself.
    static func context(of witness: String?) -> String? {
        guard let witness else { return nil }
        for word in ["when ", "in "] where witness.hasPrefix(word) { return String(witness.dropFirst(word.count)) }
        return witness
    }
}
