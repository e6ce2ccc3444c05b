#!/usr/bin/env bash
# CI's check of Scripts/install.sh: install the release build into a temporary prefix,
# run the installed binary from outside the repository, load its bash completion, then
# uninstall and require that nothing it wrote is left.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
Scripts/install.sh "$prefix" >/dev/null
(cd / && "$prefix/bin/keygraph" --version >/dev/null)
out=$(cd / && echo 'menu Go' | "$prefix/bin/keygraph" run -)
grep -q 'Back' <<<"$out" || { echo "the installed keygraph did not print the Go menu: $out" >&2; exit 1; }
bash -c "source '$prefix/share/bash-completion/completions/keygraph' && complete -p keygraph" >/dev/null
test -s "$prefix/share/man/man1/keygraph.1"
test -s "$prefix/share/zsh/site-functions/_keygraph"
test -s "$prefix/share/fish/vendor_completions.d/keygraph.fish"
Scripts/install.sh --uninstall "$prefix" >/dev/null
left=$(find "$prefix" -type f)
[ -z "$left" ] || { echo "uninstall left files behind: $left" >&2; exit 1; }
echo "install check: installed, ran, completed and uninstalled under a temporary prefix"
