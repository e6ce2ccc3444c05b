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
  its details, and a shadowed binding is marked;
- no SF Symbol name is shown as text, and no title shows the APP placeholder;
- the page follows prefers-color-scheme (light and dark), and no key's label and no
  command id is broken inside a word.

For another editor's keymap (VS Code's, Zed's; alone or over --defaults) also:
- the title is the user's file, and nothing of the demo is on the page;
- each command is labelled from its id, with the full id on hover and in the details;
- the page opens on the editor's main editing focus, and in each context of the picker
  every key shows the binding that fires there (the last that wins, keygraph's verdicts):
  the keys bound are exactly those, each labelled with it; over the defaults, a key whose
  binding is the user's own is marked, and a default the user removes there is struck
  through; "Any context" shows every rule as before;
- over VS Code's shipped defaults, the labels users see first: Ctrl+C copies, Ctrl+W
  closes the editor, Ctrl+F finds while editing (not the last default written);
- the outline is on exactly the keys where keygraph check reports a warning on the
  user's own rules (never for the defaults' own findings; terminal ones with --terminal).

It runs on the Recipes demo, the demo under a keymap with conflicts, the TabView
example with a keymap of its own, a Zed keymap with --terminal, a VS Code file alone,
over its defaults, over the shipped defaults and with --terminal, and a Zed file.

    python3 Tests/Browser/check_keyboard_page.py [--keygraph PATH]

Exit status 0 when every check holds, 1 when one fails, 2 when Chromium or Playwright
is missing (install them: apt-get install chromium; pip install playwright —
Playwright's own browser download is not used).
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile

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
        "Zed keymap with --terminal",
        ["--keymap", os.path.join(FIXTURES, "zed-keymap.json"), "--platform", "linux", "--terminal"],
        [
            ("ctrl", "s", "conflict", "the terminal claims 'ctrl+s'"),
            ("cmd", "w", "blocked", "(blocked)"),
        ],
        {"query": "workspace::", "prefix": ("cmd", "k")},
    ),
]

VSCODE_USER = os.path.join(FIXTURES, "vscode-user.json")
VSCODE_DEFAULTS = os.path.join(FIXTURES, "vscode-defaults.json")
ZED_USER = os.path.join(FIXTURES, "zed-user.json")

# Another editor's keymap: name, keygraph arguments, the user's file, the keys outlined
# (layer, cap) and why, a key with its label and command id (in any context), and what
# fires in named contexts: (context, (layer, cap), label or None for nothing, class or None).
EDITOR_CASES = [
    (
        "VS Code keymap alone",
        ["--keymap", VSCODE_USER, "--platform", "linux"],
        VSCODE_USER,
        {("", "f8"): "never fires"},
        (("ctrl", "e"), "Quick Open", "workbench.action.quickOpen"),
        [("Editing text", ("ctrl", "k"), "Delete Lines", None), ("Terminal", ("ctrl", "k"), None, None),
         ("Editing text", ("", "f8"), "Debug: Continue", None)],
    ),
    (
        "VS Code keymap over its defaults",
        ["--defaults", VSCODE_DEFAULTS, "--keymap", VSCODE_USER, "--platform", "linux"],
        VSCODE_USER,
        {("", "f8"): "never fires", ("ctrl", "k"): "makes 3 default bindings unreachable"},
        (("ctrl", "k"), "Delete Lines", "editor.action.deleteLines"),
        [("Editing text", ("ctrl", "k"), "Delete Lines", "own"), ("Editing text", ("ctrl", "j"), "Toggle Panel", "removed"),
         ("Editing text", ("ctrl", "c"), "Clipboard Copy", None), ("Terminal", ("ctrl", "c"), None, None)],
    ),
    (
        "VS Code keymap over the shipped defaults",
        ["--defaults", "vscode", "--keymap", VSCODE_USER, "--platform", "linux"],
        VSCODE_USER,
        {("", "f8"): "never fires", ("ctrl", "k"): "default bindings unreachable"},
        (("ctrl", "e"), "Quick Open", "workbench.action.quickOpen"),
        [("Editing text", ("ctrl", "c"), "Clipboard Copy", None),
         ("Editing text", ("ctrl", "w"), "Close Active Editor", None),
         ("Editing text", ("ctrl", "f"), "Find", None),
         ("Editing text", ("ctrl", "k"), "Delete Lines", "own"),
         ("Editing text", ("ctrl", "j"), "Toggle Panel", "removed"),
         ("Explorer (a list)", ("", "f2"), "Rename File", None),
         ("Terminal", ("ctrl", "up"), "Scroll To Previous Command", None)],
    ),
    (
        "VS Code keymap with --terminal",
        ["--keymap", VSCODE_USER, "--platform", "linux", "--terminal"],
        VSCODE_USER,
        {
            ("", "f8"): "never fires", ("ctrl", "s"): "the terminal claims 'ctrl+s'",
            ("ctrl+shift", "t"): "a legacy terminal sends 'ctrl+shift+t' as 'ctrl+t'",
            ("ctrl+alt", "i"): "a legacy terminal sends 'ctrl+alt+i' as Tab",
        },
        (("alt", "up"), "Move Lines Up", "editor.action.moveLinesUpAction"),
        [("Terminal", ("ctrl+shift", "t"), None, None), ("Editing text", ("ctrl+shift", "t"), "Terminal: Focus", None)],
    ),
    (
        "Zed keymap",
        ["--keymap", ZED_USER, "--platform", "linux"],
        ZED_USER,
        {("ctrl", "r"): "never fires"},
        (("ctrl", "k"), "Cut To End Of Line", "editor::CutToEndOfLine"),
        [("Editing text", ("ctrl", "k"), "Cut To End Of Line", None), ("Terminal", ("ctrl", "k"), "… 2 sequences", None),
         ("Terminal", ("ctrl+shift", "c"), "Terminal: Copy", None), ("Editing text", ("ctrl", "r"), "Revert Selected Hunks", None)],
    ),
]

