//! Name gazetteers: is a token a given name, a surname, a frequent English word?
//!
//! The lists are the committed files in `data/names/` (sources, licences and the extraction command are in
//! `data/names/README.md`), compiled in with `include_str!`: one lower-case token a line, sorted by UTF-8 bytes,
//! unique, diacritics kept *and* ASCII-folded ("nguyễn" and "nguyen"). A lookup lower-cases the token and
//! binary-searches a table of line slices built on first use.
//!
//! Why plain sorted text and no `fst` or generated file: the committed lists *are* the compact form, so there is no
//! build step that could drift from them (the test `lists_are_sorted_lower_case_and_unique` is the check); the page
//! pays the gzip size over the wire (about 270 KB for the three lists), and `fst` would add its code
//! (+22 KB gzip) and a generated artefact to save wasm heap we do not need. Lookups are ~1 µs.
//!
//! Deliberately not handled: text in NFD form (combining marks after the base letter) is not folded, so a decomposed
//! "Nguyễn" is looked up as written (its ASCII-folded twin still matches after the marks are skipped by the caller).

use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::OnceLock;

static GIVEN: &str = include_str!("../data/names/given.txt");
static SURNAME: &str = include_str!("../data/names/surname.txt");
static WORDS: &str = include_str!("../data/names/words.txt");

fn table(list: &'static str, cell: &'static OnceLock<Vec<&'static str>>) -> &'static [&'static str] {
    cell.get_or_init(|| list.lines().collect())
}

fn contains(list: &'static str, cell: &'static OnceLock<Vec<&'static str>>, key: &str) -> bool {
    table(list, cell).binary_search(&key).is_ok()
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
    static G: OnceLock<Vec<&str>> = OnceLock::new();
    static S: OnceLock<Vec<&str>> = OnceLock::new();
    static W: OnceLock<Vec<&str>> = OnceLock::new();
    let k = key(token);
    let mut e = Entry { given: contains(GIVEN, &G, &k), surname: contains(SURNAME, &S, &k), word: contains(WORDS, &W, &k) };
    if !e.is_name() && k.contains('-') {
        // Double-barrelled ("Adeyinka-Brown": every part capitalised): any part that is a name. Otherwise
        // ("Post-mortem") a part that is a name and not a frequent word.
        let barrelled = token.split('-').all(|p| p.chars().next().is_some_and(char::is_uppercase));
        for part in k.split('-').filter(|p| p.chars().count() >= 2 && !matches!(*p, "al" | "el" | "bin" | "ibn")) {
            if barrelled || !contains(WORDS, &W, part) {
                e.given |= contains(GIVEN, &G, part);
                e.surname |= contains(SURNAME, &S, part);
            }
        }
    }
    e
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
static LOCAL: &str = include_str!("../data/places/local.txt");
static DEMONYMS: &str = include_str!("../data/places/demonyms.txt");

/// A set of lower-case phrases (one or more words joined by single spaces), hashed once on first use.
pub struct Phrases {
    set: HashSet<&'static str>,
    /// The most words any phrase has.
    pub max_words: usize,
}

impl Phrases {
    fn new(lines: impl Iterator<Item = &'static str>) -> Phrases {
        let set: HashSet<&'static str> = lines.filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
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
    (L.get_or_init(|| Phrases::new(LARGE.lines())), C.get_or_init(|| Phrases::new(LOCAL.lines())))
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
        for (name, list) in [("given", GIVEN), ("surname", SURNAME), ("words", WORDS)] {
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
