#!/usr/bin/env python3
"""Run KeyGraph and the shared kit's peers on the same workloads, in one run.

    python3 Benchmarks/kit.py [--workloads d:1000,d:10000,o:10000] [--ptk] [--budget-s 20]

Copies ../shared/bench to a temporary folder (the kit is read-only here and
writes its C peer next to itself), generates each workload once under
.build-bench/workloads, builds `keygraph` in release mode, and runs readline,
KeyGraph and (with --ptk) prompt_toolkit's core peer on each workload, one
after another. Prints every peer's JSON line, then a table of ratios measured
within this run: the machine is shared and noisy, so only same-run ratios mean
anything.
"""
import argparse, json, os, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KIT = os.path.join(ROOT, "..", "shared", "bench")
CACHE = os.path.join(ROOT, ".build-bench")


def run(cmd, **kw):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)
    return out.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--workloads", default="d:100,d:1000,d:10000,o:10000,o:100000")
    ap.add_argument("--ptk", action="store_true", help="also run prompt_toolkit's core peer (slow at K=10000)")
    ap.add_argument("--budget-s", default="20")
    ap.add_argument("--repeat", default="5")
    args = ap.parse_args()

    kit = tempfile.mkdtemp(prefix="keygraph-kit-")
    shutil.copytree(KIT, kit, dirs_exist_ok=True)
    run(["sh", os.path.join(kit, "build_peers.sh")])
    run(["swift", "build", "-c", "release", "--product", "keygraph"], cwd=ROOT)
    keygraph = os.path.join(ROOT, ".build", "release", "keygraph")

    rows = []
    for spec in args.workloads.split(","):
        kind, k = spec.split(":")
        scenario = {"d": "distinct", "o": "overlap"}[kind]
        wl = os.path.join(CACHE, "workloads", f"{kind}-K{k}")
        if not os.path.exists(os.path.join(wl, "stats.json")):
            run([sys.executable, os.path.join(kit, "gen_workload.py"), "--K", k, "--C", "8", "--N", "200000",
                 "--scenario", scenario, "--seed", "1", "--out", wl])
        lines = {}
        lines["readline"] = json.loads(run([os.path.join(kit, "peer_readline"), wl, "--repeat", args.repeat,
                                            "--budget-s", args.budget_s]))
        lines["keygraph"] = json.loads(run([keygraph, "bench", "dispatch", wl, "--repeat", args.repeat,
                                            "--budget-s", args.budget_s]))
        if args.ptk:
            lines["ptk-core"] = json.loads(run([sys.executable, os.path.join(kit, "peer_ptk.py"), wl, "--mode", "core",
                                                "--repeat", "1", "--budget-s", args.budget_s]))
        for line in lines.values():
            print(json.dumps(line))
        rows.append((scenario, int(k), lines))
    shutil.rmtree(kit, ignore_errors=True)

    print()
    head = "| scenario | K | readline ns/chord | KeyGraph ns/chord | KeyGraph bytes ns/chord | readline ÷ KeyGraph (bytes) | KeyGraph load ms | readline load ms |"
    if args.ptk:
        head += " ptk-core ns/chord | ptk ÷ KeyGraph |"
    print(head)
    print("|" + "---|" * (head.count("|") - 1))
    for scenario, k, lines in rows:
        rl, kg = lines["readline"], lines["keygraph"]
        ok = kg["fired_ok"] and kg["commands_ok"]
        row = (f"| {scenario} | {k:,} | {rl['ns_per_chord']:.0f} | {kg['ns_per_chord']:.0f}{'' if ok else ' (WRONG)'} | "
               f"{kg['ns_per_chord_bytes']:.0f} | {rl['ns_per_chord'] / kg['ns_per_chord_bytes']:.1f}× | "
               f"{kg['load_ms']:.1f} | {rl['load_ms']:.1f} |")
        if args.ptk:
            pt = lines["ptk-core"]
            row += f" {pt['ns_per_chord']:.0f} | {pt['ns_per_chord'] / kg['ns_per_chord']:.0f}× |"
        print(row)


if __name__ == "__main__":
    main()
