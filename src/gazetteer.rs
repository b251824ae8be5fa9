//! Name gazetteers: is a token a given name, a surname, a frequent English word?
//!
//! The lists are the committed files in `data/names/` (sources, licences and the extraction command are in
//! `data/names/README.md`), compiled into the CLI and fetched by the page (`crate::lists`): one lower-case token a
//! line, sorted by UTF-8 bytes, unique, diacritics kept *and* ASCII-folded ("nguyễn" and "nguyen"). On first use the
//! three lists are merged into one hash table (token → given/surname/word bits, a small multiplicative hasher:
//! [`FxHasher`]), so a lookup is one hash and one probe; the key is lower-cased into a stack buffer (no allocation for
//! tokens up to 64 bytes).
//!
//! Why plain sorted text and no `fst` or generated file: the committed lists *are* the compact form, so there is no
//! build step that could drift from them (the test `lists_are_sorted_lower_case_and_unique` is the check); the page
//! pays the gzip size over the wire (about 270 KB for the three lists), and `fst` would add its code
//! (+22 KB gzip) and a generated artefact. The table costs about 3 MB of heap and a few milliseconds to build.
//! Lookups: one binary search per list cost ~1 µs and were a quarter of the person recognizer's time; the hash
//! table is ~10× faster.
//!
//! Deliberately not handled: text in NFD form (combining marks after the base letter) is not folded, so a decomposed
//! "Nguyễn" is looked up as written (its ASCII-folded twin still matches after the marks are skipped by the caller).

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

// The given-name, surname and word lists (and the local places below) come from `crate::lists`: compiled in for the
// CLI, fetched after first paint by the page. Until the page has them, every table here is empty.

/// The Fx hash (as in rustc): a multiply and rotate per 8 bytes. Not DoS-resistant, which does not matter for
/// fixed, compiled-in keys looked up by value (an adversarial text can only choose which bucket it probes).
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, mut bytes: &[u8]) {
        while bytes.len() >= 8 {
            self.add(u64::from_le_bytes(bytes[..8].try_into().unwrap()));
            bytes = &bytes[8..];
        }
        if bytes.len() >= 4 {
            self.add(u32::from_le_bytes(bytes[..4].try_into().unwrap()) as u64);
            bytes = &bytes[4..];
        }
        for &b in bytes {
            self.add(b as u64);
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A `HashMap`/`HashSet` builder with [`FxHasher`].
pub type FxBuild = BuildHasherDefault<FxHasher>;

const GIVEN_BIT: u8 = 1;
const SURNAME_BIT: u8 = 2;
const WORD_BIT: u8 = 4;

/// Every token of the three lists with its bits, built on first use (empty, and not kept, while the lists are not
/// there: see `crate::lists`).
fn table() -> &'static HashMap<&'static str, u8, FxBuild> {
    static T: OnceLock<HashMap<&'static str, u8, FxBuild>> = OnceLock::new();
    static EMPTY: OnceLock<HashMap<&'static str, u8, FxBuild>> = OnceLock::new();
    let Some(lists) = crate::lists::get() else { return EMPTY.get_or_init(HashMap::default) };
    T.get_or_init(|| {
        let (given, surname, words) = (lists.given, lists.surname, lists.words);
        let mut t: HashMap<&'static str, u8, FxBuild> = HashMap::with_capacity_and_hasher(
            given.len() / 7 + surname.len() / 7 + words.len() / 7,
            FxBuild::default(),
        );
        for (list, bit) in [(given, GIVEN_BIT), (surname, SURNAME_BIT), (words, WORD_BIT)] {
            for l in list.lines() {
                *t.entry(l).or_insert(0) |= bit;
            }
        }
        t
    })
}

/// The bits of `key` (a lookup key: see [`key`]).
#[inline]
fn bits(key: &str) -> u8 {
    table().get(key).copied().unwrap_or(0)
}

/// Calls `f` with the lookup key of `token` ([`key`]), lower-cased into a stack buffer when the token is ASCII and at
/// most 64 bytes (no allocation), else made by [`key`].
#[inline]
fn with_key<R>(token: &str, f: impl FnOnce(&str) -> R) -> R {
    let b = token.as_bytes();
    if b.len() <= 64 && b.is_ascii() {
        let mut buf = [0u8; 64];
        let out = &mut buf[..b.len()];
        for (o, &c) in out.iter_mut().zip(b) {
            *o = c.to_ascii_lowercase();
        }
        // ASCII in, ASCII out.
        f(std::str::from_utf8(out).expect("ASCII"))
    } else {
        f(&key(token))
    }
}

/// What the gazetteers know about one token.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    /// A given (first or middle) name in some list.
    pub given: bool,
    /// A surname in some list.
    pub surname: bool,
    /// A frequent lower-case English word ("will", "park", "court", "router").
    pub word: bool,
}

impl Entry {
    /// Given name or surname.
    pub fn is_name(self) -> bool {
        self.given || self.surname
    }
}

/// The lookup key of a token: lower case, typographic apostrophe as `'`.
pub fn key(token: &str) -> Cow<'_, str> {
    if token.chars().all(|c| !c.is_uppercase() && c != '’') {
        return Cow::Borrowed(token);
    }
    Cow::Owned(token.chars().flat_map(char::to_lowercase).map(|c| if c == '’' { '\'' } else { c }).collect())
}

