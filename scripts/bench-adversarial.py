#!/usr/bin/env python3
"""Adversarial linear-time benchmark (not a test): `make bench-adversarial`.

Feeds each entry point of the release CLI inputs built to hurt matchers, at 10 KB, 100 KB and 1 MB, and reports the
time of each and the ratio 1 MB / 100 KB (linear cost gives about 10; a quadratic matcher gives about 100).

Entry points: `blackbar detect` (text), `blackbar redact`, `blackbar explain --json --file`, and the evaluation
readers (`blackbar eval --gold G.jsonl --pred P.jsonl`: gold reader, prediction reader and scoring, no detection).
Inputs (each scaled to the size):
  a_then_bang   'a' * (n-1) + '!'                      (the classic backtracking trap: 50,000 'a's then '!')
  ones          "1 1 1 1 ..."                           (digit groups that every number pattern wants to extend)
  emailish      "aaaa@aaaa.aaaa." repeated              (e-mail-shaped with no end)
  one_line      one line without whitespace ("ab1-cd2.ef3/gh4_ij5:kl6@mn7+" repeated)
  digits        seeded random digits, no separator
  mr            "Mr Mr Mr ..."                          (title words, each wanting a name after it)
  spans         "x@y.io " repeated: ~1 detected span per 7 bytes (140,000 spans in 1 MB); for eval, a gold
                document with one gold span per e-mail and a prediction with the same spans
  people        "GL alleged that Dana Whitfield, H-A-D-D-A-D, met Bo Chen. " repeated: 4 PERSON spans per
                sentence (about 69,000 in 1 MB) of a few people (anonymised initials, a spelled-out name), so
                entity linking and name propagation see tens of thousands of mentions of one name (not in the
                issue's list; added when those paths were found quadratic)

Times are CPU seconds (user + system) of the CLI process, best of --repeat runs (default 2; 1 for 1 MB): on a shared,
loaded machine wall-clock time measures the other processes, CPU time measures ours (wall time is in the JSON too).
Nothing is subtracted from the times: the CLI's start-up (loading the gazetteers) is in every figure, so small sizes
read slower than they are. The `net` ratio subtracts each entry's own start-up (best of 5 runs of that command on a
one-character input: `eval` loads no gazetteer, detect does); when the 100 KB run costs less than --floor CPU seconds
(default 0.1) above the start-up, the start-up's run-to-run spread swamps it and the net ratio is not computed
("< floor"): such an input costs little at any size, and its 1 MB net cost is shown instead. A run over --timeout
wall-clock seconds (default 300) is reported as a timeout. --bin uses another blackbar binary than
target/release/blackbar.

The JavaScript peers of the performance issue (bench/peers.mjs: openredaction and redact-pii, installed into bench/
with `npm ci` when missing) run on the same gold files (one document each), one pass after a warm-up call, timed by
the runner itself (no Node start-up in the figure); --peers none skips them.

Usage: python3 scripts/bench-adversarial.py [--sizes 10k,100k,1m] [--inputs a,b] [--entries detect,eval]
       [--repeat N] [--timeout S] [--floor S] [--peers openredaction,redact-pii|none] [--json OUT]
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "blackbar")
SIZES = {"10k": 10_000, "100k": 100_000, "1m": 1_000_000}


def repeat_to(unit, n):
    return (unit * (n // len(unit) + 1))[:n]


def make_inputs(n):
    rnd = random.Random(7)
    return {
        "a_then_bang": "a" * (n - 1) + "!",
        "ones": repeat_to("1 ", n),
        "emailish": repeat_to("aaaa@aaaa.aaaa.", n),
        "one_line": repeat_to("ab1-cd2.ef3/gh4_ij5:kl6@mn7+", n),
        "digits": "".join(rnd.choice("0123456789") for _ in range(n)),
        "mr": repeat_to("Mr ", n),
        "spans": repeat_to("x@y.io ", n - (n % 7)),
        "people": repeat_to("GL alleged that Dana Whitfield, H-A-D-D-A-D, met Bo Chen. ", n),
    }


def gold_and_pred(name, text):
    """One gold document and one prediction line for the eval readers (code-point offsets; all inputs are ASCII)."""
    spans = []
    if name == "spans":
        spans = [{"start": i, "end": i + 6, "label": "EMAIL"} for i in range(0, len(text) - 6, 7)]
    gold = json.dumps({"id": "d", "text": text, "spans": spans}) + "\n"
    pred = json.dumps({"id": "d", "spans": spans}) + "\n"
    return gold, pred


def run(cmd, stdin_path, timeout):
    """(CPU seconds, wall seconds, peak RSS in KB) of one run, or Nones on timeout; raises on a non-zero exit."""
    with open(stdin_path, "rb") as stdin:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = t0 + timeout
        while True:
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                p.kill()
                os.wait4(p.pid, 0)
                return None, None, None
            time.sleep(0.005)
        dt = time.perf_counter() - t0
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"bench-adversarial: {' '.join(cmd)} exited {code}: {p.stderr.read().decode()[:500]}")
    return usage.ru_utime + usage.ru_stime, dt, usage.ru_maxrss


PEERS = os.path.join(ROOT, "bench", "peers.mjs")


def setup_peers():
    """True when bench/peers.mjs can run (installs bench/'s npm packages with `npm ci` when missing)."""
    bench = os.path.join(ROOT, "bench")
    if not os.path.exists(PEERS):
        print("bench-adversarial: bench/peers.mjs is missing: peers not run", file=sys.stderr)
        return False
    if not os.path.isdir(os.path.join(bench, "node_modules")):
        print("bench-adversarial: installing the peers (npm ci in bench/)", file=sys.stderr)
        if subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=bench).returncode != 0:
            print("bench-adversarial: npm ci failed: peers not run", file=sys.stderr)
            return False
    return True


