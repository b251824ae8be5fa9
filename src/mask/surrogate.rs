//! Realistic surrogates: a made-up value of the same shape in place of each identifier.
//!
//! Deterministic per session key: the same key and the same value (its [`normalise`]d form) give the same
//! surrogate, in every document; another key gives another. The random choices come from a stream seeded with
//! HMAC-SHA-256(key, label, normalised value), so a surrogate reveals nothing about the value without the key.
//! A surrogate never equals the value it replaces (a collision is re-drawn).
//!
//! What each label gets:
//! - every label, by default: digits → digits (full-width and other decimal digits stay in their script), letters →
//!   letters keeping case (A–Z, a–z; Cyrillic, CJK ideographs, kana and Hangul stay in their block; other letters
//!   become a–z/A–Z), English number words ("four", "oh") → number words; separators, punctuation, spaces and
//!   combining marks kept, so the code-point length is the same;
//! - PERSON: each name from a built-in list of 48 given names and 48 surnames (given or surname as the gazetteers
//!   say; otherwise by position, the last word a surname), case kept (`DANA` → `MARIA`), titles (`Ms`, `Dr`) and
//!   possessive `'s` kept, initials → another capital; names in scripts without case (CJK) keep the default rule;
//!   each word is seeded on its own, so "Dana Whitfield" and a later "Whitfield" share the surname;
//! - EMAIL: the local part shape-kept, the domain → `example.com`, `example.org` or `example.net` (reserved, never
//!   real); spoken forms ("dana dot w at gmail dot com") keep `at`, `dot`, `underscore`, `dash`;
//! - PHONE: `+` and the country code kept (from the groups written, or the ITU code lengths when run together), the
//!   trunk `0` and the first national digit kept, so the surrogate stays in the same country and service (mobile or
//!   fixed); North American numbers keep area code and exchange starting 2–9. Extension words kept. A surrogate of
//!   7 or more digits is re-drawn (up to 15 times) until the phone recognizer's numbering-plan metadata validates it
//!   (`phone/…` with a confirmed validation), so it is a number of a valid range of its country — and so may be
//!   someone's real number, as any realistic surrogate may;
//! - CARD: first digit (the network) kept, last digit recomputed: passes Luhn;
//! - IBAN: country code kept, letters/digits of the BBAN drawn, check digits recomputed: passes mod-97 (the
//!   country's BBAN format beyond letter/digit positions, e.g. a national check digit, is not kept);
//! - IP_ADDRESS: IPv4 octets stay 0–255 with the same number of digits, a `/prefix` kept; IPv6 and MAC_ADDRESS: hex
//!   digits → hex digits of the same kind;
//! - DATE, DATE_OF_BIRTH: years → 1940–2005, day/month numbers ≤ 12 → 1–12, others → 1–28 (same width), English
//!   month and weekday names → other ones: always a real calendar date when written day/month/year or month/day/year;
//! - URL: the scheme, `www.` and the top-level domain kept, the rest drawn;
//! - SECRET: a leading `prefix_` (`ghp_`, `sk_live_`) kept; CRYPTO_WALLET: `0x`, `bc1` prefixes kept, characters
//!   drawn from the address alphabet (base58, bech32, hex) — checksums are NOT valid;
//! - ADDRESS, LOCATION: house numbers drawn, street-type words kept (`Street`, `Rd`, `rue`, `Straße`), other words
//!   from a list of common place words.

use std::sync::OnceLock;

use super::keyed::{normalise, Key};
use crate::normalize::fold::fold_char;
use crate::recognizers::PhoneRecognizer;
use crate::{gazetteer, Label, Recognizer, Validation};

