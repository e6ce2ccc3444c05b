#!/usr/bin/env bash
# Builds the KeyGraph module's DocC catalog (Sources/KeyGraph/KeyGraph.docc) with the
# toolchain's docc, failing on any warning (a broken symbol link, a missing article).
#   Scripts/check-docs.sh [OUTPUT]     (default: .build-docs/KeyGraph.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build-docs/KeyGraph.doccarchive}
graphs=.build-docs/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
# Symbol graphs come out of a compile: start from an empty build (about 15 s for the
# one module), so a run with nothing changed still writes them.
rm -rf .build-docs/build
swift build --scratch-path .build-docs/build --target KeyGraph \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" > .build-docs/build.log 2>&1 || { cat .build-docs/build.log; exit 1; }
docc convert Sources/KeyGraph/KeyGraph.docc --additional-symbol-graph-dir "$graphs" --output-path "$out" \
  --fallback-display-name KeyGraph --fallback-bundle-identifier org.keygraph.KeyGraph --warnings-as-errors
echo "docs: $out"
