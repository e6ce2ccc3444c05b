import KeyGraph

extension REPL {
    /// The session as it is now (after `run()` returns: as the person left it).
    public var session: Session { runner.session }

    /// Lets `state save|restore` reach files; `defaultFile` is used when no FILE is given (`--state`).
    public func useStateFiles(_ files: StateFiles, defaultFile: String?) {
        runner.stateFiles = files
        runner.defaultStateFile = defaultFile
    }
}