const GIVEN: &[&str] = &[
    "Maria", "James", "Aisha", "Wei", "Olga", "Carlos", "Priya", "Tom", "Fatima", "Lucas", "Mei", "Ivan", "Sofia",
    "Omar", "Hana", "Daniel", "Chloe", "Arjun", "Elena", "Kofi", "Yuki", "Liam", "Amara", "Pedro", "Nadia", "Jonas",
    "Leila", "Mateo", "Ingrid", "Samuel", "Rosa", "Hugo", "Anika", "Felix", "Zara", "Diego", "Mira", "Oscar", "Lina",
    "Rafael", "Emma", "Tariq", "Julia", "Kenji", "Alice", "Marco", "Nora", "Ben",
];
const SURNAME: &[&str] = &[
    "Garcia", "Okafor", "Chen", "Novak", "Silva", "Patel", "Kowalski", "Haddad", "Tanaka", "Murphy", "Rossi",
    "Andersen", "Nguyen", "Schmidt", "Mensah", "Ivanova", "Costa", "Kim", "Dubois", "Hughes", "Moreau", "Khan",
    "Larsen", "Fischer", "Alvarez", "Yilmaz", "Sato", "Walsh", "Romero", "Bauer", "Osei", "Petrov", "Lindqvist",
    "Ortiz", "Reyes", "Baker", "Jensen", "Mendes", "Horvat", "Farouk", "Quinn", "Rahman", "Weber", "Castillo", "Lund",
    "Price", "Ito", "Mwangi",
];
const TITLES: &[&str] = &[
    "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "madam", "mme", "mlle", "herr", "frau", "sr", "sra",
    "srta", "don", "doña", "rev", "fr",
];
const NUMBER_WORDS: &[&str] = &["zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const MONTHS: &[&str] = &[
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december",
];
const WEEKDAYS: &[&str] = &["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const STREET_WORDS: &[&str] = &[
    "street", "st", "road", "rd", "avenue", "ave", "av", "lane", "ln", "drive", "dr", "court", "ct", "place", "pl",
    "boulevard", "blvd", "way", "close", "crescent", "terrace", "square", "sq", "highway", "hwy", "apt", "apartment",
    "suite", "unit", "floor", "flat", "rue", "via", "calle", "strasse", "straße", "weg", "platz", "avenida", "rua",
    "no", "of", "the", "and", "de", "la", "le", "du", "des", "del", "van", "am", "an",
];
const PLACE_WORDS: &[&str] = &[
    "Oak", "Maple", "Mill", "Station", "Church", "Park", "Hill", "Elm", "Victoria", "Riverside", "Chester", "Ashford",
    "Bridge", "Kingston", "Meadow", "Harbour", "Cedar", "Linden", "Brook", "Market", "Orchard", "Westfield", "Granton",
    "Belmont",
];

/// A deterministic stream of choices seeded from the key, label and normalised value.
struct Stream(u64);

impl Stream {
    fn new(key: &Key, parts: &[&[u8]]) -> Stream {
        let mac = key.mac(parts);
        Stream(u64::from_le_bytes(mac[..8].try_into().expect("8 bytes")))
    }

    /// SplitMix64: the seed is secret and keyed, so a fast generator is enough after it.
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + (self.next() % u64::from(hi - lo + 1)) as u32
    }

    fn pick<'a>(&mut self, list: &[&'a str]) -> &'a str {
        list[(self.next() % list.len() as u64) as usize]
    }
}