# Where a text's lines break: the two characters around each break ("prev|next").
LINE_BREAKS = """(el) => {
  const breaks = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let lastTop = null, prev = "";
  while (walker.nextNode()) {
    const node = walker.currentNode;
    for (let i = 0; i < node.length; i++) {
      const ch = node.data[i];
      if (ch === " ") { prev = ch; continue; }
      range.setStart(node, i); range.setEnd(node, i + 1);
      const rects = range.getClientRects();
      if (!rects.length) continue;
      if (lastTop !== null && rects[0].top > lastTop + 2) breaks.push(prev + "|" + ch);
      lastTop = rects[0].top; prev = ch;
    }
  }
  return breaks;
}"""



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


def check_case(browser, binary, name, args, highlights, extra, failures, editor=None):
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
        # Another editor's page opens in a context; the checks of every page read it in
        # "Any context" (every rule), and check_editor then each context.
        opened = page.input_value("#view")
        if editor:
            page.select_option("#view", "-1")

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
        for i in (partial or candidates)[:1] if data.get("editor") is None else []:
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

        check_common(page, check, listing, layers, data)
        if editor:
            check_editor(page, check, listing, layers, data, editor, opened)

        # Printing opens the full table.
        page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
        check.expect(page.evaluate("document.getElementById('sheet-box').open"), "printing does not open the table")

        check.expect(not errors, f"console errors: {errors}")
        check.expect(not requests, f"network requests: {requests}")
        page.close()
    failures += check.failures
    print(f"{'ok ' if not check.failures else 'FAIL'} {name}: {len(layers)} layers, {len(listing)} bindings")


