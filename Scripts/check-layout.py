#!/usr/bin/env python3
"""Checks the layout rules of docs/architecture.md over Sources/:

- no source file over 400 lines, no function (func, init, computed var) over 80;
- within each module, no two folders that name each other's types both ways;
- the C library (Glibc, Darwin, Musl) is imported, or named in a call (`Glibc.exit`), only
  by the module's seam, `Sources/MODULE/System.swift`;
- a dialect's folder (`Dialects/NAME/`) is its own: no file outside it names a type
  declared in it (the registry hands its values over; docs/architecture.md, "Adding a
  dialect").

Prints what breaks a rule and exits 1; prints the figures and exits 0 otherwise.
    Scripts/check-layout.py [--verbose]
"""
import collections, os, re, sys

SOURCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
MAX_FILE, MAX_FUNCTION = 400, 80
LIBC = r"(?:Glibc|Darwin|Musl)"
SEAM = "System.swift"


def strip(text):
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r'"(\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"//.*", "", text)


def function_lengths(path, lines):
    """(length, where) of every function-like declaration: from its line to its closing brace."""
    out = []
    for i, line in enumerate(lines):
        if line.strip().startswith("//") or not re.search(r"\b(func \w+|init[?!]?\(|var \w+: [^=]*\{\s*$)", line):
            continue
        depth, started, j = 0, False, i
        while j < len(lines):
            for ch in strip(lines[j]):
                if ch == "{":
                    depth, started = depth + 1, True
                elif ch == "}":
                    depth -= 1
            if started and depth <= 0:
                break
            if not started and j > i + 6:
                break
            j += 1
        if started:
            out.append((j - i + 1, f"{path}:{i + 1}"))
    return out


def folder_cycles(module_dir):
    declared = collections.defaultdict(set)
    files = {}
    for d, _, fs in os.walk(module_dir):
        for f in fs:
            if f.endswith(".swift"):
                p = os.path.join(d, f)
                folder = os.path.relpath(d, module_dir).split("/")[0]
                text = strip(open(p).read())
                files[p] = (folder, text)
                for m in re.finditer(
                    r"^(?:public |package |internal |private |fileprivate )?(?:final )?(?:indirect )?"
                    r"(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)", text, re.M):
                    declared[m.group(1)].add(folder)
    uses = collections.defaultdict(set)
    for folder, text in files.values():
        for name, folders in declared.items():
            if len(folders) == 1 and folder not in folders and re.search(r"\b" + name + r"\b", text):
                uses[folder].add(next(iter(folders)))
    return sorted((a, b) for a in uses for b in uses[a] if a < b and a in uses.get(b, ()))


def libc_uses(text):
    """Where `text` (comments and strings stripped) imports the C library or names it: (line, what)."""
    out = []
    for i, line in enumerate(text.split("\n")):
        if re.match(r"\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?" + LIBC + r"\b", line):
            out.append((i + 1, "imports the C library"))
        elif re.search(r"(?<![\w.])" + LIBC + r"\.\w", line):
            out.append((i + 1, "names the C library's module"))
    return out
def dialect_leaks(module_dir):
    """(file, type, dialect) for each use of a type declared in Dialects/NAME/ outside that folder."""
    root = os.path.join(module_dir, "Dialects")
    if not os.path.isdir(root):
        return []
    owned, texts = {}, {}
    for d, _, fs in os.walk(module_dir):
        for f in fs:
            if f.endswith(".swift"):
                p = os.path.join(d, f)
                texts[p] = strip(open(p).read())
    for p, text in texts.items():
        rel = os.path.relpath(p, root)
        if rel.startswith("..") or "/" not in rel:
            continue
        for m in re.finditer(
            r"^(?:public |package |internal |private |fileprivate )?(?:final )?(?:indirect )?"
            r"(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)", text, re.M):
            owned[m.group(1)] = rel.split("/")[0]
    leaks = []
    for p, text in texts.items():
        rel = os.path.relpath(p, root)
        mine = None if rel.startswith("..") or "/" not in rel else rel.split("/")[0]
        for name, dialect in owned.items():
            if dialect != mine and re.search(r"\b" + name + r"\b", text):
                leaks.append((os.path.relpath(p, os.path.join(SOURCES, "..")), name, dialect))
    return sorted(leaks)


def main():
    problems, sizes, functions = [], [], []
    for d, _, fs in os.walk(SOURCES):
        for f in fs:
            if not f.endswith(".swift"):
                continue
            p = os.path.join(d, f)
            rel = os.path.relpath(p, os.path.join(SOURCES, ".."))
            lines = open(p).read().split("\n")
            count = len(lines) - (1 if lines[-1] == "" else 0)
            sizes.append((count, rel))
            if count > MAX_FILE:
                problems.append(f"{rel}: {count} lines (at most {MAX_FILE})")
            is_seam = f == SEAM and os.path.normpath(os.path.join(d, "..")) == os.path.normpath(SOURCES)
            if not is_seam:
                for line, what in libc_uses(strip("\n".join(lines))):
                    problems.append(f"{rel}:{line}: {what}; only the module's seam, {SEAM}, does (docs/architecture.md)")
            for length, where in function_lengths(rel, lines):
                functions.append((length, where))
                if length > MAX_FUNCTION:
                    problems.append(f"{where}: a function of {length} lines (at most {MAX_FUNCTION})")
    for module in sorted(os.listdir(SOURCES)):
        for a, b in folder_cycles(os.path.join(SOURCES, module)):
            problems.append(f"Sources/{module}: {a}/ and {b}/ use each other's types both ways")
        for path, name, dialect in dialect_leaks(os.path.join(SOURCES, module)):
            problems.append(f"{path}: names {name}, a type of Dialects/{dialect}/ (hand it over through the registry)")
    for p in problems:
        print(p)
    if problems:
        return 1
    sizes.sort(reverse=True)
    functions.sort(reverse=True)
    print(f"layout: ok ({len(sizes)} files; largest {sizes[0][1]} at {sizes[0][0]} lines; "
          f"longest function {functions[0][1]} at {functions[0][0]} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