/// The surrogate for `value` (a span of label `label`) under `key`.
pub fn surrogate(label: Label, value: &str, key: &Key) -> String {
    let norm = normalise(label, value);
    for attempt in 0u8..16 {
        let mut rng = Stream::new(key, &[b"surrogate\0", label.name().as_bytes(), b"\0", norm.as_bytes(), &[0, attempt]]);
        let out = match label {
            Label::Person => person(value, key, attempt),
            Label::Email => email(&mut rng, value),
            Label::Phone => phone(&mut rng, value),
            Label::Card => card(&mut rng, value),
            Label::Iban => iban(&mut rng, value),
            Label::IpAddress => ip(&mut rng, value),
            Label::MacAddress => hex_shape(&mut rng, value),
            Label::Date | Label::DateOfBirth => date(&mut rng, value),
            Label::Url => url(&mut rng, value),
            Label::Secret => secret(&mut rng, value),
            Label::CryptoWallet => wallet(&mut rng, value),
            Label::Address | Label::Location => address(&mut rng, value),
            _ => shape(&mut rng, value, &[]),
        };
        let retry = out == value && value.chars().any(char::is_alphanumeric);
        // Phone surrogates are re-drawn until the numbering-plan metadata accepts them (see the module doc).
        let implausible = label == Label::Phone && attempt < 15 && digit_positions(&value.chars().collect::<Vec<_>>()).len() >= 7 && !valid_phone(&out);
        if !retry && !implausible {
            return out;
        }
    }
    // Sixteen draws all equal to the value: only possible for a one-character value; mask it.
    value.chars().map(|c| if c.is_alphanumeric() { '█' } else { c }).collect()
}

/// True when the phone recognizer validates the whole of `number` against the numbering plan.
fn valid_phone(number: &str) -> bool {
    static PHONE: OnceLock<PhoneRecognizer> = OnceLock::new();
    let mut found = Vec::new();
    PHONE.get_or_init(PhoneRecognizer::new).find(number, &mut found);
    let digits = |s: &str| s.chars().filter(char::is_ascii_digit).count();
    found.iter().any(|f| f.validation == Validation::Confirmed && digits(&number[f.span]) == digits(number))
}

/// Applies the case pattern of `like` to `word`: all upper, all lower, or capitalised.
fn cased(word: &str, like: &str) -> String {
    let letters: Vec<char> = like.chars().filter(|c| c.is_alphabetic()).collect();
    if letters.len() > 1 && letters.iter().all(|c| c.is_uppercase()) {
        word.to_uppercase()
    } else if letters.first().is_some_and(|c| c.is_lowercase()) {
        word.to_lowercase()
    } else {
        let mut cs = word.chars();
        cs.next().map(|f| f.to_uppercase().chain(cs.flat_map(char::to_lowercase)).collect()).unwrap_or_default()
    }
}

/// One character of the default rule.
fn shape_char(rng: &mut Stream, c: char) -> char {
    if c.is_ascii_digit() {
        return char::from(b'0' + rng.range(0, 9) as u8);
    }
    if let Some(d) = fold_char(c).filter(char::is_ascii_digit) {
        // A decimal digit of another script: the ten digits of a block are consecutive.
        let zero = c as u32 - (d as u32 - '0' as u32);
        return char::from_u32(zero + rng.range(0, 9)).unwrap_or(d);
    }
    if !c.is_alphabetic() {
        return c;
    }
    let cp = c as u32;
    let within = |rng: &mut Stream, lo: u32, hi: u32| char::from_u32(rng.range(lo, hi)).unwrap_or('x');
    match cp {
        0x410..=0x42F => within(rng, 0x410, 0x42F),
        0x430..=0x44F => within(rng, 0x430, 0x44F),
        0x4E00..=0x9FFF => within(rng, 0x4E00, 0x9FA5),
        0xAC00..=0xD7A3 => within(rng, 0xAC00, 0xD7A3),
        0x3041..=0x3096 => within(rng, 0x3041, 0x3096),
        0x30A1..=0x30FA => within(rng, 0x30A1, 0x30FA),
        _ if c.is_uppercase() => within(rng, 'A' as u32, 'Z' as u32),
        _ => within(rng, 'a' as u32, 'z' as u32),
    }
}

/// Splits `value` into maximal runs of letters (with the combining marks that follow a letter) and of everything else.
fn words(value: &str) -> Vec<(bool, &str)> {
    runs(value, |c, prev| c.is_alphabetic() || (prev == Some(true) && matches!(c, '\u{300}'..='\u{36F}')))
}

