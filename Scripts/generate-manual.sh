#!/usr/bin/env bash
# Writes docs/man/keygraph.1, keygraph's man page, with swift-argument-parser's
# generate-manual plugin (from the help the commands declare), or with --check fails
# when the committed page differs from what the plugin generates now.
#   Scripts/generate-manual.sh [--check] [--scratch-path PATH]     (default: .build)
# The page's date is the release date of KeyGraphVersion.current: change them together.
set -euo pipefail
cd "$(dirname "$0")/.."
DATE=2026-11-23
scratch=.build
check=0
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check=1 ;;
    --scratch-path) scratch=$2; shift ;;
    *) echo "usage: $0 [--check] [--scratch-path PATH]" >&2; exit 2 ;;
  esac
  shift
done
# swift-argument-parser's generate-manual tool (what its GenerateManual plugin runs) on the debug
# keygraph: `swift package generate-manual` wrote the same page but rebuilt every module for the
# plugin first (347 s of CI's time, beside a debug build that already had keygraph).
swift build --scratch-path "$scratch" --product generate-manual >/dev/null
swift build --scratch-path "$scratch" --product keygraph >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$scratch/debug/generate-manual" "$scratch/debug/keygraph" --date "$DATE" --output-directory "$out"
page="$out/keygraph.1"
if [ "$check" = 1 ]; then
  diff -u docs/man/keygraph.1 "$page" \
    || { echo "docs/man/keygraph.1 is out of date: run Scripts/generate-manual.sh" >&2; exit 1; }
else
  mkdir -p docs/man
  cp "$page" docs/man/keygraph.1
  echo "docs/man/keygraph.1"
fi
