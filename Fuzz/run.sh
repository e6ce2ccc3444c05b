#!/usr/bin/env bash
# Builds KeyGraph's libFuzzer targets (swiftc -sanitize=fuzzer,address) and runs them.
#   Fuzz/run.sh [TARGET|all] [SECONDS]       e.g. Fuzz/run.sh all 600
# KEYGRAPH_FUZZ_SEED=N fixes libFuzzer's random seed (CI's smoke run uses 1, so a
# run that passed once passes again on the same code).
# KEYGRAPH_FUZZ_OPT=-Onone builds the targets unoptimised: CI's 10-second smoke run uses it,
# as the sanitized -O build of the engine costs about three times the CPU (211 s against 64 s
# for the KeyGraph module alone) and a smoke run needs the seeds replayed, not speed. Long
# runs keep the default, -O. Changing it rebuilds the targets.
# Targets: keys when json keymap app script deeplink bytes layoutname (`all`), and swiftui
# (the SwiftUI reader: its own binary, linked with the toolchain's swift-syntax, or where
# there is none the one `swift build` built in .build/debug); `all+swiftui` runs every one.
# Seeds come from Fuzz/Corpus/TARGET (committed); what the fuzzer finds goes to
# .build-fuzz/corpus/TARGET, and crashes to .build-fuzz/crashes/. Exit status 1
# if any target found a crash, a hang (-timeout) or a leak.
set -euo pipefail
cd "$(dirname "$0")/.."
TARGETS="keys when json keymap app script deeplink bytes layoutname"
WHICH=${1:-all}
SECONDS_EACH=${2:-60}
[ "$WHICH" = all ] && WHICH=$TARGETS
# `all` is the engine's targets; swiftui is named on its own (it needs swift-syntax built).
[ "$WHICH" = all+swiftui ] && WHICH="$TARGETS swiftui"
OUT=.build-fuzz
mkdir -p "$OUT/obj" "$OUT/crashes"

# The formats module's embedded resources, as SwiftPM's embedInCode would generate them.
python3 - "$OUT/obj/Resources.swift" <<'PY'
import sys
import re
# Every resource Package.swift embeds, under the name SwiftPM gives it.
package = open("Package.swift").read()
paths = re.findall(r'embedInCode\("([^"]+)"\)', package)
with open(sys.argv[1], "w") as f:
    f.write("enum PackageResources {\n")
    for path in paths:
        data = open("Sources/KeyGraphFormats/" + path, "rb").read()
        name = re.sub(r"[^A-Za-z0-9]", "_", path.split("/")[-1])
        f.write("    static let %s: [UInt8] = [%s]\n" % (name, ",".join(str(b) for b in data)))
    f.write("}\n")
PY

FLAGS=("${KEYGRAPH_FUZZ_OPT:--O}" -parse-as-library -sanitize=fuzzer,address -swift-version 6 -enable-testing -package-name KeyGraph)
MODULES="KeyGraph KeyGraphFormats KeyGraphScript"
# The flags the binaries in $OUT were built with: other flags (KEYGRAPH_FUZZ_OPT) rebuild them.
if [ "$(cat "$OUT/flags" 2>/dev/null)" != "${FLAGS[*]}" ]; then
  rm -f "$OUT/keygraph-fuzz" "$OUT/keygraph-fuzz-swiftui"
  echo "${FLAGS[*]}" >"$OUT/flags"
fi
if [ ! -x "$OUT/keygraph-fuzz" ] || [ -n "$(find Sources/KeyGraph Sources/KeyGraphFormats Sources/KeyGraphScript Sources/KeyGraphTerminal/ByteDecoder*.swift Fuzz Apps Keymaps -newer "$OUT/keygraph-fuzz" -type f | head -1)" ]; then
  echo "building the fuzz targets…" >&2
  # 1. The engine's modules, in layer order (coverage and ASan instrumented, no libFuzzer main).
  for module in $MODULES; do
    extra=()
    [ "$module" = KeyGraphFormats ] && extra=("$OUT/obj/Resources.swift")
    # swiftc adds to an existing archive: a file deleted since the last build would stay in it.
    rm -f "$OUT/obj/lib$module.a"
    swiftc "${FLAGS[@]}" -module-name "$module" -I "$OUT/obj" -emit-module -emit-module-path "$OUT/obj/$module.swiftmodule" \
      -emit-library -static -o "$OUT/obj/lib$module.a" \
      $(find "Sources/$module" -name '*.swift' | sort) "${extra[@]}"
  done
  # 2. The byte decoder (the pure files of KeyGraphTerminal), and the entry points.
  #    ld.gold's "Cannot export local symbol" warnings about ASan's own symbols are noise.
  swiftc "${FLAGS[@]}" -module-name KeyGraphFuzz -I "$OUT/obj" -L "$OUT/obj" -lKeyGraphScript -lKeyGraphFormats -lKeyGraph \
    Sources/KeyGraphTerminal/ByteDecoder*.swift \
    Fuzz/FuzzMain.swift Fuzz/FuzzBytes.swift -o "$OUT/keygraph-fuzz.new" 2> "$OUT/link.log" \
    || { grep -v "Cannot export local symbol" "$OUT/link.log" >&2; exit 2; }
  mv "$OUT/keygraph-fuzz.new" "$OUT/keygraph-fuzz"