/// The default rule over a whole value; words in `keep` (lower case) and number words are handled as words.
fn shape(rng: &mut Stream, value: &str, keep: &[&str]) -> String {
    let mut out = String::with_capacity(value.len());
    for (alpha, w) in words(value) {
        let lower = w.to_lowercase();
        if alpha && keep.contains(&lower.as_str()) {
            out.push_str(w);
        } else if alpha && NUMBER_WORDS.contains(&lower.as_str()) {
            out.push_str(&cased(rng.pick(NUMBER_WORDS), w));
        } else {
            out.extend(w.chars().map(|c| shape_char(rng, c)));
        }
    }
    out
}

fn person(value: &str, key: &Key, attempt: u8) -> String {
    // Whitespace-separated tokens; within one, the letters core, then a possessive.
    let tokens: Vec<&str> = value.split_whitespace().collect();
    let named: Vec<usize> = (0..tokens.len())
        .filter(|&i| {
            let t = tokens[i].trim_matches(|c: char| !c.is_alphabetic()).to_lowercase();
            t.chars().count() > 1 && !TITLES.contains(&t.as_str())
        })
        .collect();
    let mut out = String::with_capacity(value.len());
    let mut rest = value;
    for (i, tok) in tokens.iter().enumerate() {
        let at = rest.find(tok).expect("token of the value");
        out.push_str(&rest[..at]);
        rest = &rest[at + tok.len()..];
        let last = named.last() == Some(&i) && named.len() > 1;
        out.push_str(&person_token(tok, key, attempt, last));
    }
    out.push_str(rest);
    out
}

fn person_token(tok: &str, key: &Key, attempt: u8, last: bool) -> String {
    let lead = tok.len() - tok.trim_start_matches(|c: char| !c.is_alphabetic()).len();
    let core_end = tok.trim_end_matches(|c: char| !c.is_alphabetic()).len();
    if core_end <= lead {
        return tok.to_string();
    }
    let (pre, mut core, mut post) = (&tok[..lead], &tok[lead..core_end], &tok[core_end..]);
    for poss in ["'s", "’s", "'S", "’S"] {
        if let Some(c) = core.strip_suffix(poss) {
            post = &tok[lead + c.len()..];
            core = c;
        }
    }
    let lower = core.to_lowercase();
    let mut rng = Stream::new(key, &[b"surrogate\0PERSON-WORD\0", lower.as_bytes(), &[0, attempt]]);
    let new = if TITLES.contains(&lower.as_str()) {
        core.to_string()
    } else if core.chars().count() == 1 {
        char::from(b'A' + rng.range(0, 25) as u8).to_string()
    } else if core.chars().any(|c| c.is_alphabetic() && !c.is_uppercase() && !c.is_lowercase()) {
        core.chars().map(|c| shape_char(&mut rng, c)).collect()
    } else {
        // Double-barrelled names: each part on its own, so "Anne-Marie" keeps its hyphen.
        let parts: Vec<String> = core
            .split('-')
            .map(|p| {
                if p.is_empty() {
                    return String::new();
                }
                let e = gazetteer::lookup(p);
                let given = if e.given != e.surname { e.given } else { !last };
                let list = if given { GIVEN } else { SURNAME };
                let pl = p.to_lowercase();
                let mut prng = Stream::new(key, &[b"surrogate\0PERSON-PART\0", pl.as_bytes(), &[0, attempt]]);
                let mut pick = prng.pick(list);
                if pick.to_lowercase() == pl {
                    pick = prng.pick(list);
                }
                cased(pick, p)
            })
            .collect();
        parts.join("-")
    };
    format!("{pre}{new}{post}")
}

fn email(rng: &mut Stream, value: &str) -> String {
    match value.rfind('@') {
        Some(at) => {
            let domain = ["example.com", "example.org", "example.net"][rng.range(0, 2) as usize];
            format!("{}@{}", shape(rng, &value[..at], &[]), cased(domain, &value[at + 1..]).to_lowercase())
        }
        None => shape(rng, value, &["at", "dot", "underscore", "dash", "hyphen", "plus"]),
    }
}

