extension Duration {
    /// The duration in whole milliseconds, as the injected clock counts: 0 for a negative
    /// one, `UInt64.max` (never) for one too long to count.
    public var wholeMilliseconds: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return 0 }
        let (millis, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1000)
        guard !overflow else { return .max }
        return millis.addingReportingOverflow(UInt64(max(attoseconds, 0) / 1_000_000_000_000_000)).partialValue
    }
}
