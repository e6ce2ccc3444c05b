#!/usr/bin/env bash
# Builds the KeyGraph module's DocC catalog (Sources/KeyGraph/KeyGraph.docc) with the
# toolchain's docc, failing on any warning (a broken symbol link, a missing article).
#   Scripts/check-docs.sh [OUTPUT]     (default: .build-docs/KeyGraph.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build-docs/KeyGraph.doccarchive}
graphs=.build-docs/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
# Symbol graphs come out of a compile: drop the module's objects so a build with
# nothing changed still writes them.
rm -rf .build-docs/build/debug/KeyGraph.build
swift build --scratch-path .build-docs/build --target KeyGraph \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
docc convert Sources/KeyGraph/KeyGraph.docc --additional-symbol-graph-dir "$graphs" --output-path "$out" \
  --fallback-display-name KeyGraph --fallback-bundle-identifier org.keygraph.KeyGraph --warnings-as-errors
echo "docs: $out"