/// ITU country codes of one and two digits (the others have three).
fn country_code_len(digits: &[u8]) -> usize {
    const TWO: &[u8] = &[
        20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56, 57, 58, 60, 61,
        62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98,
    ];
    match digits {
        [1 | 7, ..] => 1,
        [a, b, ..] if TWO.contains(&(a * 10 + b)) => 2,
        _ => 3,
    }
}

/// Positions (char indexes) of the digits of `chars`, with their values.
fn digit_positions(chars: &[char]) -> Vec<(usize, u8)> {
    chars
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| {
            let d = if c.is_ascii_digit() { Some(c) } else { fold_char(c).filter(char::is_ascii_digit) };
            d.map(|d| (i, d as u8 - b'0'))
        })
        .collect()
}

/// Writes digit `d` at char index `i`, in the digit script already there.
fn set_digit(chars: &mut [char], i: usize, d: u8) {
    let c = chars[i];
    let zero = if c.is_ascii_digit() { '0' as u32 } else { c as u32 - (fold_char(c).map_or(0, |x| x as u32 - '0' as u32)) };
    chars[i] = char::from_u32(zero + u32::from(d)).unwrap_or(char::from(b'0' + d));
}

fn phone(rng: &mut Stream, value: &str) -> String {
    let mut chars: Vec<char> = value.chars().collect();
    let digits = digit_positions(&chars);
    if digits.is_empty() {
        return shape(rng, value, &["double", "triple", "ext", "extension", "x", "plus"]);
    }
    let values: Vec<u8> = digits.iter().map(|d| d.1).collect();
    let plus = value.trim_start_matches(|c: char| c.is_whitespace() || c == '(').starts_with('+');
    let cc = if plus {
        // The first group as written when it is 1–3 digits long, else the ITU code length.
        let first = digits.iter().zip(digits.iter().skip(1)).take_while(|(a, b)| b.0 == a.0 + 1).count() + 1;
        if first <= 3 && first < digits.len() { first } else { country_code_len(&values) }
    } else {
        0
    };
    let national = &values[cc..];
    let nanp = (plus && cc == 1 && values[0] == 1 && national.len() == 10)
        || (!plus && (national.len() == 10 && national[0] >= 2 || national.len() == 11 && national[0] == 1));
    let mut keep = cc;
    if nanp {
        keep += usize::from(national.len() == 11);
    } else {
        keep += if national.first() == Some(&0) { 2 } else { 1 };
    }
    for (k, &(i, _)) in digits.iter().enumerate().skip(keep.min(digits.len())) {
        let n = k - keep;
        let d = if nanp && (n == 0 || n == 3) { rng.range(2, 9) } else { rng.range(0, 9) };
        set_digit(&mut chars, i, d as u8);
    }
    // Letters (extension words) stay; spoken digits become other digit words.
    let s: String = chars.into_iter().collect();
    let mut out = String::with_capacity(s.len());
    for (alpha, w) in words(&s) {
        if alpha && NUMBER_WORDS.contains(&w.to_lowercase().as_str()) {
            out.push_str(&cased(rng.pick(NUMBER_WORDS), w));
        } else {
            out.push_str(w);
        }
    }
    out
}

/// The Luhn check digit for `payload` (the digits before it).
pub fn luhn_check_digit(payload: &[u8]) -> u8 {
    let sum: u32 = payload
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| {
            let d = u32::from(d);
            if i % 2 == 0 {
                let x = d * 2;
                if x > 9 { x - 9 } else { x }
            } else {
                d
            }
        })
        .sum();
    ((10 - sum % 10) % 10) as u8
}

fn card(rng: &mut Stream, value: &str) -> String {
    let mut chars: Vec<char> = value.chars().collect();
    let digits = digit_positions(&chars);
    if digits.len() < 2 {
        return shape(rng, value, &[]);
    }
    let mut new: Vec<u8> = digits.iter().map(|d| d.1).collect();
    for d in new.iter_mut().take(digits.len() - 1).skip(1) {
        *d = rng.range(0, 9) as u8;
    }
    let last = new.len() - 1;
    new[last] = luhn_check_digit(&new[..last]);
    for (&(i, _), &d) in digits.iter().zip(&new) {
        set_digit(&mut chars, i, d);
    }
    // Letters around the digits (spoken or labelled forms) follow the default rule.
    shape_letters(rng, chars)
}

