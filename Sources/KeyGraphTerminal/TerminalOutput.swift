#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `text` to a file descriptor, unbuffered, retrying short and
/// interrupted writes.
///
/// - Returns: false if a write failed (`errno` says why, e.g. `EPIPE`).
@discardableResult
public func writeAll(_ fd: Int32, _ text: String) -> Bool {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return write(fd, base + offset, buffer.count - offset)
        }
        if n < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += n
    }
    return true
}
