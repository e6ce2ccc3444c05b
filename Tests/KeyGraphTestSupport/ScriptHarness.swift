import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// A session and a script runner together, as `keygraph run` holds them: tests run
/// script lines and then look at the session.
package struct ScriptHarness {
    package var session: Session
    package var runner: ScriptRunner

    package init(session: Session, file: String, style: ShortcutStyle = .canonical) {
        self.session = session
        self.runner = ScriptRunner(file: file, style: style)
    }

    /// The files `load` and `state` reach.
    package var files: FileClient? {
        get { runner.files }
        set { runner.files = newValue }
    }

    /// Runs one parsed line on the session.
    package mutating func run(_ statement: Statement, line: Int, input: String, at now: UInt64 = 0) -> LineResult {
        runner.run(statement, on: &session, line: line, input: input, at: now)
    }
}
