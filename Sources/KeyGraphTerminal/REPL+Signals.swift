/// Signals reach the REPL as flags set by async-signal-safe handlers
/// (`TerminalGuard.swift`) and a byte on the self-pipe that wakes the loop; the
/// work they ask for happens here, in the loop, where anything may be called.
extension REPL {
    /// Acts on the flags the handlers set. Returns true when SIGTERM or SIGHUP came:
    /// the loop ends, and ``run()`` saves the history and returns 128 + the signal.
    func handleSignals() -> Bool {
        if terminationSignal != 0 { return true }
        if windowSizeChanged != 0 {
            windowSizeChanged = 0
            redrawForNewSize()
        }
        resumeIfContinued()
        return false
    }

    /// ⌃Z: stop as SIGTSTP would (its handler restores the terminal first), and
    /// take the terminal back when continued.
    func suspend() {
        hideWhichKey()
        write(string: "\n")
        TerminalGuard.suspend()
        resumeIfContinued()
    }

    /// After a stop (⌃Z, SIGTSTP, SIGSTOP) and SIGCONT: prepare the terminal again,
    /// restore KeyGraph's modes and redraw the prompt with the typed text.
    func resumeIfContinued() {
        guard continuedAfterStop != 0 else { return }
        continuedAfterStop = 0
        knownScreenSize = nil  // the window may have changed while stopped
        // Readline still believes the terminal is prepared: unprepare, then prepare
        // afresh, saving the settings the shell handed back.
        Readline.restoreTerminal()
        Readline.prepareTerminal()
        write(string: enterModes)
        // The window may be another size now: its rows are drawn afresh from the cursor's
        // row (the shell leaves it at the start of a fresh one), the panel with them.
        forgetWhichKeyPanel()
        Readline.redrawFromScratch(moving: Self.clearFromRow)
        if whichKey.isShowing { updateWhichKey() }
    }
}
