extension REPL {
    /// Milliseconds for poll to wait until `deadline` (the time ``afterInput`` asked to be
    /// called again; 0 once it has come), or -1, to wait for input, when there is none.
    static func pollTimeout(until deadline: UInt64?) -> Int32 {
        guard let deadline else { return -1 }
        let now = Self.monotonicNow()
        return deadline > now ? Int32(min(deadline - now, 60_000)) : 0
    }
}
