#!/usr/bin/env python3
"""Checks blackbar's hand-labelled test data (stdlib only).

Usage: python3 tests/data/transcripts/check.py [--quiet | --markdown]

* parses every file's inline markup (`[[LABEL:value]]`, same rules as src/formats/markup.rs);
* labels must come from the closed set;
* every CARD must pass Luhn, every IBAN mod-97 (with the country's length), and every NATIONAL_ID / TAX_ID whose
  shape matches a known scheme must pass that scheme's check (spoken values are normalised to digits first);
* controls: negative/ files carry no markup and no Luhn-valid 13-19 digit run; positive/LABEL.txt carries exactly one
  span, of that label;
* lint: an e-mail shape or a Luhn-valid card shape left unlabelled in a transcript is an error;
* prints a per-label table for dev / heldout / controls.
Exits non-zero with file:line messages on any error.
"""
import os
import re
import sys
from collections import Counter

LABELS = """EMAIL PHONE CARD IBAN NATIONAL_ID TAX_ID PASSPORT DRIVER_LICENSE ACCOUNT IP_ADDRESS MAC_ADDRESS URL
DATE_OF_BIRTH DATE ADDRESS POSTCODE USERNAME CASE_NUMBER LICENSE_PLATE CRYPTO_WALLET SECRET PERSON LOCATION
ORGANIZATION DEMOGRAPHIC AGE QUANTITY""".split()

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)


class MarkupError(Exception):
    pass


def parse(markup):
    """Returns (plain text, [(label, value, start, end, line)]) or raises MarkupError('line N: ...')."""
    text, spans, rest, consumed = [], [], markup, 0
    plain_len = 0
    while True:
        i = rest.find("[[")
        if i < 0:
            break
        line = markup.count("\n", 0, consumed + i) + 1
        text.append(rest[:i]); plain_len += i
        body = rest[i + 2:]
        j = body.find("]]")
        if j < 0:
            raise MarkupError(f"line {line}: `[[` is never closed by `]]`")
        inner = body[:j]
        if ":" not in inner:
            raise MarkupError(f"line {line}: `[[{inner}]]` has no `LABEL:` prefix")
        label, value = inner.split(":", 1)
        if not label or not re.fullmatch(r"[A-Za-z0-9_]+", label):
            raise MarkupError(f"line {line}: label {label!r} must be letters, digits or `_`")
        if "[[" in value:
            raise MarkupError(f"line {line}: nested markup")
        if not value:
            raise MarkupError(f"line {line}: label {label} marks an empty value")
        spans.append((label, value, plain_len, plain_len + len(value), line))
        text.append(value); plain_len += len(value)
        consumed += i + 2 + j + 2
        rest = body[j + 2:]
    text.append(rest)
    return "".join(text), spans


# ---------------------------------------------------------------- spoken numbers
WORDS = {"zero": "0", "oh": "0", "o": "0", "nought": "0", "nil": "0", "one": "1", "two": "2", "three": "3",
         "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10",
         "eleven": "11", "twelve": "12", "thirteen": "13", "fourteen": "14", "fifteen": "15", "sixteen": "16",
         "seventeen": "17", "eighteen": "18", "nineteen": "19", "twenty": "20", "thirty": "30", "forty": "40",
         "fifty": "50", "sixty": "60", "seventy": "70", "eighty": "80", "ninety": "90",
         # French, German, Spanish single digits (for read-back values in those languages)
         "zéro": "0", "un": "1", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5", "sept": "7", "huit": "8",
         "neuf": "9", "null": "0", "eins": "1", "zwei": "2", "drei": "3", "vier": "4", "fünf": "5", "sechs": "6",
         "sieben": "7", "acht": "8", "neun": "9", "cero": "0", "uno": "1", "dos": "2", "tres": "3", "cuatro": "4",
         "cinco": "5", "seis": "6", "siete": "7", "ocho": "8", "nueve": "9"}
TENS = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}


