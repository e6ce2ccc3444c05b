#!/usr/bin/env python3
"""Checks `keygraph schema keymap|app` with a real JSON Schema validator (jsonschema).

1. Both schemas are valid draft 2020-12 schemas.
2. Every shipped and example file validates: Keymaps/*.json, Apps/*.json, the
   keymap and app seeds of the fuzz corpus, the valid keymaps the transcripts load,
   and every complete keymap or app example in docs/*.md.
3. Every malformed-corpus case that the loader rejects for a *structural* reason
   (a wrong kind, a missing or unknown member, a value outside an enum — told by the
   first line of its pinned .err) is rejected by the schema too, or is listed in
   GAPS with why a schema cannot say it. A gap the schema starts to catch fails the
   check, so the list stays true. Cases rejected for other reasons (JSON syntax,
   UTF-8, key notation, `when` grammar, names that must resolve) are counted.

    python3 Tests/Schemas/check_schemas.py [--keygraph PATH]

Exit status 0 when all holds; 1 with every problem printed otherwise; 2 when
jsonschema is missing (it is a test dependency: `pip install jsonschema`).
"""
import argparse, glob, json, os, re, subprocess, sys

try:
    import jsonschema
except ImportError:
    print("check_schemas: the Python package jsonschema is missing (pip install jsonschema)", file=sys.stderr)
    sys.exit(2)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

# Messages (the first line of a case's .err, after "error: ") that a schema can state.
STRUCTURAL = [
    r"must be (a|an) (string|array|object|non-empty|file path)", r"must be (true|one of)", r"must be a command's only", r"must name a command, found", r"is an object, found", r"holds an object, found",
    r"is a word .*or an object", r"^unknown member ",
    r"^unknown (role|effect|menu item|layout|column visibility|width class|built-in command set|placement|"
    r"toolbar placement|toolbar content|detent|tab role|tab placement|tab view style|presentation sizing|"
    r"customizationBehavior|defaultVisibility|customization behavior|tab customization|toolbar customization|"
    r"tab bar placement|scene|scene action|dismissal answer) ",
    r'^"[^"]+" is "', r"holds names \(strings\)", r'^"checked" holds', r"maps a ", r"^a field holds",
    r"names a record type \(a string\)", r"^a layout (is a|object holds)", r"^a command group has one of",
    r"takes a whole number", r'" is empty$', r"needs a context name", r"is the section's header",
    r"^a split view has two or three columns", r"^a tab view has at least one tab", r"not unique$",
    r'needs a? ?"', r"^a removal takes no", r"^the command id is empty", r"^a record type starts with",
    r"^expected Type:id", r"lists nothing; remove",
    r'^"hidden" is true, false', r"not both$", r"is a tab view's$", r'^a tab that runs an action has no "root"',
    r"^a (fraction|height) is a number", r"^a badge count is", r'needs an "', r"^a customizable toolbar .*not groups",
    r"is for an item of a customizable toolbar", r"customization has one of", r"needs a sidebarAdaptable tab view",
    r"its windows' title \(a non-empty string\)", r"^a tab view needs a tab with content",
    r"^an app has one (WindowGroup|Settings)", r'^"body" needs a WindowGroup',
]

# Structural cases a schema cannot reject, and why.
GAPS = {}

# The example files besides the shipped ones, by format.
EXAMPLES = {
    "keymap": ["Fuzz/Corpus/keymap/*.json", "Tests/EndToEndTests/Transcripts/files/back.json",
               "Tests/EndToEndTests/Transcripts/files/extra.json"],
    "app": ["Fuzz/Corpus/app/*.json"],
}


def jsonc_to_json(text):
    """JSON with comments and trailing commas → JSON (strings kept byte for byte)."""
    out, i, n = [], 0, len(text)
    if text.startswith("\ufeff"):
        i = 1
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise ValueError("unterminated comment")
            i = end + 2
        elif c == ",":
            j = i + 1
            while j < n:
                if text[j].isspace():
                    j += 1
                elif text.startswith("//", j):
                    j = text.find("\n", j) if text.find("\n", j) >= 0 else n
                elif text.startswith("/*", j):
                    j = text.find("*/", j + 2) + 2 if text.find("*/", j + 2) >= 0 else n
                else:
                    break
            if j < n and text[j] in "]}":
                i += 1  # a trailing comma
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def load(path):
    with open(path, "rb") as f:
        return json.loads(jsonc_to_json(f.read().decode("utf-8")))


