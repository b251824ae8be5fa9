#!/usr/bin/env python3
"""Memory and time of `blackbar audit` on large manifests (not a test: a benchmark, run by hand).

Generates a seeded manifest of N redacted spans (JSON Lines, blackbar's manifest format; 10 spans per record, 3
fields, 8 types: 24 strata) and the delivered texts, then runs the release CLI's `audit profile` and
`audit sample` (default size 200 per stratum) with and without the texts, and reports wall time and peak RSS
(GNU time's %M) of each run. The claim checked: with the manifest alone, peak memory does not grow with the number
of spans (the manifest is streamed; only per-stratum accumulators and reservoirs are kept). The delivered texts are
held in memory, so runs with --texts grow with the texts' size, not the spans'.

Usage: scripts/audit-bench.py [--spans 100000,1000000] [--dir /tmp/blackbar-audit-bench]
Writes bench/audit.json (not committed). Needs target/release/blackbar (`make cli`) and /usr/bin/time.
"""
import argparse
import json
import random
import subprocess
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / "target" / "release" / "blackbar"
LABELS = ["PERSON", "PHONE", "EMAIL", "DATE", "ADDRESS", "ACCOUNT", "URL", "CASE_NUMBER"]
FIELDS = ["text", "notes", "subject"]
WORDS = "the pump part order ticket shipped failed error code version build warehouse call back customer said".split()


def generate(n_spans, directory):
    """Writes manifest.jsonl and texts.jsonl with n_spans spans; returns their paths and sizes."""
    rng = random.Random(7)
    directory.mkdir(parents=True, exist_ok=True)
    m_path, t_path = directory / f"manifest-{n_spans}.jsonl", directory / f"texts-{n_spans}.jsonl"
    with open(m_path, "w") as m, open(t_path, "w") as t:
        written, rec = 0, 0
        while written < n_spans:
            rec += 1
            field = FIELDS[rec % 3]
            parts, spans = [], []
            pos = 0
            for _ in range(min(10, n_spans - written)):
                words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 4))) + " "
                parts.append(words)
                pos += len(words)
                label = rng.choice(LABELS)
                ph = f"[{label}]"
                spans.append((pos, pos + len(ph), label))
                parts.append(ph + " ")
                pos += len(ph) + 1
                written += 1
            t.write(json.dumps({"id": f"r{rec}", "field": field, "text": "".join(parts)}) + "\n")
            for a, b, label in spans:
                m.write(json.dumps({"id": f"r{rec}", "field": field, "start": a, "end": b + 3, "start_utf16": a, "end_utf16": b + 3,
                                    "out_start": a, "out_end": b, "out_start_utf16": a, "out_end_utf16": b, "label": label,
                                    "rule": f"bench/{label.lower()}", "score": round(rng.random(), 2), "operator": "replace", "entity": None}) + "\n")
    return m_path, t_path


def timed(args):
    """(wall seconds, peak RSS in MB) of one run."""
    out = subprocess.run(["/usr/bin/time", "-f", "%M %e", str(BIN), *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    kb, secs = out.stderr.strip().splitlines()[-1].split()
    return float(secs), int(kb) / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spans", default="100000,1000000")
    ap.add_argument("--dir", default="/tmp/blackbar-audit-bench")
    a = ap.parse_args()
    results = []
    print(f"{'spans':>9} {'manifest MB':>11} {'texts MB':>8}  {'step':<8} {'texts':<5} {'wall s':>6} {'peak RSS MB':>11}")
    for n in [int(x) for x in a.spans.split(",")]:
        m, t = generate(n, Path(a.dir))
        for step in ["profile", "sample"]:
            for with_texts in [False, True]:
                args = ["audit", step, str(m)] + (["--texts", str(t)] if with_texts else [])
                secs, mb = timed(args)
                r = {"spans": n, "manifest_bytes": m.stat().st_size, "texts_bytes": t.stat().st_size, "step": step, "texts": with_texts, "wall_s": secs, "peak_rss_mb": round(mb, 1)}
                results.append(r)
                print(f"{n:>9} {r['manifest_bytes'] / 1e6:>11.1f} {r['texts_bytes'] / 1e6:>8.1f}  {step:<8} {'yes' if with_texts else 'no':<5} {secs:>6.2f} {mb:>11.1f}")
    out = ROOT / "bench" / "audit.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"date": date.today().isoformat(), "results": results}, indent=2) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
