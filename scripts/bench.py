#!/usr/bin/env python3
"""Native benchmark of the full detection pipeline (not a test: `make bench`).

Generates seeded corpora with `blackbar gen` at about 10 KB, 100 KB, 1 MB and 10 MB of text, runs the release CLI's
`blackbar detect` over each (default `direct` preset, every recognizer) three times, and reports the best wall time,
MB/s of document text, peak memory, and the growth ratio to the previous size (linear cost keeps time ratios near
the size ratios). Prints a table and writes bench/results.json (not committed).

Usage: scripts/bench.py [--sizes 10k,100k,1m,10m] [--repeat 3]
"""
import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / "target" / "release" / "blackbar"
# `blackbar gen` documents average about 0.96 KB of text (seed 7): the counts below aim at each size.
SIZES = {"10k": 10, "100k": 104, "1m": 1040, "10m": 10400}


def run_detect(path):
    """Wall seconds and peak RSS (KB) of one `blackbar detect` run in a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t0 = time.perf_counter()
    subprocess.run([str(BIN), "detect", "--format", "jsonl", str(path)], stdout=subprocess.DEVNULL, check=True)
    elapsed = time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return elapsed, max(peak, before)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10k,100k,1m,10m")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "blackbar"], cwd=ROOT, check=True)
    work = ROOT / "target" / "bench"
    work.mkdir(parents=True, exist_ok=True)
    rows = []
    for name in args.sizes.split(","):
        count = SIZES[name]
        corpus = work / f"gen-seed7-{count}.jsonl"
        if not corpus.exists():
            with open(corpus, "w") as f:
                subprocess.run([str(BIN), "gen", "--seed", "7", "--count", str(count)], stdout=f, check=True)
        text_bytes = sum(len(json.loads(l)["text"].encode()) for l in open(corpus) if l.strip())
        runs = [run_detect(corpus) for _ in range(args.repeat)]
        best = min(r[0] for r in runs)
        rows.append({"size": name, "documents": count, "text_bytes": text_bytes, "seconds": round(best, 4),
                     "mb_per_s": round(text_bytes / best / 1e6, 3), "peak_rss_kb": max(r[1] for r in runs)})
    for prev, row in zip(rows, rows[1:]):
        row["time_ratio"] = round(row["seconds"] / prev["seconds"], 2)
        row["size_ratio"] = round(row["text_bytes"] / prev["text_bytes"], 2)
    print(f"blackbar detect (native release, preset direct), {platform.machine()}, {os.cpu_count()} cores, {date.today()}")
    print(f"{'size':>6} {'docs':>6} {'text bytes':>11} {'best s':>8} {'MB/s':>7} {'peak RSS':>10} {'time×':>6} {'size×':>6}")
    for r in rows:
        print(f"{r['size']:>6} {r['documents']:>6} {r['text_bytes']:>11,} {r['seconds']:>8.3f} {r['mb_per_s']:>7.2f} "
              f"{r['peak_rss_kb'] / 1024:>8.1f}MB {r.get('time_ratio', ''):>6} {r.get('size_ratio', ''):>6}")
    out = ROOT / "bench" / "results.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"date": str(date.today()), "machine": platform.machine(), "cores": os.cpu_count(),
                               "rows": rows}, indent=2) + "\n")
    print(f"written {out.relative_to(ROOT)}", file=sys.stderr)


main()