def check_common(page, check, listing, layers, data):
    """What every page must do: no SF Symbol name or APP placeholder as text, labels and
    command ids broken only between words, and a dark page under a dark colour scheme."""
    icons = {n["icon"] for n in data["notes"] if n["icon"] and "." in n["icon"]}
    texts = []
    for layer in layers:
        go_to_layer(page, layer)
        texts.append(page.inner_text("body"))
        for key in page.query_selector_all("#keyboard .key[data-command]"):
            label = key.query_selector(".binding")
            breaks = label.evaluate(LINE_BREAKS)
            # A word too long for its key even at 70% may break inside: the last resort ("tight").
            tight = "tight" in (key.get_attribute("class") or "").split()
            check.expect(tight or all(b.startswith(" ") for b in breaks),
                         f"layer '{layer}': the label '{label.inner_text()}' breaks inside a word: {breaks}")
            tooltip = key.get_attribute("title") or ""
            for command in key.get_attribute("data-command").split():
                check.expect(command in tooltip, f"layer '{layer}': key {key.get_attribute('data-key')}'s tooltip lacks {command}")
        # Every bound key's details, for the icons and ids they show.
        for cap in sorted(page_bound(page))[:12]:
            if "prefix" in (page.get_attribute(f'#keyboard .key[data-key="{cap}"]', "class") or ""):
                continue
            page.click(f'#keyboard .key[data-key="{cap}"]')
            texts.append(page.inner_text("#details"))
    page.evaluate("document.getElementById('sheet-box').open = true")
    texts.append(page.inner_text("#sheet"))
    page.evaluate("document.getElementById('sheet-box').open = false")
    shown = "\n".join(texts)
    for icon in icons:
        check.expect(icon not in shown, f"the SF Symbol name '{icon}' is shown as text")
    for placeholder in ["Quit APP", "Hide APP", "About APP", "APP Help"]:
        check.expect(placeholder not in shown, f"'{placeholder}' is shown: the app's name is not filled in")

    # A command id breaks only after '.', '::' or '/': squeezed into a narrow panel.
    code = page.query_selector("#details code.command-id") or page.query_selector("#sheet code.command-id")
    if code and check.expect(code is not None, "no command id is shown"):
        code.evaluate("c => { c.style.display = 'inline-block'; c.style.width = '4ch'; }")
        breaks = code.evaluate(LINE_BREAKS)
        check.expect(breaks, f"the id '{code.inner_text()}' squeezed to 4ch does not wrap")
        check.expect(all(b[0] in ".:/" for b in breaks), f"the id '{code.inner_text()}' breaks inside a word: {breaks}")
        code.evaluate("c => { c.style.display = ''; c.style.width = ''; }")

    # Dark mode: a dark page with light text, keys darker than in light mode.
    def colours():
        return page.evaluate("""() => {
          const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
          const lum = (c) => { const [r, g, b] = rgb(c); return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255; };
          const key = document.querySelector('#keyboard .key:not(.modifier)');
          return { page: lum(getComputedStyle(document.body).backgroundColor),
                   ink: lum(getComputedStyle(document.body).color),
                   key: lum(getComputedStyle(key).backgroundColor) };
        }""")
    page.emulate_media(color_scheme="light")
    light = colours()
    page.emulate_media(color_scheme="dark")
    dark = colours()
    page.emulate_media(color_scheme="light")
    check.expect(light["page"] > 0.9 and light["ink"] < 0.2, f"light mode colours: {light}")
    check.expect(dark["page"] < 0.2 and dark["ink"] > 0.8 and dark["key"] < 0.3, f"dark mode colours: {dark}")


