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
