#!/usr/bin/env python3
"""Writes www/data/lists.txt: the name and place lists the page's wasm does not carry (src/lists.rs), packed.

The four lists (data/names/given.txt, surname.txt, words.txt, data/places/local.txt) are front-coded: each line is
one character '0' + k (k <= 78: the bytes it shares with the previous line, cut back to a character boundary) and the
rest of the line, under a header `NAME COUNT FNV` (FNV-1a 64 of the file's bytes, checked by the wasm on load).
src/lists.rs `pack` writes the same bytes; this script checks its output by unpacking it again.

Usage: scripts/pack-lists.py [OUT]   (default OUT: www/data/lists.txt)
"""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LISTS = [("given", "data/names/given.txt"), ("surname", "data/names/surname.txt"), ("words", "data/names/words.txt"),
         ("local_places", "data/places/local.txt")]
MAX_SHARED = 78


def fnv1a(data):
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def pack(texts):
    out = [b"blackbar-lists 1"]
    for name, data in texts:
        lines = data.split(b"\n")
        out.append(f"{name} {len(lines)} {fnv1a(data):016x}".encode())
        prev = b""
        for line in lines:
            k = 0
            while k < min(len(prev), len(line), MAX_SHARED) and prev[k] == line[k]:
                k += 1
            while 0 < k < len(line) and (line[k] & 0xC0) == 0x80:  # not inside a UTF-8 character
                k -= 1
            out.append(bytes([0x30 + k]) + line[k:])
            prev = line
    return b"\n".join(out) + b"\n"


def unpack(packed):
    lines = packed.split(b"\n")
    assert lines[0] == b"blackbar-lists 1"
    i, texts = 1, []
    for name, _ in LISTS:
        h_name, count, h = lines[i].decode().split(" ")
        assert h_name == name
        i += 1
        got, prev = [], b""
        for line in lines[i:i + int(count)]:
            k = line[0] - 0x30
            prev = prev[:k] + line[1:]
            got.append(prev)
        i += int(count)
        data = b"\n".join(got)
        assert fnv1a(data) == int(h, 16)
        texts.append((name, data))
    assert lines[i:] == [b""]
    return texts


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "www" / "data" / "lists.txt"
    texts = [(name, (ROOT / path).read_bytes()) for name, path in LISTS]
    packed = pack(texts)
    if unpack(packed) != texts:
        raise SystemExit("pack-lists: the packed lists do not unpack to the originals")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_bytes(packed)
    tmp.replace(out)
    print(f"pack-lists: {out} ({len(packed):,} bytes from {sum(len(d) for _, d in texts):,})", file=sys.stderr)


main()
