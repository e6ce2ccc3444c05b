// swift-tools-version:6.1
// KeyGraph's benchmarks (ordo-one/benchmark), a package of their own so that the
// library has no benchmark dependency. Run from this folder:
//   swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "KeyGraphBenchmarks",
    dependencies: [
        .package(name: "KeyGraph", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "KeyGraphBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "KeyGraph", package: "KeyGraph"),
                .product(name: "KeyGraphFormats", package: "KeyGraph"),
                .product(name: "KeyGraphScript", package: "KeyGraph"),
                .product(name: "KeyGraphTerminal", package: "KeyGraph"),
            ],
            path: "Benchmarks/KeyGraphBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