def run_peer(peer, gold_path, timeout):
    """Seconds of one pass of a JavaScript peer over the gold file's documents, or None (timeout or failure)."""
    try:
        p = subprocess.run(["node", PEERS, peer, gold_path], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if p.returncode != 0:
        print(f"bench-adversarial: {peer} failed: {p.stderr.strip()[:300]}", file=sys.stderr)
        return None
    return json.loads(p.stdout.strip().splitlines()[-1])["seconds"]


def best(cmd, stdin_path, repeat, timeout):
    """(least CPU seconds, the wall seconds of that run, peak RSS) over `repeat` runs; Nones on a timeout."""
    runs, rss = [], 0
    for _ in range(repeat):
        cpu, wall, r = run(cmd, stdin_path, timeout)
        if cpu is None:
            return None, None, None
        runs.append((cpu, wall))
        rss = max(rss, r)
    cpu, wall = min(runs)
    return cpu, wall, rss


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10k,100k,1m")
    ap.add_argument("--inputs", default="")
    ap.add_argument("--entries", default="detect,redact,explain,eval")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--floor", type=float, default=0.1)
    ap.add_argument("--peers", default="openredaction,redact-pii")
    ap.add_argument("--json", default=os.path.join(ROOT, "target", "bench-adversarial.json"))
    ap.add_argument("--bin", default=BIN)
    args = ap.parse_args()
    bin_ = args.bin
    if not os.access(bin_, os.X_OK):
        raise SystemExit(f"bench-adversarial: {bin_} is missing: run `make cli` first")
    sizes = args.sizes.split(",")
    entries = args.entries.split(",")
    wanted = [x for x in args.inputs.split(",") if x]
    tmp = tempfile.mkdtemp(prefix="blackbar-adv-")

    def commands(path, gpath, ppath):
        return {
            "detect": [bin_, "detect", "--format", "text"],
            "redact": [bin_, "redact"],
            "explain": [bin_, "explain", "--json", "--file", path],
            "eval": [bin_, "eval", "--json", "--gold", gpath, "--pred", ppath],
        }

    # Each entry's start-up: the same command on a one-character input (everything but the text: process start,
    # the gazetteers and patterns for detect, redact and explain; the readers alone for eval).
    tiny = os.path.join(tmp, "tiny.txt")
    with open(tiny, "w") as f:
        f.write("a")
    with open(tiny + ".gold.jsonl", "w") as f:
        f.write(json.dumps({"id": "d", "text": "a", "spans": []}) + "\n")
    with open(tiny + ".pred.jsonl", "w") as f:
        f.write(json.dumps({"id": "d", "spans": []}) + "\n")
    startups = {}
    for entry, cmd in commands(tiny, tiny + ".gold.jsonl", tiny + ".pred.jsonl").items():
        if entry in entries:
            startups[entry], _, _ = best(cmd, tiny, 5, args.timeout)
            print(f"start-up of {entry} (one character): {startups[entry]:.3f} s CPU", file=sys.stderr)
    peers = [] if args.peers == "none" else [p for p in args.peers.split(",") if p]
    if peers and not setup_peers():
        peers = []
    results = []
    for size in sizes:
        n = SIZES[size]
        for name, text in make_inputs(n).items():
            if wanted and name not in wanted:
                continue
            path = os.path.join(tmp, f"{name}-{size}.txt")
            with open(path, "w") as f:
                f.write(text)
            gold, pred = gold_and_pred(name, text)
            gpath, ppath = path + ".gold.jsonl", path + ".pred.jsonl"
            with open(gpath, "w") as f:
                f.write(gold)
            with open(ppath, "w") as f:
                f.write(pred)
            cmds = commands(path, gpath, ppath)
            for peer in peers:
                t = run_peer(peer, gpath, args.timeout)
                results.append({"input": name, "entry": peer, "size": size, "bytes": n, "seconds": t, "rss_kb": None})
                print(f"{peer:8} {name:12} {size:>5}: {'timeout/failed' if t is None else f'{t:.3f} s'}", file=sys.stderr)
            for entry in entries:
                repeat = 1 if n >= 1_000_000 else args.repeat
                t, wall, rss = best(cmds[entry], path, repeat, args.timeout)
                results.append({"input": name, "entry": entry, "size": size, "bytes": n, "seconds": t,
                                "wall_seconds": wall, "rss_kb": rss})
                shown = "timeout" if t is None else f"{t:.3f} s CPU ({wall:.3f} s wall), {rss / 1024:.1f} MB"
                print(f"{entry:8} {name:12} {size:>5}: {shown}", file=sys.stderr)
    # Ratios 1 MB / 100 KB.
    table = []
    for entry in entries + peers:
        for name in make_inputs(10).keys():
            if wanted and name not in wanted:
                continue
            row = {r["size"]: r for r in results if r["entry"] == entry and r["input"] == name}
            a, b = row.get("100k"), row.get("1m")
            ratio = net = None
            if a and b and a["seconds"] and b["seconds"]:
                ratio = b["seconds"] / a["seconds"]
                if entry in peers:
                    net = ratio  # timed inside Node after a warm-up: no start-up to subtract
                elif a["seconds"] - startups[entry] < args.floor:
                    net = f"< floor ({max(b['seconds'] - startups[entry], 0):.2f} s net at 1 MB)"
                else:
                    net = (b["seconds"] - startups[entry]) / (a["seconds"] - startups[entry])
            table.append((entry, name, row, ratio, net))
    fmt = lambda r: "—" if r is None else ("timeout" if r["seconds"] is None else f"{r['seconds']:.3f}")
    print("| entry | input | 10 KB s | 100 KB s | 1 MB s | 1 MB / 100 KB | net of start-up | peak RSS 1 MB |")
    print("(seconds: CPU of the CLI process, peers: wall time of one pass inside Node)", file=sys.stderr)
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for entry, name, row, ratio, net in table:
        rss = row.get("1m", {}).get("rss_kb")
        print(f"| {entry} | {name} | {fmt(row.get('10k'))} | {fmt(row.get('100k'))} | {fmt(row.get('1m'))} | "
              f"{'—' if ratio is None else f'{ratio:.1f}'} | "
              f"{'—' if net is None else net if isinstance(net, str) else f'{net:.1f}'} | "
              f"{'—' if not rss else f'{rss / 1024:.1f} MB'} |")
    if not peers:
        print("\nJavaScript peers: not run", file=sys.stderr)
    os.makedirs(os.path.dirname(args.json), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump({"startup_seconds": startups, "floor_seconds": args.floor, "results": results}, f, indent=1)
    print(f"bench-adversarial: wrote {args.json}; inputs kept in {tmp}", file=sys.stderr)


if __name__ == "__main__":
    main()