CUE_RE = re.compile(r"\n[ \t]*\n(?:[^\n]*\n)?(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3} --> [^\n]*\n")


def normalise(value):
    """Digits and capital letters of a written or spoken identifier ("oh seven seven double nine" -> "07799").
    A subtitle cue boundary inside a value (blank line, cue id, timing line) is dropped first."""
    value = CUE_RE.sub("\n", value)
    toks = re.findall(r"[^\W\d_]+|\d+", value)
    out, rep, k = [], 1, 0
    while k < len(toks):
        t = toks[k]; low = t.lower()
        if low in ("double", "triple"):
            rep = 2 if low == "double" else 3
        elif low == "hundred":
            out.append("00")
        elif low in ("dash", "space", "hyphen", "slash", "and", "dot", "point"):
            pass
        elif low in TENS and k + 1 < len(toks) and toks[k + 1].lower() in WORDS and len(WORDS[toks[k + 1].lower()]) == 1 \
                and toks[k + 1].lower() not in ("oh", "o", "zero", "nought", "nil"):
            out.append(str(int(WORDS[low]) + int(WORDS[toks[k + 1].lower()])) * rep); rep = 1; k += 1
        elif low in WORDS and not (len(t) == 1 and t.isupper() and t != "O"):
            out.append(WORDS[low] * rep); rep = 1
        elif t.isdigit():
            out.append(t[0] * rep + t[1:]); rep = 1
        else:
            out.append(t.upper()); rep = 1
        k += 1
    return "".join(out)


# ---------------------------------------------------------------- validators
def luhn(d):
    if not d.isdigit():
        return False
    s = 0
    for i, c in enumerate(reversed(d)):
        n = int(c)
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return s % 10 == 0


IBAN_LEN = {"AD": 24, "AE": 23, "AT": 20, "BE": 16, "BG": 22, "BR": 29, "CH": 21, "CY": 28, "CZ": 24, "DE": 22,
            "DK": 18, "EE": 20, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22,
            "IT": 27, "LT": 20, "LU": 20, "LV": 21, "MT": 31, "NL": 18, "NO": 15, "PL": 28, "PT": 25, "RO": 24,
            "SA": 24, "SE": 24, "SI": 19, "SK": 24, "TR": 26}


def iban_ok(v):
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", v):
        return False, "not an IBAN shape"
    if v[:2] in IBAN_LEN and len(v) != IBAN_LEN[v[:2]]:
        return False, f"length {len(v)}, {v[:2]} needs {IBAN_LEN[v[:2]]}"
    n = int("".join(str(int(c, 36)) for c in v[4:] + v[:4]))
    return n % 97 == 1, "mod-97 fails"


def ssn(d):
    if not re.fullmatch(r"\d{9}", d):
        return None
    a, g, s = d[:3], d[3:5], d[5:]
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"


def itin(d):
    return bool(re.fullmatch(r"9\d{2}(5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\d{4}", d))


def nino(v):
    m = re.fullmatch(r"([A-Z])([A-Z])\d{6}([A-D])", v)
    if not m:
        return None
    a, b = m.group(1), m.group(2)
    return a not in "DFIQUV" and b not in "DFIOQUV" and a + b not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ")


def nhs(d):
    s = sum(int(c) * (10 - i) for i, c in enumerate(d[:9]))
    k = 11 - s % 11
    k = 0 if k == 11 else k
    return k != 10 and k == int(d[9])


def nir(v):
    v = v.replace("2A", "19").replace("2B", "18")
    return v.isdigit() and len(v) == 15 and v[0] in "12378" and 97 - int(v[:13]) % 97 == int(v[13:])


def dni(v):
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", v)
    if not m:
        return None
    num = int(str("XYZ".index(m.group(1))) + m.group(2) if m.group(1) else m.group(2))
    return "TRWAGMYFPDXBNJZSQVHLCKE"[num % 23] == m.group(3)


