#!/usr/bin/env python3
"""Prints the held-out table of the README: runs `BIN eval --gold PATH --preset direct --examples 0 --json` on each
NAME=PATH set and prints a markdown table of strict recall per label (full/mentions), the labels the `direct` preset reports pooled (with and without PERSON),
all labels (which counts labels `direct` does not report: places, organisations, plain dates, ages), PERSON entity
recall, precision and PERSON precision. Only aggregate fields are read: no missed or false example is printed.

Usage: python3 scripts/heldout-table.py [--pool] target/release/blackbar heldout=tests/data/transcripts/heldout ...

--pool adds a last column, "pooled", that sums the counts of every set (mentions caught whole, predictions and false
positives per label): the small per-set counts of the rarer labels (passports, licences, secrets) are read together.
"""
import json, subprocess, sys
args = sys.argv[1:]
pool = "--pool" in args
args = [a for a in args if a != "--pool"]
bin_, sets = args[0], args[1:]
LABELS = "ACCOUNT ADDRESS CARD DATE_OF_BIRTH DRIVER_LICENSE EMAIL IBAN IP_ADDRESS LICENSE_PLATE NATIONAL_ID PASSPORT PERSON PHONE SECRET TAX_ID USERNAME".split()
res = {}
for s in sets:
    name, path = s.split("=", 1)
    out = subprocess.run([bin_, "eval", "--gold", path, "--preset", "direct", "--examples", "0", "--json"], capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    res[name] = {"labels": d["labels"], "overall": d["overall"], "pred": d["predicted_labels"]}
if pool and res:
    def add(dst, src, keys):
        for k in keys:
            if k in src:
                dst[k] = dst.get(k, 0) + src[k]
    P = {"labels": {}, "overall": {}, "pred": {}}
    for r in list(res.values()):
        add(P["overall"], r["overall"], ["mentions", "full", "predicted", "false_positives"])
        for l, v in r["labels"].items():
            add(P["labels"].setdefault(l, {}), v, ["mentions", "full", "entities", "entities_full"])
        for l, v in r["pred"].items():
            add(P["pred"].setdefault(l, {}), v, ["predicted", "false_positives"])
    ratio = lambda a, b: a / b if b else 0.0
    P["overall"]["recall_strict"] = ratio(P["overall"]["full"], P["overall"]["mentions"])
    P["overall"]["precision"] = 1 - ratio(P["overall"]["false_positives"], P["overall"]["predicted"])
    for v in P["labels"].values():
        v["recall_strict"] = ratio(v["full"], v["mentions"])
        v["recall_entity"] = ratio(v.get("entities_full", 0), v.get("entities", 0))
    for v in P["pred"].values():
        v["precision"] = 1 - ratio(v["false_positives"], v["predicted"])
    res["pooled"] = P
names = list(res)
pct = lambda x: f"{100*x:.1f}%"
print("| label | " + " | ".join(names) + " |")
print("|---|" + "---:|" * len(names))
for l in LABELS:
    cells = []
    for n in names:
        v = res[n]["labels"].get(l)
        cells.append("—" if not v else f"{pct(v['recall_strict'])} ({v['full']}/{v['mentions']})")
    if all(c == "—" for c in cells): continue
    print(f"| {l} | " + " | ".join(cells) + " |")
DIRECT = set(LABELS) | {"CRYPTO_WALLET", "MAC_ADDRESS", "URL", "CASE_NUMBER"}  # the `direct` preset's labels (src/config.rs)
def pooled(n, keep):
    full = sum(v["full"] for l, v in res[n]["labels"].items() if keep(l))
    men = sum(v["mentions"] for l, v in res[n]["labels"].items() if keep(l))
    return f"{pct(full / men)} ({full}/{men})" if men else "—"
print("| **direct-preset labels** | " + " | ".join(pooled(n, lambda l: l in DIRECT) for n in names) + " |")
print("| structured (direct without PERSON) | " + " | ".join(pooled(n, lambda l: l in DIRECT and l != "PERSON") for n in names) + " |")
print("| **all labels** | " + " | ".join(f"{pct(res[n]['overall']['recall_strict'])} ({res[n]['overall']['full']}/{res[n]['overall']['mentions']})" for n in names) + " |")
print("| PERSON entities | " + " | ".join(pct(res[n]['labels']['PERSON']['recall_entity']) if 'PERSON' in res[n]['labels'] else '—' for n in names) + " |")
print("| **precision** | " + " | ".join(f"{pct(res[n]['overall']['precision'])} ({res[n]['overall']['false_positives']} of {res[n]['overall']['predicted']})" for n in names) + " |")
print("| PERSON precision | " + " | ".join(pct(res[n]['pred']['PERSON']['precision']) if 'PERSON' in res[n]['pred'] else '—' for n in names) + " |")