fn shape_letters(rng: &mut Stream, chars: Vec<char>) -> String {
    chars.into_iter().map(|c| if c.is_alphabetic() { shape_char(rng, c) } else { c }).collect()
}

/// ISO 7064 mod 97-10 of an IBAN rearranged (BBAN, then country code and check digits).
fn iban_mod97(compact: &[char]) -> u32 {
    let rearranged = compact[4..].iter().chain(&compact[..4]);
    rearranged.fold(0u32, |acc, &c| {
        let v = c.to_digit(36).unwrap_or(0);
        if v >= 10 { (acc * 100 + v) % 97 } else { (acc * 10 + v) % 97 }
    })
}

fn iban(rng: &mut Stream, value: &str) -> String {
    let chars: Vec<char> = value.chars().collect();
    let slots: Vec<usize> = (0..chars.len()).filter(|&i| chars[i].is_ascii_alphanumeric()).collect();
    let compact: Vec<char> = slots.iter().map(|&i| chars[i].to_ascii_uppercase()).collect();
    let shaped = compact.len() >= 5
        && compact[..2].iter().all(char::is_ascii_alphabetic)
        && compact[2..4].iter().all(char::is_ascii_digit);
    if !shaped {
        return shape(rng, value, &[]);
    }
    let mut new = compact.clone();
    for c in new.iter_mut().skip(4) {
        *c = if c.is_ascii_digit() { char::from(b'0' + rng.range(0, 9) as u8) } else { char::from(b'A' + rng.range(0, 25) as u8) };
    }
    new[2] = '0';
    new[3] = '0';
    let check = 98 - iban_mod97(&new);
    new[2] = char::from(b'0' + (check / 10) as u8);
    new[3] = char::from(b'0' + (check % 10) as u8);
    let mut out = chars;
    for (&i, &c) in slots.iter().zip(&new) {
        out[i] = if out[i].is_ascii_lowercase() { c.to_ascii_lowercase() } else { c };
    }
    out.into_iter().collect()
}

fn ip(rng: &mut Stream, value: &str) -> String {
    let v4 = value.split(['/', ':']).next().is_some_and(|h| {
        let parts: Vec<&str> = h.split('.').collect();
        parts.len() == 4 && parts.iter().all(|p| !p.is_empty() && p.len() <= 3 && p.bytes().all(|b| b.is_ascii_digit()))
    });
    if !v4 {
        return hex_shape(rng, value);
    }
    let mut out = String::with_capacity(value.len());
    let mut octets = 0;
    let mut after_slash = false;
    for (digits, w) in runs(value, |c, _| c.is_ascii_digit()) {
        if !digits {
            after_slash |= w.contains('/');
            out.push_str(w);
        } else if after_slash {
            out.push_str(w);
        } else if octets < 4 {
            octets += 1;
            let n = match w.len() {
                1 => rng.range(0, 9),
                2 => rng.range(10, 99),
                _ => rng.range(100, 255),
            };
            out.push_str(&n.to_string());
        } else {
            // A port: same number of digits, no leading zero.
            out.extend(w.chars().enumerate().map(|(k, _)| char::from(b'0' + rng.range(u32::from(k == 0), 9) as u8)));
        }
    }
    out
}

/// Splits `value` into maximal runs of characters where `f` holds and where it does not; `f` sees each character and
/// the kind of the run before it (`None` at the start).
fn runs(value: &str, f: impl Fn(char, Option<bool>) -> bool) -> Vec<(bool, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut kind = None;
    for (i, c) in value.char_indices() {
        let k = f(c, kind);
        if kind.is_some_and(|x| x != k) {
            out.push((kind.unwrap(), &value[start..i]));
            start = i;
        }
        kind = Some(k);
    }
    if let Some(k) = kind {
        out.push((k, &value[start..]));
    }
    out
}