def bsn(d):
    return sum(int(c) * w for c, w in zip(d, [9, 8, 7, 6, 5, 4, 3, 2, -1])) % 11 == 0


_VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
       [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
       [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]


def verhoeff(d):
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def pesel(d):
    s = sum(int(c) * w for c, w in zip(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    return (10 - s % 10) % 10 == int(d[10])


def cpf(d):
    if len(set(d)) == 1:
        return False
    for n in (9, 10):
        s = sum(int(d[i]) * (n + 1 - i) for i in range(n))
        r = s * 10 % 11 % 10
        if r != int(d[n]):
            return False
    return True


def steuer_id(d):
    p = 10
    for c in d[:10]:
        s = (int(c) + p) % 10 or 10
        p = s * 2 % 11
    k = 11 - p
    return d[0] != "0" and (0 if k == 10 else k) == int(d[10])


def be_nn(d):
    k = 97 - int(d[:9]) % 97
    k2 = 97 - int("2" + d[:9]) % 97
    return int(d[9:]) in (k, k2)


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1,0,5,7,9,13,15,17,19,21,1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))


def codice_fiscale(v):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", v):
        return None
    s = 0
    for i, c in enumerate(v[:15]):
        s += _CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
    return chr(65 + s % 26) == v[15]


def nric(v):
    m = re.fullmatch(r"([STFGM])(\d{7})([A-Z])", v)
    if not m:
        return None
    s = sum(int(c) * w for c, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) in "TG":
        s += 4
    if m.group(1) == "M":
        s += 3
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else ("XWUTRQPNMLK" if m.group(1) in "FG" else "KLJNPQRTUWX")
    return table[s % 11] == m.group(3)


def ppsn(v):
    m = re.fullmatch(r"(\d{7})([A-W])([A-IW]?)", v)
    if not m:
        return None
    s = sum(int(c) * w for c, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3) and m.group(3) != "W":
        s += (ord(m.group(3)) - 64) * 9
    return "WABCDEFGHIJKLMNOPQRSTUV"[s % 23] == m.group(2)


def utr(d):
    """UK Unique Taxpayer Reference: the first digit checks the other nine (weights 6,7,8,9,10,5,4,3,2, mod 11)."""
    r = sum(int(c) * w for c, w in zip(d[1:], [6, 7, 8, 9, 10, 5, 4, 3, 2])) % 11
    return d[0] == "21987654321"[r]


def tfn(d):
    return sum(int(c) * w for c, w in zip(d, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0


def medicare(d):
    return d[0] in "23456" and sum(int(c) * w for c, w in zip(d, [1, 3, 7, 9, 1, 3, 7, 9])) % 10 == int(d[8])


def cccd(d):
    return 1 <= int(d[:3]) <= 96 and d[3] in "0123456789"


def no_fnr(d):
    w1, w2 = [3, 7, 6, 1, 8, 9, 4, 5, 2], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(int(c) * w for c, w in zip(d, w1)) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(int(c) * w for c, w in zip(d, w2)) % 11
    k2 = 0 if k2 == 11 else k2
    return k1 < 10 and k2 < 10 and int(d[9]) == k1 and int(d[10]) == k2


def cn_ric(v):
    if not re.fullmatch(r"\d{17}[\dX]", v):
        return None
    s = sum(int(c) * w for c, w in zip(v, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]))
    return "10X98765432"[s % 11] == v[17]


def ean13(d):
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d[:12]))
    return (10 - s % 10) % 10 == int(d[12])


_CURP = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(v):
    if not re.fullmatch(r"[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d", v):
        return None
    s = sum(_CURP.index(c) * (18 - i) for i, c in enumerate(v[:17]))
    return (10 - s % 10) % 10 == int(v[17])


