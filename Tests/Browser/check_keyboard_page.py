#!/usr/bin/env python3
"""Opens `keygraph keys --format html` pages in a real browser (Debian's Chromium, driven
by Playwright) and checks what users rely on:

- the page loads from file:// with no console error and no network request;
- on every layer, the keys carrying data-command are exactly the first-chord keys of
  that layer's bindings in `keygraph keys --format json` (same count, same keys);
- clicking modifier keys switches layers; clicking a key that starts sequences shows
  the keys that continue them, and Escape goes back;
- the view filter shows what wins in that view (keygraph computed it; the page does
  not evaluate `when`);
- the search filters the keys and lists what matches;
- a known conflict is highlighted, with keygraph check's explanation in its tooltip and
  its details, and a shadowed binding is marked.

It runs on the Recipes demo, the demo under a keymap with conflicts, the TabView
example with a keymap of its own, and a Zed keymap imported over the demo.

    python3 Tests/Browser/check_keyboard_page.py [--keygraph PATH]

Exit status 0 when every check holds, 1 when one fails, 2 when Chromium or Playwright
is missing (install them: apt-get install chromium; pip install playwright —
Playwright's own browser download is not used).
"""
import argparse, json, os, shutil, subprocess, sys, tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
FIXTURES = os.path.join("Tests", "Browser", "Fixtures")

try:
    from playwright.sync_api import sync_playwright
except ImportError:
    print("check_keyboard_page: Python Playwright is missing (pip install playwright)", file=sys.stderr)
    sys.exit(2)

# name, keygraph arguments, expected highlights: (layer, key, class, words in the tooltip)
CASES = [
    ("recipes demo", ["--platform", "macos"], [], {"query": "favorite", "prefix": ("ctrl", "k")}),
    (
        "recipes demo with conflicts",
        ["--platform", "macos", "--keymap", os.path.join(FIXTURES, "recipes-conflicts.json")],
        [
            ("ctrl", "k", "conflict", "also starts 'ctrl+k ctrl+d'"),
            ("alt", "e", "conflict", "never fires: wherever it applies, 'recipe.export'"),
            ("cmd", "n", "shadowed", "a higher layer binds the same keys"),
            ("cmd", "z", "shadowed", "removed by"),
        ],
        {"query": "window", "prefix": ("ctrl", "x")},
    ),
    (
        "tabs example",
        ["--app", "Apps/tabs.json", "--keymap", os.path.join(FIXTURES, "tabs-keymap.json"), "--platform", "linux",
         "--layout", "iso"],
        [
            ("ctrl", "s", "conflict", "the terminal claims 'ctrl+s'"),
            ("cmd", "return", "shadowed", "a higher layer binds the same keys"),
        ],
        {"query": "tab.", "prefix": None},
    ),
    (
        "Zed keymap imported over the demo",
        ["--keymap", os.path.join(FIXTURES, "zed-keymap.json"), "--platform", "linux"],
        [
            ("ctrl", "s", "conflict", "the terminal claims 'ctrl+s'"),
            ("cmd", "w", "blocked", "(blocked)"),
        ],
        {"query": "workspace::", "prefix": ("cmd", "k")},
    ),
]


class Check:
    def __init__(self, case):
        self.case = case
        self.failures = []

    def expect(self, condition, message):
        if not condition:
            self.failures.append(f"{self.case}: {message}")
        return condition


def keygraph(binary, args):
    return subprocess.run([binary, "keys"] + args, cwd=ROOT, check=True, capture_output=True, text=True).stdout


def firing(entry):
    return isinstance(entry["command"], str) and not entry["command"].startswith("-") and entry["chords"]


def bound_caps(listing, layer, prefix=()):
    """The keys the page must mark bound on `layer` after the chords of `prefix`."""
    depth = len(prefix)
    caps = set()
    for e in listing:
        chords = [(c["layer"], c["cap"]) for c in e["chords"]]
        if firing(e) and len(chords) > depth and tuple(chords[:depth]) == tuple(prefix) and chords[depth][0] == layer:
            caps.add(chords[depth][1])
    return caps


