#!/usr/bin/env python3
"""Writes www/data/lists.txt: the name and place lists the page's wasm does not carry (src/lists.rs), packed.

Format 2 (src/lists.rs documents it and unpacks it; `lists::pack` writes the same bytes, a test checks it):
- line 1 `blackbar-lists 2`;
- line 2 `fold` and, space-separated, one entry per character that folds to ASCII: the character, then what it folds
  to (`éeëe…`: Unicode NFKD without the combining marks, computed here from the characters the lists use);
- per list (data/names/given.txt, surname.txt, words.txt, data/places/local.txt) a header `NAME COUNT FNV MODE`
  (FNV: FNV-1a 64 of the file's bytes, checked by the wasm on load), one line of COUNT shared-prefix characters
  ('0' + k, k <= 78: the bytes a line shares with the previous one, cut back to a character boundary), in MODE
  `sorted` a line `marks` with the gaps between the marked lines' positions, then COUNT lines: each line's rest.
- MODE `sorted` (a file of lines in strictly increasing byte order, ending with a newline): the ASCII-folded twin
  of a line ("a coruna" of "a coruña") is not stored when the list has both; unpacking adds the folded form of every
  stored line that has one, except the marked lines (whose folded form is not in the list), and sorts again.
  MODE `lines` (any other text): the lines as they are.
The prefix characters and the rests are kept apart because gzip compresses the two streams better apart.

Usage: scripts/pack-lists.py [OUT]   (default OUT: www/data/lists.txt)
"""
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LISTS = [("given", "data/names/given.txt"), ("surname", "data/names/surname.txt"), ("words", "data/names/words.txt"),
         ("local_places", "data/places/local.txt")]
MAX_SHARED = 78
MAGIC = b"blackbar-lists 2"


def fnv1a(data):
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def fold_table(texts):
    """Each non-ASCII character of the lists whose NFKD form without combining marks differs: what it folds to."""
    table = {}
    for _, data in texts:
        for c in sorted(set(data.decode("utf-8"))):
            if c.isascii():
                continue
            f = "".join(x for x in unicodedata.normalize("NFKD", c) if not unicodedata.combining(x))
            if f != c and " " not in f and "\n" not in f:
                table[c] = f
    return dict(sorted(table.items()))


def folded(line, table):
    return "".join(table.get(c, c) for c in line)


def is_sorted_list(data):
    if not data.endswith(b"\n"):
        return False
    lines = data[:-1].split(b"\n")
    return all(a < b for a, b in zip(lines, lines[1:]))


def front_code(lines):
    """The shared-prefix characters and the rests."""
    ks, rests, prev = bytearray(), [], b""
    for line in lines:
        k = 0
        while k < min(len(prev), len(line), MAX_SHARED) and prev[k] == line[k]:
            k += 1
        while 0 < k < len(line) and (line[k] & 0xC0) == 0x80:  # not inside a UTF-8 character
            k -= 1
        ks.append(0x30 + k)
        rests.append(line[k:])
        prev = line
    return bytes(ks), rests


def pack(texts, table):
    out = [MAGIC, ("fold " + " ".join(c + f for c, f in table.items())).rstrip(" ").encode()]
    for name, data in texts:
        if is_sorted_list(data):
            lines = data[:-1].decode("utf-8").split("\n")
            have = set(lines)
            twins = {f for f, l in ((folded(l, table), l) for l in lines) if f != l and f in have}
            stored = [l for l in lines if l not in twins]
            marked = [i for i, l in enumerate(stored) if folded(l, table) != l and folded(l, table) not in have]
            gaps = [b - a for a, b in zip([-1] + marked, marked)]
            ks, rests = front_code([l.encode() for l in stored])
            out.append(f"{name} {len(stored)} {fnv1a(data):016x} sorted".encode())
            out.append(ks)
            out.append(" ".join(["marks"] + [str(g) for g in gaps]).encode())
        else:
            lines = data.split(b"\n")
            ks, rests = front_code(lines)
            out.append(f"{name} {len(lines)} {fnv1a(data):016x} lines".encode())
            out.append(ks)
        out.extend(rests)
    return b"\n".join(out) + b"\n"


def unpack(packed):
    """The lists from their packed form (a check of `pack`; the wasm's unpacking is src/lists.rs)."""
    lines = packed.split(b"\n")
    assert lines[0] == MAGIC
    fold = lines[1].decode().split(" ")
    assert fold[0] == "fold"
    table = {e[0]: e[1:] for e in fold[1:]}
    i, texts = 2, []
    for name, _ in LISTS:
        h_name, count, h, mode = lines[i].decode().split(" ")
        assert h_name == name
        count = int(count)
        ks = lines[i + 1]
        assert len(ks) == count
        i += 2
        if mode == "sorted":
            gaps = lines[i].decode().split(" ")
            assert gaps[0] == "marks"
            marked, at = set(), -1
            for g in gaps[1:]:
                at += int(g)
                marked.add(at)
            i += 1
        got, prev = [], b""
        for k, rest in zip(ks, lines[i:i + count]):
            prev = prev[:k - 0x30] + rest
            got.append(prev)
        i += count
        if mode == "sorted":
            strs = [g.decode() for g in got]
            strs += [folded(s, table) for j, s in enumerate(strs) if j not in marked and folded(s, table) != s]
            data = b"\n".join(sorted(set(s.encode() for s in strs))) + b"\n"
        else:
            data = b"\n".join(got)
        assert fnv1a(data) == int(h, 16), name
        texts.append((name, data))
    assert lines[i:] == [b""]
    return texts


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "www" / "data" / "lists.txt"
    texts = [(name, (ROOT / path).read_bytes()) for name, path in LISTS]
    packed = pack(texts, fold_table(texts))
    if unpack(packed) != texts:
        raise SystemExit("pack-lists: the packed lists do not unpack to the originals")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_bytes(packed)
    tmp.replace(out)
    print(f"pack-lists: {out} ({len(packed):,} bytes from {sum(len(d) for _, d in texts):,})", file=sys.stderr)


main()