/// Hex digits → hex digits of the same kind (0–9, a–f, A–F); everything else kept.
fn hex_shape(rng: &mut Stream, value: &str) -> String {
    value
        .chars()
        .map(|c| match c {
            '0'..='9' => char::from(b'0' + rng.range(0, 9) as u8),
            'a'..='f' => char::from(b'a' + rng.range(0, 5) as u8),
            'A'..='F' => char::from(b'A' + rng.range(0, 5) as u8),
            _ if c.is_alphanumeric() => shape_char(rng, c),
            _ => c,
        })
        .collect()
}

fn date(rng: &mut Stream, value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut prev_number: Option<u32> = None;
    for (alpha, w) in words(value) {
        let lower = w.to_lowercase();
        if !alpha {
            // Digit runs inside the non-letter run.
            for (digits, part) in runs(w, |c, _| c.is_ascii_digit()) {
                if !digits {
                    out.push_str(&part.chars().map(|c| shape_char(rng, c)).collect::<String>());
                    continue;
                }
                let v: u32 = part.parse().unwrap_or(0);
                let n = match part.len() {
                    4 => rng.range(1940, 2005),
                    1 | 2 if v == 0 => v,
                    1 | 2 if v <= 12 => rng.range(1, 12),
                    1 | 2 if v <= 31 => rng.range(1, 28),
                    2 => rng.range(40, 99),
                    _ => rng.range(10u32.pow(part.len() as u32 - 1), 10u32.pow(part.len() as u32) - 1),
                };
                out.push_str(&format!("{n:0width$}", width = part.len()));
                prev_number = Some(n);
            }
            continue;
        }
        let month = MONTHS.iter().position(|m| *m == lower || (lower.len() >= 3 && m.starts_with(&lower) && lower.len() < m.len()));
        if let Some(m) = month {
            let full = MONTHS[m] == lower;
            let pick = rng.pick(MONTHS);
            let word = if full { pick.to_string() } else { pick.chars().take(lower.chars().count()).collect() };
            out.push_str(&cased(&word, w));
        } else if WEEKDAYS.iter().any(|d| *d == lower || (lower.len() == 3 && d.starts_with(&lower))) {
            let pick = rng.pick(WEEKDAYS);
            let word: String = if lower.len() == 3 { pick.chars().take(3).collect() } else { pick.to_string() };
            out.push_str(&cased(&word, w));
        } else if matches!(lower.as_str(), "st" | "nd" | "rd" | "th") && prev_number.is_some() && out.ends_with(|c: char| c.is_ascii_digit()) {
            let n = prev_number.unwrap_or(0);
            let suffix = match (n % 10, n % 100) {
                (_, 11..=13) => "th",
                (1, _) => "st",
                (2, _) => "nd",
                (3, _) => "rd",
                _ => "th",
            };
            out.push_str(&cased(suffix, w));
        } else if matches!(lower.as_str(), "of" | "the" | "de" | "del" | "am" | "le" | "en") || NUMBER_WORDS.contains(&lower.as_str()) {
            out.push_str(&shape(rng, w, &["of", "the", "de", "del", "am", "le", "en"]));
        } else {
            out.extend(w.chars().map(|c| shape_char(rng, c)));
        }
        prev_number = None;
    }
    out
}

fn url(rng: &mut Stream, value: &str) -> String {
    let (scheme, rest) = match value.find("://") {
        Some(i) => value.split_at(i + 3),
        None => ("", value),
    };
    let (www, rest) = if rest.len() > 4 && rest[..4].eq_ignore_ascii_case("www.") { rest.split_at(4) } else { ("", rest) };
    let host_end = rest.find(['/', '?', '#', ':']).unwrap_or(rest.len());
    let (host, path) = rest.split_at(host_end);
    let (name, tld) = match host.rfind('.') {
        Some(i) => host.split_at(i),
        None => (host, ""),
    };
    format!("{scheme}{www}{}{tld}{}", shape(rng, name, &[]), shape(rng, path, &[]))
}