/// Looks `token` up (any case). A hyphenated token is a name when the whole is, when it is double-barrelled (every
/// part capitalised: "Williams-Johnston") and a part is a name, or when a part is a name and not a frequent word
/// ("al-Rashid"; "Post-mortem" is not a name); it is a word only when the whole is.
pub fn lookup(token: &str) -> Entry {
    with_key(token, |k| {
        let b = bits(k);
        let mut e = Entry { given: b & GIVEN_BIT != 0, surname: b & SURNAME_BIT != 0, word: b & WORD_BIT != 0 };
        if !e.is_name() && k.contains('-') {
            // Double-barrelled ("Adeyinka-Brown": every part capitalised): any part that is a name. Otherwise
            // ("Post-mortem") a part that is a name and not a frequent word.
            let barrelled = token.split('-').all(|p| p.chars().next().is_some_and(char::is_uppercase));
            for part in k.split('-').filter(|p| p.chars().count() >= 2 && !matches!(*p, "al" | "el" | "bin" | "ibn")) {
                let pb = bits(part);
                if barrelled || pb & WORD_BIT == 0 {
                    e.given |= pb & GIVEN_BIT != 0;
                    e.surname |= pb & SURNAME_BIT != 0;
                }
            }
        }
        e
    })
}

/// The level of a place name: what a HIPAA-style preset must redact ([`Place::Local`]) and what it may keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A country, a US state or another first-level region, a continent (`data/places/large.txt`).
    Large,
    /// A city of at least 15,000 people, a county, a district (`data/places/local.txt`).
    Local,
}

static LARGE: &str = include_str!("../data/places/large.txt");
static DEMONYMS: &str = include_str!("../data/places/demonyms.txt");

/// A set of lower-case phrases (one or more words joined by single spaces), hashed once on first use.
pub struct Phrases {
    set: HashSet<&'static str, FxBuild>,
    /// The most words any phrase has.
    pub max_words: usize,
}

impl Phrases {
    fn new(lines: impl Iterator<Item = &'static str>) -> Phrases {
        let set: HashSet<&'static str, FxBuild> = lines.filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
        let max_words = set.iter().map(|p| p.split(' ').count()).max().unwrap_or(1);
        Phrases { set, max_words }
    }

    /// Whether `key` (as made by [`phrase_key`]) is one of the phrases.
    pub fn contains(&self, key: &str) -> bool {
        self.set.contains(key)
    }
}

/// Writes the lookup key of `text` into `buf` (cleared first): lower case, the Turkish dotted `İ` as `i`, typographic
/// apostrophe as `'`, every whitespace run as one space. No allocation once `buf` has grown to the longest phrase.
pub fn phrase_key(text: &str, buf: &mut String) {
    buf.clear();
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !buf.is_empty() {
            buf.push(' ');
        }
        space = false;
        match c {
            'İ' => buf.push('i'),
            '’' => buf.push('\''),
            c if c.is_uppercase() => buf.extend(c.to_lowercase()),
            c => buf.push(c),
        }
    }
}

fn places() -> (&'static Phrases, &'static Phrases) {
    static L: OnceLock<Phrases> = OnceLock::new();
    static C: OnceLock<Phrases> = OnceLock::new();
    static EMPTY: OnceLock<Phrases> = OnceLock::new();
    let local = match crate::lists::get() {
        Some(lists) => C.get_or_init(|| Phrases::new(lists.local_places.lines())),
        None => EMPTY.get_or_init(|| Phrases::new(std::iter::empty())),
    };
    (L.get_or_init(|| Phrases::new(LARGE.lines())), local)
}

/// The level of the place called `key` (a [`phrase_key`]), if it is one.
pub fn place(key: &str) -> Option<Place> {
    let (large, local) = places();
    if large.contains(key) {
        Some(Place::Large)
    } else if local.contains(key) {
        Some(Place::Local)
    } else {
        None
    }
}

/// The most words a place name has.
pub fn place_max_words() -> usize {
    let (large, local) = places();
    large.max_words.max(local.max_words)
}

/// Nationality, ethnicity and religion words (`data/places/demonyms.txt`, hand-written; keys as [`phrase_key`]).
pub fn demonyms() -> &'static Phrases {
    static P: OnceLock<Phrases> = OnceLock::new();
    P.get_or_init(|| {
        let mut buf = String::new();
        let keys: Vec<&'static str> = DEMONYMS
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|l| {
                phrase_key(l, &mut buf);
                &*Box::leak(buf.clone().into_boxed_str())
            })
            .collect();
        Phrases::new(keys.into_iter())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_are_sorted_lower_case_and_unique() {
        let l = crate::lists::get().expect("the lists are compiled into the native tests");
        for (name, list) in [("given", l.given), ("surname", l.surname), ("words", l.words)] {
            let lines: Vec<&str> = list.lines().collect();
            assert!(lines.len() > 10_000, "{name}: {} entries", lines.len());
            for w in lines.windows(2) {
                assert!(w[0] < w[1], "{name}: {:?} before {:?}", w[0], w[1]);
            }
            for l in lines {
                assert_eq!(key(l), l, "{name}: {l:?} is not a lookup key");
            }
        }
    }

    #[test]
    fn lookups() {
        let e = |t: &str| {
            let e = lookup(t);
            (e.given, e.surname, e.word)
        };
        assert!(e("Dana").0);
        assert_eq!(e("Whitfield"), (false, true, false));
        assert_eq!(e("WHITFIELD"), (false, true, false));
        assert!(lookup("Nguyễn").surname && lookup("Nguyen").surname);
        assert!(lookup("O’Brien").surname && lookup("Williams-Johnston").surname && lookup("Al-Rashid").is_name());
        assert!(lookup("will").word && lookup("Router").word && !lookup("Router").is_name());
        assert_eq!(lookup("Zxqv"), Entry::default());
    }
}