fi

# The SwiftUI reader's target: the reader's sources compiled with the sanitizers against the
# engine's archives above, linked with the toolchain's swift-syntax or the package's debug objects.
if [[ " $WHICH " == *" swiftui "* ]]; then
  if [ ! -x "$OUT/keygraph-fuzz-swiftui" ] || [ -n "$(find Sources/KeyGraphSwiftUI Fuzz/FuzzSwiftUI.swift "$OUT/obj" -newer "$OUT/keygraph-fuzz-swiftui" -type f | head -1)" ]; then
    # swift-syntax: the toolchain's own build where it has one (as Package.swift links it in
    # debug builds), else the objects of the package's, built by `swift build`.
    host="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/host"
    syntax_flags=()
    objects=()
    if [ -f "$host/libSwiftParser.so" ] && [ "${KEYGRAPH_SWIFT_SYNTAX:-}" != package ]; then
      syntax_flags=(-I "$host" -L "$host" -Xlinker -rpath -Xlinker "$host")
      for module in SwiftSyntax SwiftParser SwiftParserDiagnostics SwiftDiagnostics SwiftBasicFormat; do
        syntax_flags+=("-l$module")
      done
    else
      [ -d .build/debug/SwiftParser.build ] || swift build --target KeyGraphSwiftUI >&2
      syntax=(SwiftSyntax SwiftSyntax509 SwiftSyntax510 SwiftSyntax600 SwiftSyntax601 SwiftSyntax602 SwiftSyntax603
        SwiftParser SwiftDiagnostics SwiftBasicFormat SwiftParserDiagnostics _SwiftSyntaxCShims)
      for module in "${syntax[@]}"; do
        [ -d ".build/debug/$module.build" ] && objects+=($(find ".build/debug/$module.build" -name '*.o' | sort))
      done
      syntax_flags=(-I .build/debug/Modules -Xcc -I -Xcc .build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include)
    fi
    echo "building the swiftui fuzz target…" >&2
    swiftc "${FLAGS[@]}" -module-name KeyGraphSwiftUI -I "$OUT/obj" "${syntax_flags[@]}" \
      -L "$OUT/obj" -lKeyGraphFormats -lKeyGraph \
      $(find Sources/KeyGraphSwiftUI -name '*.swift' | sort) Fuzz/FuzzSwiftUI.swift ${objects[@]+"${objects[@]}"} \
      -o "$OUT/keygraph-fuzz-swiftui.new" 2> "$OUT/link-swiftui.log" \
      || { grep -v "Cannot export local symbol" "$OUT/link-swiftui.log" >&2; exit 2; }
    mv "$OUT/keygraph-fuzz-swiftui.new" "$OUT/keygraph-fuzz-swiftui"
  fi
fi

# One input may take 10 s in the -O build; the unoptimised build is several times slower, and an
# input that is only slow there is not a finding.
TIMEOUT=10
[ "${KEYGRAPH_FUZZ_OPT:--O}" = -Onone ] && TIMEOUT=60
status=0
for t in $WHICH; do
  mkdir -p "$OUT/corpus/$t" "Fuzz/Corpus/$t"
  log="$OUT/$t.log"
  set +e
  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=Fuzz/lsan.supp KEYGRAPH_FUZZ_TARGET=$t "$OUT/keygraph-fuzz$([ "$t" = swiftui ] && echo -swiftui)" "$OUT/corpus/$t" "Fuzz/Corpus/$t" \
    -max_total_time="$SECONDS_EACH" -timeout=$TIMEOUT -rss_limit_mb=2048 -max_len=4096 \
    -artifact_prefix="$OUT/crashes/$t-" -print_final_stats=1 ${KEYGRAPH_FUZZ_SEED:+-seed=$KEYGRAPH_FUZZ_SEED} >"$log" 2>&1
  rc=$?
  set -e
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 || true)
  if [ $rc -eq 0 ]; then
    echo "$t: ok, $execs runs in ${SECONDS_EACH}s, $cov"
  else
    echo "$t: FAILED (exit $rc) after $execs runs; see $log and $OUT/crashes/" >&2
    grep -m5 -E "ERROR|Fatal error|SUMMARY|panic" "$log" >&2 || true
    status=1
  fi
done
exit $status