fn secret(rng: &mut Stream, value: &str) -> String {
    // "ghp_…", "sk_live_…": a lower-case prefix ending in '_' or '-' says what kind of secret it is.
    let prefix = value
        .char_indices()
        .take_while(|&(_, c)| c.is_ascii_lowercase() || c == '_' || c == '-')
        .filter(|&(_, c)| c == '_' || c == '-')
        .map(|(i, _)| i + 1)
        .last()
        .filter(|&n| n <= 12 && n < value.len())
        .unwrap_or(0);
    let (keep, rest) = value.split_at(prefix);
    format!("{keep}{}", rest.chars().map(|c| shape_char(rng, c)).collect::<String>())
}

fn wallet(rng: &mut Stream, value: &str) -> String {
    const BASE58: &[u8] = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    const BECH32: &[u8] = b"qpzry9x8gf2tvdw0s3jn54khce6mua7l";
    let lower = value.to_ascii_lowercase();
    if lower.starts_with("0x") {
        return format!("{}{}", &value[..2], hex_shape(rng, &value[2..]));
    }
    for hrp in ["bc1", "tb1", "ltc1"] {
        if lower.starts_with(hrp) && value.is_ascii() {
            let draw = |rng: &mut Stream, c: char| {
                let x = char::from(BECH32[(rng.next() % 32) as usize]);
                if c.is_ascii_uppercase() { x.to_ascii_uppercase() } else { x }
            };
            return format!("{}{}", &value[..hrp.len()], value[hrp.len()..].chars().map(|c| draw(rng, c)).collect::<String>());
        }
    }
    value
        .chars()
        .map(|c| {
            let class: &[u8] = match c {
                '0'..='9' => &BASE58[..9],
                'A'..='Z' => &BASE58[9..33],
                'a'..='z' => &BASE58[33..],
                _ => return c,
            };
            char::from(class[(rng.next() % class.len() as u64) as usize])
        })
        .collect()
}

fn address(rng: &mut Stream, value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for (alpha, w) in words(value) {
        let lower = w.to_lowercase();
        if !alpha {
            // House numbers and postcodes' digits: the default rule, first digit not zero when it was not.
            let mut first = true;
            for c in w.chars() {
                if c.is_ascii_digit() && first && c != '0' {
                    out.push(char::from(b'0' + rng.range(1, 9) as u8));
                } else {
                    out.push(shape_char(rng, c));
                }
                first = !c.is_ascii_digit();
            }
        } else if STREET_WORDS.contains(&lower.as_str()) {
            out.push_str(w);
        } else if w.chars().count() <= 2 || w.chars().any(|c| c.is_alphabetic() && !c.is_uppercase() && !c.is_lowercase()) {
            // Letters of a postcode or unit ("LS", "B"), and scripts without case: letter for letter.
            out.extend(w.chars().map(|c| shape_char(rng, c)));
        } else {
            out.push_str(&cased(rng.pick(PLACE_WORDS), w));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luhn_and_mod97_helpers() {
        // 4539 1488 0343 6467 is Luhn-valid: its check digit is 7 over the first 15.
        let d: Vec<u8> = "453914880343646".bytes().map(|b| b - b'0').collect();
        assert_eq!(luhn_check_digit(&d), 7);
        let gb: Vec<char> = "GB82WEST12345698765432".chars().collect();
        assert_eq!(iban_mod97(&gb), 1);
    }

    #[test]
    fn cased_follows_the_pattern() {
        assert_eq!(cased("maria", "DANA"), "MARIA");
        assert_eq!(cased("Maria", "dana"), "maria");
        assert_eq!(cased("maria", "Dana"), "Maria");
        assert_eq!(cased("maria", "D"), "Maria");
    }
}