def page_layer(page):
    return page.get_attribute("#keyboard", "data-layer")


def page_bound(page):
    return set(page.eval_on_selector_all("#keyboard .key[data-command]", "keys => keys.map(k => k.dataset.key)"))


def go_to_layer(page, layer):
    page.click(f'#layers button[data-layer="{layer}"]')


def check_case(browser, binary, name, args, highlights, extra, failures):
    check = Check(name)
    listing = json.loads(keygraph(binary, ["--format", "json"] + args))
    html = keygraph(binary, ["--format", "html"] + args)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "keys.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(html)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        errors, requests = [], []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        url = "file://" + path
        page.on("request", lambda r: requests.append(r.url) if r.url != url else None)
        page.goto(url)
        page.wait_for_selector("#layers button")

        # Every layer: the keys with data-command are the listing's first-chord keys.
        layers = sorted({e["layer"] for e in listing if firing(e)})
        for layer in layers:
            go_to_layer(page, layer)
            want = bound_caps(listing, layer)
            got = page_bound(page)
            check.expect(page_layer(page) == layer, f"the layer button '{layer}' shows layer '{page_layer(page)}'")
            check.expect(len(got) == len(want), f"layer '{layer}': {len(got)} bound keys on the page, {len(want)} in the JSON")
            check.expect(got == want, f"layer '{layer}': the page binds {sorted(got)}, the JSON {sorted(want)}")

        # Clicking modifier keys switches layers.
        go_to_layer(page, layers[0])
        target = next((l for l in layers if l != layers[0] and set(l.split("+")) <= {"ctrl", "alt", "shift", "cmd"}), None)
        if check.expect(target is not None, "no second layer reachable with modifier keys"):
            current = set(filter(None, layers[0].split("+")))
            for modifier in sorted(current ^ set(target.split("+"))):
                page.click(f'#keyboard .key[data-modifier="{modifier}"] >> nth=0')
            check.expect(page_layer(page) == target, f"clicking modifiers reached '{page_layer(page)}', not '{target}'")
            pressed = set(page.eval_on_selector_all(
                '#keyboard .key[aria-pressed="true"]', "keys => keys.map(k => k.dataset.modifier)"))
            check.expect(pressed == set(target.split("+")), f"pressed modifier keys {sorted(pressed)} on '{target}'")
            check.expect(page_bound(page) == bound_caps(listing, target), f"layer '{target}' after modifier clicks")

        # A key that starts sequences opens them; Escape goes back.
        if extra["prefix"]:
            layer, cap = extra["prefix"]
            go_to_layer(page, layer)
            page.click(f'#keyboard .key[data-key="{cap}"]')
            inner = page_layer(page)
            want = bound_caps(listing, inner, [(layer, cap)])
            check.expect(page.get_attribute("#keyboard", "data-prefix") == f"{layer}|{cap}", "the prefix did not open")
            check.expect(want and page_bound(page) == want, f"after {layer}+{cap}: {sorted(page_bound(page))}, want {sorted(want)}")
            page.keyboard.press("Escape")
            check.expect(page.get_attribute("#keyboard", "data-prefix") == "", "Escape did not close the prefix")
            check.expect(page_layer(page) == layer, "Escape did not return to the prefix's layer")

        # The search filters keys and lists what matches.
        query = extra["query"]
        page.fill("#search", query)
        results = page.eval_on_selector_all("#results li", "items => items.map(i => i.textContent)")
        expected = [e for e in listing if firing(e) and query.lower() in (e["command"] or "").lower()]
        check.expect(len(results) >= max(1, len(expected)), f"search '{query}': {len(results)} results, at least {len(expected)} expected")
        check.expect(all(query.lower() in r.lower() or "→" in r for r in results), f"search '{query}' lists {results}")
        matched = page.eval_on_selector_all("#keyboard .key.match", "keys => keys.length")
        dimmed = page.eval_on_selector_all("#keyboard .key.nomatch", "keys => keys.length")
        check.expect(matched + dimmed == len(page_bound(page)) + len(page.query_selector_all("#keyboard .key.blocked:not([data-command])")),
                     f"search '{query}': every bound key is a match or dimmed")
        page.fill("#search", "")
        check.expect(page.eval_on_selector_all("#keyboard .key.nomatch", "k => k.length") == 0, "clearing the search")
        check.expect(page.is_hidden("#results"), "the results stay shown after clearing the search")

        # Known conflicts and shadowed bindings are highlighted, explained on hover and click.
        for layer, cap, css, words in highlights:
            go_to_layer(page, layer)
            selector = f'#keyboard .key[data-key="{cap}"]'
            classes = (page.get_attribute(selector, "class") or "").split()
            check.expect(css in classes, f"{layer}+{cap} is not marked '{css}' (classes: {classes})")
            tooltip = page.get_attribute(selector, "title") or ""
            check.expect(words in tooltip, f"{layer}+{cap}'s tooltip lacks '{words}': {tooltip!r}")
            if css != "blocked":
                page.click(selector)
                check.expect(words in page.inner_text("#details"), f"{layer}+{cap}'s details lack '{words}'")
        if not highlights:
            total = 0
            for layer in layers:
                go_to_layer(page, layer)
                total += len(page.query_selector_all("#keyboard .key.conflict"))
            check.expect(total == 0, f"{total} keys marked as conflicts in a keymap keygraph check finds clean")

        # The view filter: a binding with a `when` shows only in the views where it wins
        # (keygraph's verdicts, embedded as each note's `wins`); one that applies in no view
        # of the app (an imported editor's context) shows in none.
        data = json.loads(page.text_content("#keygraph-data"))
        views = [v for v, _ in page.eval_on_selector_all("#view option", "os => os.map(o => [o.value, o.text])")][1:]
        candidates = [i for i, e in enumerate(listing) if firing(e) and e["when"] and len(e["chords"]) == 1]
        partial = [i for i in candidates if 0 < len(data["notes"][i]["wins"]) < len(views)]
        for i in (partial or candidates)[:1]:
            e = listing[i]
            layer, cap = e["chords"][0]["layer"], e["chords"][0]["cap"]
            shown = []
            for value in views:
                page.select_option("#view", value)
                if page.query_selector(f'#layers button[data-layer="{layer}"]'):
                    go_to_layer(page, layer)
                command = page.get_attribute(f'#keyboard .key[data-key="{cap}"]', "data-command") or ""
                if page_layer(page) == layer and e["command"] in command.split():
                    shown.append(int(value))
            check.expect(shown == data["notes"][i]["wins"],
                         f"'{e['keys']}' (when {e['when']}) shows in views {shown}, wins in {data['notes'][i]['wins']}")
            check.expect(not partial or 0 < len(shown) < len(views), f"'{e['keys']}' shows in every view or none")
            page.select_option("#view", "-1")

        # Printing opens the full table.
        page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
        check.expect(page.evaluate("document.getElementById('sheet-box').open"), "printing does not open the table")

        check.expect(not errors, f"console errors: {errors}")
        check.expect(not requests, f"network requests: {requests}")
        page.close()
    failures += check.failures
    print(f"{'ok ' if not check.failures else 'FAIL'} {name}: {len(layers)} layers, {len(listing)} bindings")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--keygraph", default=os.path.join(ROOT, ".build", "debug", "keygraph"))
    args = parser.parse_args()
    chromium = shutil.which("chromium")
    if not chromium:
        print("check_keyboard_page: Chromium is missing (apt-get install chromium)", file=sys.stderr)
        return 2
    binary = os.path.abspath(args.keygraph)
    failures = []
    with sync_playwright() as p:
        # Debian's Chromium, not Playwright's download; as root it needs --no-sandbox.
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"] if os.geteuid() == 0 else [])
        for name, case_args, highlights, extra in CASES:
            check_case(browser, binary, name, case_args, highlights, extra, failures)
        browser.close()
    for f in failures:
        print(f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
