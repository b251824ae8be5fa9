#!/usr/bin/env python3
"""Prints the held-out table of the README: runs `BIN eval --gold PATH --preset direct --examples 0 --json` on each
NAME=PATH set and prints a markdown table of strict recall per label (full/mentions), the labels the `direct` preset reports pooled (with and without PERSON),
all labels (which counts labels `direct` does not report: places, organisations, plain dates, ages), PERSON entity
recall, precision and PERSON precision. Only aggregate fields are read: no missed or false example is printed.

Usage: python3 scripts/heldout-table.py target/release/blackbar heldout=tests/data/transcripts/heldout ...
"""
import json, subprocess, sys
bin_, sets = sys.argv[1], sys.argv[2:]
LABELS = "ACCOUNT ADDRESS CARD DATE_OF_BIRTH DRIVER_LICENSE EMAIL IBAN IP_ADDRESS LICENSE_PLATE NATIONAL_ID PASSPORT PERSON PHONE SECRET TAX_ID USERNAME".split()
res = {}
for s in sets:
    name, path = s.split("=", 1)
    out = subprocess.run([bin_, "eval", "--gold", path, "--preset", "direct", "--examples", "0", "--json"], capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    res[name] = {"labels": d["labels"], "overall": d["overall"], "pred": d["predicted_labels"]}
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
