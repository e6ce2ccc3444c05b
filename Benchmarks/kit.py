#!/usr/bin/env python3
"""Run KeyGraph and the shared kit's peers on the same workloads, in one run.

    python3 Benchmarks/kit.py [--workloads d:1000,d:10000,o:10000] [--ptk] [--budget-s 20]
                              [--paste 64,256,1024] [--latency 300] [--scratch-path .build]
                              [--keygraph PATH]

Copies ../shared/bench to a temporary folder (the kit is read-only here and
writes its C peer next to itself), generates each workload once under
.build-bench/workloads, builds `keygraph` in release mode, and runs readline,
KeyGraph and (with --ptk) prompt_toolkit's core peer on each workload, one
after another. Prints every peer's JSON line, then a table of ratios measured
within this run: the machine is shared and noisy, so only same-run ratios mean
anything.

With --paste, it also types text of each size (KiB) into `keygraph`'s REPL and
into bash's readline through a pseudo-terminal, as a terminal without bracketed
paste (or tmux without it, or xdotool) delivers a paste: plain bytes, as fast as
the program reads them. It times each from the first byte to the output of a
line typed after it, and prints a table of both. `--workloads ""` skips the
dispatch rows.

With --latency N, it times N keystrokes from the terminal to their visible effect
in `keygraph`'s REPL and in bash's readline, through a pseudo-terminal, the two
programs taking turns: the same two-chord key, ⌃K ⌃D (then ⌃K ⌃B), bound in bash
with `bind -x` to an `echo` of the command's name. A sample is the time from
writing the second chord's byte to reading the effect's text and the prompt
redrawn after it: the REPL's whole path (poll, read, decode, dispatch, effect,
print, redraw), and readline's. It also times each program's first prompt after
exec. Prints p50/p90/p99 of both, and bash ÷ KeyGraph.
"""
import argparse, fcntl, json, os, pty, select, shutil, signal, struct, subprocess, sys, tempfile, termios, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KIT = os.path.join(ROOT, "..", "shared", "bench")
CACHE = os.path.join(ROOT, ".build-bench")


def run(cmd, **kw):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)
    return out.stdout