def doc_examples():
    """Complete keymaps and apps in docs/*.md code blocks: (name, format, value)."""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))):
        text = open(path, encoding="utf-8").read()
        for n, block in enumerate(re.findall(r"```jsonc?\n(.*?)```", text, re.S)):
            try:
                value = json.loads(jsonc_to_json(block))
            except ValueError:
                continue  # a fragment ("…"), not a file
            if isinstance(value, dict) and ("bindings" in value or "app" in value):
                name = f"{os.path.relpath(path, ROOT)} (block {n + 1})"
                found.append((name, "app" if "app" in value else "keymap", value))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--keygraph", default=os.path.join(ROOT, ".build", "debug", "keygraph"))
    args = parser.parse_args()
    problems, validators = [], {}
    for fmt in ("keymap", "app"):
        schema = json.loads(subprocess.run([args.keygraph, "schema", fmt], check=True, capture_output=True).stdout)
        jsonschema.Draft202012Validator.check_schema(schema)
        validators[fmt] = jsonschema.Draft202012Validator(schema)

    def errors(fmt, value):
        return sorted(validators[fmt].iter_errors(value), key=lambda e: list(e.absolute_path))

    # 2. Shipped and example files validate.
    files = [(p, "keymap") for p in sorted(glob.glob(os.path.join(ROOT, "Keymaps", "*.json")))]
    files += [(p, "app") for p in sorted(glob.glob(os.path.join(ROOT, "Apps", "*.json")))]
    for fmt, patterns in EXAMPLES.items():
        for pattern in patterns:
            files += [(p, fmt) for p in sorted(glob.glob(os.path.join(ROOT, pattern)))]
    checked = 0
    for path, fmt in files:
        value = load(path)
        # A top-level array is VS Code's or Zed's format (fuzz seeds): their editors' schemas, not ours.
        if fmt == "keymap" and isinstance(value, list):
            continue
        for e in errors(fmt, value):
            problems.append(f"{os.path.relpath(path, ROOT)}: {e.message} at {'/'.join(map(str, e.absolute_path))}")
        checked += 1
    for name, fmt, value in doc_examples():
        for e in errors(fmt, value):
            problems.append(f"{name}: {e.message}")
        checked += 1
    print(f"valid: {checked} shipped and example files")

    # 3. The malformed corpus.
    counts = {"structural": 0, "other": 0, "gap": 0}
    for fmt in ("keymap", "app"):
        for err in sorted(glob.glob(os.path.join(ROOT, "Tests", "EndToEndTests", "Malformed", fmt, "*.err"))):
            case = err[:-4]
            name = f"{fmt}/{os.path.basename(case)}"
            first = open(err, encoding="utf-8").readline()
            message = first.split(" error: ", 1)[-1].strip()
            # An app case whose error is in the keymap it names is the keymap's.
            in_own_file = first.startswith(f"{name}.json:")
            structural = in_own_file and any(re.search(p, message) for p in STRUCTURAL)
            if os.environ.get("CHECK_SCHEMAS_VERBOSE"):
                print(f"  {'structural' if structural else 'other':10} {name}: {message}")
            if not structural:
                counts["other"] += 1
                continue
            rejected = bool(errors(fmt, load(case + ".json")))
            if name in GAPS:
                counts["gap"] += 1
                if rejected:
                    problems.append(f"{name}: the schema now rejects it; remove it from GAPS")
                continue
            counts["structural"] += 1
            if not rejected:
                problems.append(f"{name}: the loader says '{message}', but the schema accepts the file")
    print(f"malformed corpus: {counts['structural']} structural cases rejected by the schema too; "
          f"{counts['gap']} structural cases a schema cannot state (GAPS); "
          f"{counts['other']} rejected for syntax, encoding, key notation, `when` grammar or names")
    for name, why in sorted(GAPS.items()):
        print(f"  gap: {name}: {why}")
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
