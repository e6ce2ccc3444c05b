// Where swift-syntax comes from is Package.swift's choice: the toolchain's copy in a debug
// build on Linux, the swift-syntax package otherwise. A release build in a clone whose debug
// builds link the toolchain's copy has neither; this says what to do instead of a bare
// "no such module" (docs/performance.md, "Fast where users run it").
#if !canImport(SwiftSyntax)
#error(
    "a release build with the SwiftUI reader uses the swift-syntax package: KEYGRAPH_SWIFT_SYNTAX=package swift build -c release (or leave the reader out: --disable-default-traits)"
)
#endif