def spawn_in_pty(argv, env, columns=100, rows=24):
    """Starts argv on a fresh pseudo-terminal; returns (pid, master fd)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) | os.O_NONBLOCK)
    return pid, fd


def drive(fd, data, until, timeout, times=1):
    """Writes data while reading the output (neither side may block the other), then
    reads until `until` has appeared `times` times after the last byte went; returns
    the seconds taken, or None on timeout."""
    out, offset, start, seen = bytearray(), 0, time.monotonic(), 0
    while time.monotonic() - start < timeout:
        want_write = offset < len(data)
        r, w, _ = select.select([fd], [fd] if want_write else [], [], 0.5)
        if r:
            try:
                out += os.read(fd, 1 << 16)
            except OSError:
                return None
            if not want_write and out.count(until, seen) >= times:
                return time.monotonic() - start
            if want_write:
                seen = max(0, len(out) - len(until))  # only what comes after the data counts
        if w:
            offset += os.write(fd, data[offset:offset + 4096])
    return None


def time_paste(argv, env, prompt, size, timeout):
    """Seconds from the first byte of an unbracketed paste of `size` bytes (one line of
    words, no line end) to the output of `echo` typed after it: ⌃U empties the line
    (⌃C would make bash's terminal flush its unread input), then `echo` runs. The mark
    shows twice: as typed, then as printed (bash puts mode changes between them)."""
    pid, fd = spawn_in_pty(argv, env)
    try:
        if drive(fd, b"", prompt, 10) is None:
            raise RuntimeError(f"{argv[0]} showed no prompt")
        words = b"lorem ipsum dolor sit amet consectetur adipiscing elit "
        text = (words * (size // len(words) + 1))[:size]
        mark = b"PASTE-DONE"
        return drive(fd, text + b"\x15echo " + mark + b"\r", mark + b"\r\n", timeout, times=2)
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)


def paste_rows(keygraph, sizes, timeout):
    """KeyGraph's REPL and bash's readline on the same unbracketed pastes, one after another."""
    home = tempfile.mkdtemp(prefix="keygraph-paste-")
    base = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "TERM": "xterm-256color"}
    peers = {
        "keygraph": ([keygraph], dict(base, NO_COLOR="1", XDG_STATE_HOME=home), "recipes main ⟩ ".encode()),
        "bash": (["/bin/bash", "--norc", "--noprofile", "-i"],
                 dict(base, PS1="bash$ ", INPUTRC="/dev/null", HISTFILE="/dev/null"), b"bash$ "),
    }
    print()
    print("| unbracketed paste | KeyGraph s | bash (readline) s | bash ÷ KeyGraph |")
    print("|---|---|---|---|")
    for kib in sizes:
        times = {name: time_paste(argv, env, prompt, kib * 1024, timeout) for name, (argv, env, prompt) in peers.items()}
        kg, sh = times["keygraph"], times["bash"]
        show = lambda t: "timeout" if t is None else f"{t:.2f}"
        ratio = f"{sh / kg:.0f}×" if kg and sh else "–"
        print(f"| {kib:,} KiB | {show(kg)} | {show(sh)} | {ratio} |", flush=True)
    shutil.rmtree(home, ignore_errors=True)


def read_until(fd, marker, timeout, out=None):
    """Reads until `marker` appears in what was read (after what `out` holds already);
    returns the output, or None on timeout."""
    out = bytearray() if out is None else out
    deadline = time.monotonic() + timeout
    while marker not in out:
        left = deadline - time.monotonic()
        if left <= 0:
            return None
        if select.select([fd], [], [], left)[0]:
            try:
                out += os.read(fd, 1 << 16)
            except OSError:
                return None
    return out


def settle(fd, quiet=0.02):
    """Reads until nothing more arrives for `quiet` seconds."""
    while select.select([fd], [], [], quiet)[0]:
        try:
            os.read(fd, 1 << 16)
        except OSError:
            return


class LatencyPeer:
    """A REPL in a pseudo-terminal, its two-chord keys, and what each shows when it has acted."""

    def __init__(self, name, argv, env, prompt, setup, keys):
        self.name, self.argv, self.env, self.prompt, self.setup, self.keys = name, argv, env, prompt, setup, keys
        self.samples, self.starts = [], []

    def start(self):
        """Spawns the program and times its first prompt, from just before the fork."""
        begin = time.perf_counter_ns()
        self.pid, self.fd = spawn_in_pty(self.argv, self.env)
        if read_until(self.fd, self.prompt, 10) is None:
            raise RuntimeError(f"{self.name} showed no prompt")
        self.starts.append((time.perf_counter_ns() - begin) / 1e6)
        for line in self.setup:
            os.write(self.fd, line)
            settle(self.fd, 0.1)
        settle(self.fd, 0.1)

    def stop(self):
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        os.close(self.fd)

    def sample(self, i):
        """Presses the first chord, lets its output settle, then times the second chord
        from the write to the effect's text and the prompt redrawn after it."""
        first, second, marker = self.keys[i % len(self.keys)]
        os.write(self.fd, first)
        settle(self.fd)
        begin = time.perf_counter_ns()
        os.write(self.fd, second)
        if read_until(self.fd, marker, 5) is None:
            raise RuntimeError(f"{self.name}: no {marker!r} after the keystroke")
        self.samples.append((time.perf_counter_ns() - begin) / 1e3)


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def latency_rows(keygraph, samples, starts=20):
    """Keystroke to visible effect, and exec to first prompt: KeyGraph's REPL and bash's
    readline taking turns, so both see the same machine."""
    home = tempfile.mkdtemp(prefix="keygraph-latency-")
    base = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "TERM": "xterm-256color"}
    arrow = " \u2192 ".encode()
    prompt = lambda path: f"recipes main \u203a {path} \u27e9 ".encode()
    keygraph_peer = LatencyPeer(
        "keygraph", [keygraph], dict(base, NO_COLOR="1", XDG_STATE_HOME=home), "recipes main \u27e9 ".encode(), [],
        [(b"\x0b", b"\x04", arrow + b"go.desserts\r\n" + prompt("Desserts")),
         (b"\x0b", b"\x02", arrow + b"go.breakfast\r\n" + prompt("Breakfast"))])
    bash_peer = LatencyPeer(
        "bash", ["/bin/bash", "--norc", "--noprofile", "-i"],
        dict(base, PS1="bash$ ", INPUTRC="/dev/null", HISTFILE="/dev/null"), b"bash$ ",
        [b"bind -x '\"\\C-k\\C-d\": echo go.desserts'\r", b"bind -x '\"\\C-k\\C-b\": echo go.breakfast'\r"],
        [(b"\x0b", b"\x04", b"\rgo.desserts\r\nbash$ "), (b"\x0b", b"\x02", b"\rgo.breakfast\r\nbash$ ")])
    peers = [keygraph_peer, bash_peer]
    for _ in range(starts):
        for peer in peers:
            peer.start()
            peer.stop()
    for peer in peers:
        peer.start()
    try:
        for i in range(20):  # warm-up, untimed
            for peer in peers:
                peer.sample(i)
                peer.samples.clear()
        for i in range(samples):
            for peer in peers:
                peer.sample(i)
    finally:
        for peer in peers:
            peer.stop()
        shutil.rmtree(home, ignore_errors=True)
    print()
    print(f"| keystroke to visible effect, pty ({samples} each) | p50 µs | p90 µs | p99 µs |")
    print("|---|---:|---:|---:|")
    for peer, label in ((keygraph_peer, "KeyGraph REPL, ⌃K ⌃D"), (bash_peer, "bash readline, `bind -x` ⌃K ⌃D")):
        print(f"| {label} | " + " | ".join(f"{percentile(peer.samples, p):.0f}" for p in (50, 90, 99)) + " |")
    print("| bash ÷ KeyGraph | " + " | ".join(
        f"{percentile(bash_peer.samples, p) / percentile(keygraph_peer.samples, p):.2f}×" for p in (50, 90, 99)) + " |")
    print()
    print(f"| first prompt after exec, pty ({starts + 1} each) | p50 ms | p90 ms | max ms |")
    print("|---|---:|---:|---:|")
    for peer, label in ((keygraph_peer, "KeyGraph REPL"), (bash_peer, "bash --norc")):
        print(f"| {label} | {percentile(peer.starts, 50):.1f} | {percentile(peer.starts, 90):.1f} | "
              f"{max(peer.starts):.1f} |", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--workloads", default="d:100,d:1000,d:10000,o:10000,o:100000")
    ap.add_argument("--ptk", action="store_true", help="also run prompt_toolkit's core peer (slow at K=10000)")
    ap.add_argument("--budget-s", default="20")
    ap.add_argument("--repeat", default="5")
    ap.add_argument("--paste", default="", help="unbracketed paste sizes in KiB, e.g. 64,256,1024")
    ap.add_argument("--paste-timeout-s", type=float, default=300)
    ap.add_argument("--latency", type=int, default=0, help="keystrokes to time in a pseudo-terminal, e.g. 300")
    ap.add_argument("--scratch-path", default=".build", help="SwiftPM's scratch path for the release build")
    ap.add_argument("--keygraph", help="a release binary built already (e.g. with --disable-default-traits): "
                    "no build; lets one binary be measured again, or an older one beside it")
    args = ap.parse_args()

    if args.keygraph:
        keygraph = os.path.abspath(args.keygraph)
    else:
        run(["swift", "build", "-c", "release", "--product", "keygraph", "--scratch-path", args.scratch_path],
            cwd=ROOT)
        keygraph = os.path.join(ROOT, args.scratch_path, "release", "keygraph")
    if args.workloads:
        dispatch_rows(args, keygraph)
    if args.paste:
        paste_rows(keygraph, [int(k) for k in args.paste.split(",")], args.paste_timeout_s)
    if args.latency:
        latency_rows(keygraph, args.latency)


def dispatch_rows(args, keygraph):
    kit = tempfile.mkdtemp(prefix="keygraph-kit-")
    shutil.copytree(KIT, kit, dirs_exist_ok=True)
    run(["sh", os.path.join(kit, "build_peers.sh")])

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
