// libFuzzer entry point for the SwiftUI reader: arbitrary bytes as one Swift file of a
// project, read into an app. Its own binary (it links swift-syntax); built and run by
// Fuzz/run.sh as the target `swiftui`. A target traps only on a real defect: a crash, a
// hang, a sanitizer report, or a diagnostic about the app file the reader wrote (every
// one must point at the Swift code, or the reader wrote a file the loader refuses).
import KeyGraph
import KeyGraphFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftUI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    let files = [SourceFile(name: "Fuzz.swift", text: text)]
    for platform in [TargetPlatform.macos, .ipados] {
        do {
            let sources = try SwiftSources.read(files, name: "Fuzz.swiftui.json", platform: platform)
            for d in sources.diagnostics where d.file != "Fuzz.swift" {
                fatalError("a diagnostic outside the source: \(d.summary)")
            }
        } catch {
            fatalError("the reader wrote an app file the loader refuses: \(error.diagnostics.map(\.summary))")
        }
    }
    return 0
}
