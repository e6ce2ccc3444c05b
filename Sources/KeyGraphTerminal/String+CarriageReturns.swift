extension String {
    /// Pasted CR and CRLF line ends as LF, so a pasted block stays one editable line.
    func replacingCarriageReturns() -> String {
        var out = ""
        var previousCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                out += "\n"
                previousCR = true
            } else {
                if !(scalar == "\n" && previousCR) { out.unicodeScalars.append(scalar) }
                previousCR = false
            }
        }
        return out
    }
}