def id_schemes(v):
    """Candidate (scheme name, result) pairs for a national or tax id, chosen by shape. result: True/False."""
    n = normalise(v)
    d = re.sub(r"\D", "", n)
    alnum = re.sub(r"[^A-Z0-9]", "", n)
    out = []
    if nino(alnum) is not None:
        out.append(("UK NINO", nino(alnum)))
    if dni(alnum) is not None:
        out.append(("ES DNI/NIE", dni(alnum)))
    if codice_fiscale(alnum) is not None:
        out.append(("IT codice fiscale", codice_fiscale(alnum)))
    if nric(alnum) is not None:
        out.append(("SG NRIC", nric(alnum)))
    if ppsn(alnum) is not None:
        out.append(("IE PPSN", ppsn(alnum)))
    if re.fullmatch(r"[A-Z]{5}\d{4}[A-Z]", alnum):
        out.append(("IN PAN", alnum[3] in "PCHFATBLJG"))
    if curp(alnum) is not None:
        out.append(("MX CURP", curp(alnum)))
    if cn_ric(alnum) is not None:
        out.append(("CN resident id", cn_ric(alnum)))
    if re.fullmatch(r"\d{10}[A-Z]{0,2}", alnum) and alnum != d:
        out.append(("CA health card (Luhn)", luhn(d)))
    if alnum == d:
        L = len(d)
        if L in (10, 12) and re.fullmatch(r"(19|20)?\d{6}[-+]\d{4}", re.sub(r"\s", "", v)):
            out.append(("SE personnummer", luhn(d[-10:])))
            out.append(("DK CPR (mod-11)", sum(int(c) * w for c, w in zip(d[-10:], [4, 3, 2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0))
        if L == 13 and d.startswith("756"):
            out.append(("CH AHV", ean13(d)))
        if L == 15 and d.startswith("784"):
            out.append(("AE Emirates ID", luhn(d)))
        if L == 11:
            out.append(("NO fodselsnummer", no_fnr(d)))
        if L == 9:
            if d[0] == "9":
                out.append(("US ITIN", itin(d)))
            else:
                out += [("US SSN", ssn(d)), ("CA SIN", luhn(d)), ("NL BSN", bsn(d)), ("AU TFN", tfn(d))]
        if L == 10:
            out += [("UK NHS", nhs(d)), ("UK UTR", utr(d))]
        if L == 10 or L == 11 and d[:10].isdigit():
            out += [("AU Medicare", medicare(d[:9]))] if L in (10, 11) and d[0] in "23456" else []
        if L == 11:
            out += [("PL PESEL", pesel(d)), ("BR CPF", cpf(d)), ("DE Steuer-ID", steuer_id(d)), ("BE NN", be_nn(d)),
                    ("NG NIN (no check digit)", True)]
        if L == 12:
            out += [("IN Aadhaar", d[0] not in "01" and verhoeff(d))] if d[0] not in "01" else [("VN CCCD", cccd(d))]
        if L == 13:
            out.append(("ZA ID", luhn(d)))
            if d[0] in "0123":
                out.append(("FR numero fiscal (mod 511)", int(d[:10]) % 511 == int(d[10:])))
        if L == 15:
            out.append(("FR NIR", nir(d)))
    if re.fullmatch(r"[12]\d(2A|2B|\d\d)\d{11}", alnum) and not alnum.isdigit():
        out.append(("FR NIR", nir(alnum)))
    return out


_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def wallet_ok(v):
    """(ok, why) for BTC base58check / bech32(m) and ETH shapes; None for shapes not checked."""
    import hashlib
    if re.fullmatch(r"0x[0-9a-fA-F]{40}", v):
        return True, ""  # EIP-55 needs keccak, not in the stdlib: shape only
    if re.fullmatch(r"[13][1-9A-HJ-NP-Za-km-z]{25,34}", v):
        n = 0
        for ch in v:
            n = n * 58 + _B58.index(ch)
        raw = n.to_bytes(25, "big")
        return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:], "base58check fails"
    m = re.fullmatch(r"(bc|tb)1([02-9ac-hj-np-z]{6,87})", v.lower())
    if m:
        gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
        vals = [ord(x) >> 5 for x in m.group(1)] + [0] + [ord(x) & 31 for x in m.group(1)] + [_BECH.index(c) for c in m.group(2)]
        chk = 1
        for x in vals:
            b = chk >> 25
            chk = (chk & 0x1ffffff) << 5 ^ x
            for i in range(5):
                chk ^= gen[i] if (b >> i) & 1 else 0
        return chk in (1, 0x2bc830a3), "bech32 checksum fails"
    return None


# ---------------------------------------------------------------- lint
EMAIL_RE = re.compile(r"[\w.+'-]+@[\w-]+(\.[\w-]+)+")
DIGITRUN_RE = re.compile(r"(?<![\w.])\d(?:[ -]?\d){12,18}(?![\w])")


# Well-known test card numbers are documentation placeholders, not personal data: never labelled, never linted.
TEST_CARDS = {"4242424242424242", "4111111111111111", "4000056655665556", "5555555555554444", "2223003122003222",
              "378282246310005", "6011111111111117", "3566002020360505"}


def covered(spans, a, b):
    return any(s <= a and b <= e for _, _, s, e, _ in spans)


def lint(text, spans, where, errors, negative=False):
    for m in EMAIL_RE.finditer(text):
        if not covered(spans, m.start(), m.end()) and not any(a < m.end() and m.start() < b for _, _, a, b, _ in spans):
            errors.append(f"{where(m.start())}: unlabelled e-mail shape {m.group()!r}")
    for m in DIGITRUN_RE.finditer(text):
        d = re.sub(r"\D", "", m.group())
        if luhn(d) and d not in TEST_CARDS and not covered(spans, m.start(), m.end()):
            errors.append(f"{where(m.start())}: unlabelled Luhn-valid digit run {m.group()!r}"
                          + (" (negative controls must use numbers that fail Luhn)" if negative else ""))


def check_file(path, errors):
    rel = os.path.relpath(path, os.path.dirname(os.path.dirname(DATA)))
    with open(path, encoding="utf-8") as f:
        markup = f.read()
    try:
        text, spans = parse(markup)
    except MarkupError as e:
        errors.append(f"{rel}:{e}")
        return []
    def where_plain(off):
        return f"{rel}:{text.count(chr(10), 0, off) + 1 + 0}"  # plain-text line ~= markup line (markup adds no newlines)
    for label, value, _, _, line in spans:
        at = f"{rel}:{line}"
        if label not in LABELS:
            errors.append(f"{at}: unknown label {label}")
        if value != value.strip():
            errors.append(f"{at}: {label} value {value!r} has leading/trailing whitespace")
        if label == "CARD":
            d = normalise(value)
            if not re.fullmatch(r"\d{13,19}", d) or not luhn(d):
                errors.append(f"{at}: CARD {value!r} fails Luhn / length")
        elif label == "IBAN":
            ok, why = iban_ok(normalise(value).replace(" ", ""))
            if not ok:
                errors.append(f"{at}: IBAN {value!r}: {why}")
        elif label == "CRYPTO_WALLET":
            r = wallet_ok(value)
            if r is not None and not r[0]:
                errors.append(f"{at}: CRYPTO_WALLET {value!r}: {r[1]}")
        elif label in ("NATIONAL_ID", "TAX_ID"):
            res = id_schemes(value)
            if res and not any(r for _, r in res):
                if bare_digits_shared(value):
                    # A bare 10-13 digit number is the shape of ids in dozens of countries; check.py knows a few of
                    # them. Failing those few says nothing about the value, and demanding it made writers search for
                    # numbers that pass another country's check digit too (which flatters any detector that
                    # validates by checksum). Counted, not an error.
                    SHARED_SHAPE[label] += 1
                else:
                    errors.append(f"{at}: {label} {value!r} fails every scheme of its shape: "
                                  + ", ".join(n for n, _ in res))
            CHECKED[label] += 1 if res else 0
            UNCHECKED[label] += 0 if res else 1
    kind = rel.split(os.sep)
    if "negative" in kind:
        for label, value, _, _, line in spans:
            errors.append(f"{rel}:{line}: negative control carries a labelled span {label}:{value!r}")
        lint(text, [], where_plain, errors, negative=True)
    elif "positive" in kind:
        want = os.path.splitext(os.path.basename(path))[0]
        if len(spans) != 1 or spans[0][0] != want:
            errors.append(f"{rel}:1: positive control must hold exactly one {want} span, has "
                          + ", ".join(s[0] for s in spans))
    else:
        lint(text, spans, where_plain, errors)
    return spans


CHECKED, UNCHECKED, SHARED_SHAPE = Counter(), Counter(), Counter()


def bare_digits_shared(v):
    """True for a value written as 10-13 bare digits (spaces or dashes allowed) with no country-specific prefix or
    layout check.py can tie to one scheme (CH AHV 756, AE 784, SE/DK date-dash forms are tied)."""
    d = re.sub(r"\D", "", normalise(v))
    if not re.fullmatch(r"[\d\s\-./]+", normalise(v)) or not 10 <= len(d) <= 13:
        return False
    if d.startswith(("756", "784")) or re.fullmatch(r"(19|20)?\d{6}[-+]\d{4}", re.sub(r"\s", "", v)):
        return False
    return True


def main():
    quiet = "--quiet" in sys.argv
    errors = []
    groups = [("dev", os.path.join(HERE, "dev")), ("heldout", os.path.join(HERE, "heldout")),
              ("heldout2", os.path.join(HERE, "heldout2")), ("heldout3", os.path.join(HERE, "heldout3")),
              ("heldout4", os.path.join(HERE, "heldout4")), ("heldout5", os.path.join(HERE, "heldout5")),
              ("heldout6", os.path.join(HERE, "heldout6")), ("heldout7", os.path.join(HERE, "heldout7")),
              ("negative", os.path.join(DATA, "controls", "negative")),
              ("positive", os.path.join(DATA, "controls", "positive"))]
    counts, docs = {}, {}
    for name, d in groups:
        c = Counter(); n = 0
        for root, _, files in os.walk(d):
            for fn in sorted(files):
                if fn.endswith((".md", ".py")) or fn.startswith("."):
                    continue
                n += 1
                for s in check_file(os.path.join(root, fn), errors):
                    c[s[0]] += 1
        counts[name], docs[name] = c, n
    if "--markdown" in sys.argv:
        names = [g[0] for g in groups]
        print("| label | " + " | ".join(names) + " |")
        print("| --- |" + " ---: |" * len(names))
        for lab in LABELS:
            print(f"| {lab} | " + " | ".join(str(counts[n][lab]) for n in names) + " |")
        print("| **total spans** | " + " | ".join(str(sum(counts[n].values())) for n in names) + " |")
        print("| **documents** | " + " | ".join(str(docs[n]) for n in names) + " |")
    elif not quiet:
        names = [g[0] for g in groups]
        print(f"{'label':<16}" + "".join(f"{n:>10}" for n in names))
        for lab in LABELS:
            print(f"{lab:<16}" + "".join(f"{counts[n][lab]:>10}" for n in names))
        print(f"{'total spans':<16}" + "".join(f"{sum(counts[n].values()):>10}" for n in names))
        print(f"{'documents':<16}" + "".join(f"{docs[n]:>10}" for n in names))
        print(f"ids checked by a scheme: {dict(CHECKED)}; ids with no known scheme: {dict(UNCHECKED)}; "
              f"bare 10-13 digit ids passing none of the few schemes check.py knows for the shape: {dict(SHARED_SHAPE)}")
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        print(f"{len(errors)} error(s)", file=sys.stderr)
        sys.exit(1)
    print(f"ok: {sum(docs.values())} documents checked")


if __name__ == "__main__":
    main()