def check_editor(page, check, listing, layers, data, editor, opened):
    """Another editor's keymap: its title, no demo, labels with their ids, what fires in
    each context, and the outline exactly where check warns on the user's rules."""
    user, outlines, (key, label, command), fires = editor
    title = os.path.basename(user) + " — keyboard map"
    check.expect(page.title() == title, f"the title is {page.title()!r}, not {title!r}")
    check.expect(page.inner_text("h1") == title, f"the heading is {page.inner_text('h1')!r}")
    files = {e["source"]["file"] for e in listing}
    check.expect(all(f.startswith(FIXTURES) or f.startswith("keygraph:") for f in files), f"bindings from {sorted(files)}")
    text = page.inner_text("body")
    for demo in ["Recipe", "recipes", "All views", "views of", "<menus>"]:
        check.expect(demo not in text, f"the page shows the demo's '{demo}'")
    check.expect(page.inner_text("label:has(#view)").startswith("Context"), "the filter is not by context")
    options = page.eval_on_selector_all("#view option", "os => os.map(o => [o.value, o.text])")
    check.expect([t for _, t in options] == data["views"] + ["Any context (every rule)"], f"the contexts offered: {options}")
    check.expect(data["views"][:1] == ["Editing text"], f"the first context is not the editor's: {data['views']}")
    check.expect(opened == str(data["initialView"]) == "0", f"the page opens on context {opened}, not the editor's (0)")
    opening = page_layer(page)
    check.expect(opening in layers, f"the page opens on '{opening}', not one of the keymap's layers")

    # The label and the id on hover and in the details.
    layer, cap = key
    go_to_layer(page, layer)
    selector = f'#keyboard .key[data-key="{cap}"]'
    check.expect(page.inner_text(selector + " .binding") == label,
                 f"{layer}+{cap} shows {page.inner_text(selector + ' .binding')!r}, not {label!r}")
    check.expect(command in (page.get_attribute(selector, "title") or ""), f"{layer}+{cap}'s tooltip lacks {command}")
    page.click(selector)
    details = page.inner_text("#details")
    check.expect(label in details and command in details, f"{layer}+{cap}'s details lack {label!r} or {command!r}")
    names = page.eval_on_selector_all("#details .command-name", "ns => ns.map(n => [n.textContent, n.title])")
    check.expect([label, command] in names, f"the details do not name {label!r} with {command!r} on hover: {names}")

    # The outline: exactly the keys check warns about on the user's rules.
    outlined = {}
    for layer in layers:
        go_to_layer(page, layer)
        for k in page.query_selector_all("#keyboard .key.conflict"):
            outlined[(layer, k.get_attribute("data-key"))] = k.get_attribute("title") or ""
    check.expect(set(outlined) == set(outlines), f"outlined {sorted(outlined)}, check warns on {sorted(outlines)}")
    for where, words in outlines.items():
        check.expect(words in outlined.get(where, ""), f"{where}'s tooltip lacks {words!r}")

    # Each context: every key shows the binding that fires there.
    for value, name in options:
        if value != "-1":
            check_context(page, check, listing, data, int(value), name)
    # The named keys: their label there, the user's own marked, a removed default struck.
    for name, (layer, cap), want, css in fires:
        value = next((v for v, t in options if t == name), None)
        if not check.expect(value is not None, f"no context '{name}' in the picker"):
            continue
        page.select_option("#view", value)
        if page.query_selector(f'#layers button[data-layer="{layer}"]'):
            go_to_layer(page, layer)
        selector = f'#keyboard .key[data-key="{cap}"]'
        if not check.expect(page.query_selector(selector) is not None, f"no key '{cap}' on the keyboard"):
            continue
        shown = page.inner_text(selector + " .binding") if page_layer(page) == layer else ""
        classes = (page.get_attribute(selector, "class") or "").split()
        check.expect(shown.lstrip("● ") == (want or ""), f"in {name}, {layer}+{cap} shows {shown!r}, not {want!r}")
        for mark in ["own", "removed"]:
            check.expect((mark in classes) == (css == mark), f"in {name}, {layer}+{cap}: classes {classes}, want {css}")
        if css == "removed":
            struck = page.eval_on_selector(selector + " .binding", "l => getComputedStyle(l).textDecorationLine")
            check.expect("line-through" in struck, f"in {name}, the removed {layer}+{cap} is not struck through ({struck})")
            page.click(selector)
            check.expect("removed here" in page.inner_text("#details"), f"in {name}, {layer}+{cap}'s details lack 'removed here'")
        if css == "own":
            page.click(selector)
            check.expect("yours" in page.inner_text("#details"), f"in {name}, {layer}+{cap}'s details lack 'yours'")
    page.select_option("#view", "-1")


def check_context(page, check, listing, data, view, name):
    """In context `view`: the keys bound on each layer are the first chords of the bindings
    that fire there or a rule of the user's removes there, and each single-chord key is
    labelled with the last of them that fires (keygraph's verdicts: the page evaluates
    no `when`)."""
    notes = data["notes"]
    page.select_option("#view", str(view))
    here = [i for i, e in enumerate(listing) if e["chords"] and (view in notes[i]["wins"] or view in notes[i]["removedIn"])]
    for layer in sorted({listing[i]["chords"][0]["layer"] for i in here if firing(listing[i])}):
        go_to_layer(page, layer)
        want = bound_caps([listing[i] for i in here], layer)
        check.expect(page_bound(page) == want, f"in {name} on '{layer}': {sorted(page_bound(page))}, want {sorted(want)}")
        labels = dict(page.eval_on_selector_all(
            "#keyboard .key[data-command]", "ks => ks.map(k => [k.dataset.key, k.querySelector('.binding').textContent])"))
        for cap in want:
            one = [i for i in here if len(listing[i]["chords"]) == 1 and listing[i]["chords"][0] == {"cap": cap, "layer": layer}]
            winners = [i for i in one if view in notes[i]["wins"]]
            if not winners or listing[max(winners)]["command"] is None:
                continue
            top = max(winners)
            expected = notes[top]["title"] or listing[top]["command"]
            check.expect(labels.get(cap, "").lstrip("● ") == expected,
                         f"in {name}, {layer}+{cap} shows {labels.get(cap)!r}, not what fires there: {expected!r}")


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
        for name, case_args, user, outlines, label, fires in EDITOR_CASES:
            highlights = [(layer, cap, "conflict", words) for (layer, cap), words in outlines.items()]
            extra = {"query": "::" if "zed" in user else "workbench.", "prefix": None}
            check_case(browser, binary, name, case_args, highlights, extra, failures,
                       editor=(user, outlines, label, fires))
        browser.close()
    for f in failures:
        print(f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
