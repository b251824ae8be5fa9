//! LOCATION: countries, regions, counties and cities, from the GeoNames-derived lists in `data/places/` (credit:
//! GeoNames, CC BY 4.0) and hand-written region lists, with context.
//!
//! A candidate is the longest run of capitalised words (connectors `of`, `upon`, `on`, `and`, `de`, `la`, `le`,
//! `am`, `an` der` allowed inside) whose [`gazetteer::phrase_key`] is a place. Scores, on the scale of
//! [`crate::finding::score`]:
//!
//! | evidence | score | rule |
//! |---|---|---|
//! | a country, US state, first-level region or continent (`Turkey`, `Northern Ireland`, `Bavaria`) | 0.5 | `location/large` |
//! | a city (≥ 15,000 people) or county after a place cue (`in`, `from`, `born in`, `lives in`, `near`, `at`, `to`, `outside`, `district of`) | 0.8 | `location/cue` |
//! | the same without a cue (`Istanbul`, `Dorset`) | 0.6 | `location/local` |
//! | a city whose name is a frequent word (`Reading`, `Nice`, `Batman`, `Van`) after a cue, not sentence-initial | 0.6 | `location/cue` |
//! | the same without a cue | 0.3 | `location/weak` |
//!
//! So a preset can keep countries and states (HIPAA's Safe Harbor keeps them) with a threshold above 0.5, and take
//! them with one at or below it. Places joined by `, ` or in brackets (`Rathmines, Dublin`, `Başkale (Van)`,
//! `Waterfoot, County Antrim, Northern Ireland`) are one span; so are the words that make a place's unit
//! (`Borough of Southwark`, `County Derry`, `City of Warsaw`, `Beyoğlu district`, `Western Sweden`).
//!
//! Deliberately not matched: a place name in a common noun's sense before its noun (`Turkey sandwiches`, `China
//! plates`, `Jersey cow`, `Victoria sponge`: 0.2), lower-case place names (ASR), ALL-CAPS names other than short forms (`UK`, `USA`),
//! a place right after a title (`Mr Lincoln` is a person), places inside street addresses (the address recognizer
//! takes the whole address), and names in other scripts. Organisations named after a place (`Istanbul State Security
//! Court`) are the organisation recognizer's: its span is longer and wins the overlap.
//!
//! Cost: one hashed lookup per capitalised word and per extension of it (at most [`gazetteer::place_max_words`]
//! words), into a reused key buffer.

use crate::finding::score;
use crate::gazetteer::{self, Place};
use crate::recognizers::person::{base, is_title, shape, tokenize, Shape, Tok};
use crate::{Finding, Label, Recognizer, Span};

/// Words allowed inside a place name between capitalised words.
const CONNECTORS: &[&str] = &["of", "upon", "on", "and", "de", "la", "le", "am", "an", "der", "del", "du", "en", "sur", "under", "in"];
/// Cue words right before a place.
const CUES: &[&str] = &[
    "in", "from", "near", "at", "to", "outside", "into", "towards", "via", "of", "between", "around", "across", "born",
    "lives", "living", "moved", "resident", "residing", "district", "province", "city", "town", "village", "county",
    "capital",
];
/// Words before a place that belong to its span (`Borough of Southwark`, `County Derry`).
const UNIT_BEFORE: &[&str] = &[
    "borough of", "city of", "county of", "municipality of", "province of", "district of", "region of", "town of",
    "village of", "state of", "republic of", "county", "north of", "south of", "east of", "west of",
];
/// Direction words before a place that belong to its span (`Western Sweden`, `South-East Anatolia`).
const DIRECTION: &[&str] = &[
    "northern", "southern", "eastern", "western", "central", "north", "south", "east", "west", "north-east",
    "north-west", "south-east", "south-west", "north-eastern", "north-western", "south-eastern", "south-western",
    "upper", "lower", "greater",
];
/// Words after a place that belong to its span (`Beyoğlu district`, `Van province`).
const UNIT_AFTER: &[&str] = &[
    "district", "province", "county", "region", "municipality", "borough", "village", "town", "city", "quarter",
    "neighbourhood", "neighborhood", "area",
];

/// Finds place names.
#[derive(Default)]
pub struct LocationRecognizer;

impl LocationRecognizer {
    /// The recognizer (the lists are loaded on first use).
    pub fn new() -> LocationRecognizer {
        LocationRecognizer
    }
}

fn word<'a>(text: &'a str, t: &Tok) -> &'a str {
    &text[t.start..t.end]
}

fn lower_is(w: &str, list: &[&str]) -> bool {
    w.len() <= 16 && list.iter().any(|x| x.eq_ignore_ascii_case(w))
}

/// The place starting at token `i`: (last token, level).
fn place_at(text: &str, toks: &[Tok], i: usize, max: usize, buf: &mut String) -> Option<(usize, Place)> {
    // The tokens a place could span: single-space gaps, capitalised words or connectors, ending capitalised.
    let mut last = i;
    let mut j = i;
    while j + 1 < toks.len() && j + 1 - i < max {
        let gap = &text[toks[j].end..toks[j + 1].start];
        if !matches!(gap, " " | "\u{a0}") {
            break;
        }
        let w = word(text, &toks[j + 1]);
        if shape(w) == Shape::Lower && !lower_is(w, CONNECTORS) {
            break;
        }
        j += 1;
        if shape(w) != Shape::Lower {
            last = j;
        }
    }
    for end in (i..=last).rev() {
        if end > i && shape(word(text, &toks[end])) == Shape::Lower {
            continue;
        }
        let stop = toks[end].start + base(word(text, &toks[end])).len();
        gazetteer::phrase_key(&text[toks[i].start..stop], buf);
        if let Some(p) = gazetteer::place(buf) {
            return Some((end, p));
        }
    }
    None
}

/// Place names that are also common nouns, with the nouns that follow them in that sense.
const NOUN_SENSES: &[(&str, &[&str])] = &[
    ("turkey", &["sandwich", "sandwiches", "dinner", "breast", "burger", "burgers", "bacon", "roast", "leg", "legs", "gravy", "crown", "mince", "slices", "wrap"]),
    ("china", &["plate", "plates", "cup", "cups", "cabinet", "set", "doll", "dolls", "teapot", "saucer", "saucers", "tea", "dinnerware", "figurine"]),
    ("jersey", &["cow", "cows", "number", "shirt", "fabric", "knit", "dress", "milk"]),
    ("victoria", &["sponge", "sandwich", "plum", "plums"]),
    ("jordan", &["shoes", "trainers", "sneakers", "almonds"]),
    ("java", &["script", "beans", "code", "developer", "runtime", "app"]),
    ("cheddar", &["cheese"]),
    ("champagne", &["glass", "glasses", "flute", "flutes", "bottle", "bottles", "toast"]),
    ("panama", &["hat", "hats"]),
    ("cayenne", &["pepper"]),
    ("dijon", &["mustard"]),
    ("brussels", &["sprouts", "sprout"]),
    ("bermuda", &["shorts", "grass", "triangle"]),
    ("oxford", &["shoes", "shirt", "comma", "commas"]),
    ("boston", &["terrier", "fern", "cream"]),
];

/// `place` (a single word) is followed by `next` in a common noun's sense.
fn noun_sense(place: &str, next: &str) -> bool {
    NOUN_SENSES.iter().any(|(p, nouns)| p.eq_ignore_ascii_case(place) && nouns.iter().any(|n| n.eq_ignore_ascii_case(next)))
}

fn sentence_initial(text: &str, at: usize) -> bool {
    let before = text[..at].trim_end_matches([' ', '\t', '"', '“', '(', '‘', '\'']);
    before.is_empty() || before.ends_with(['.', '!', '?', '\n', ':', ';'])
}

impl Recognizer for LocationRecognizer {
    fn name(&self) -> &'static str {
        "location"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let toks = tokenize(text);
        let max = gazetteer::place_max_words();
        let mut buf = String::with_capacity(64);
        let mut found: Vec<Finding> = Vec::new();
        let mut i = 0;
        while i < toks.len() {
            let t = toks[i];
            let w = word(text, &t);
            let sh = shape(w);
            let ok_shape = sh == Shape::Cap || (sh == Shape::Upper && base(w).len() <= 3);
            if !ok_shape {
                i += 1;
                continue;
            }
            let Some((end, level)) = place_at(text, &toks, i, max, &mut buf) else {
                i += 1;
                continue;
            };
            if sh == Shape::Upper && level == Place::Local {
                i += 1;
                continue;
            }
            // A title right before: a person (`Mr Lincoln`).
            if i > 0 && is_title(word(text, &toks[i - 1])) && text[toks[i - 1].end..t.start].trim_start_matches('.') == " " {
                i = end + 1;
                continue;
            }
            let prev = (i > 0 && matches!(&text[toks[i - 1].end..t.start], " " | "\u{a0}")).then(|| word(text, &toks[i - 1]));
            let cue = prev.is_some_and(|p| lower_is(p, CUES));
            let single_word = end == i && gazetteer::lookup(base(w)).word;
            // A place name in a common noun's sense, before the noun it names a kind of (`Turkey sandwiches`, `China
            // plates`, `Jersey cow`, `a slice of Victoria sponge`, `Jordan trainers`).
            let noun_sense = end == i && toks.get(i + 1).is_some_and(|n| text[t.end..n.start] == *" " && noun_sense(w, word(text, n)));
            let (s, rule) = match level {
                _ if noun_sense => (0.2, "location/weak"),
                Place::Large => (0.5, "location/large"),
                Place::Local if single_word && (!cue || sentence_initial(text, t.start)) => (0.3, "location/weak"),
                Place::Local if single_word => (score::MEDIUM, "location/cue"),
                Place::Local if cue => (score::STRONG, "location/cue"),
                Place::Local => (score::MEDIUM, "location/local"),
            };
            let mut start = t.start;
            let mut stop = toks[end].end;
            // Unit and direction words before.
            let bytes = text.as_bytes();
            for unit in UNIT_BEFORE {
                let n = unit.len() + 1;
                if start >= n && bytes[start - n..start - 1].eq_ignore_ascii_case(unit.as_bytes()) && bytes[start - 1] == b' ' {
                    let at = start - n;
                    let clean_before = at == 0 || !bytes[at - 1].is_ascii_alphanumeric();
                    if clean_before && bytes[at].is_ascii_uppercase() {
                        start = at;
                        break;
                    }
                }
            }
            if start == t.start && i > 0 && text[toks[i - 1].end..t.start] == *" " && lower_is(word(text, &toks[i - 1]), DIRECTION) && shape(word(text, &toks[i - 1])) == Shape::Cap {
                start = toks[i - 1].start;
            }
            // Unit words after.
            if end + 1 < toks.len() && text[toks[end].end..toks[end + 1].start] == *" " && lower_is(word(text, &toks[end + 1]), UNIT_AFTER) && stop == toks[end].end {
                stop = toks[end + 1].end;
            }
            found.push(Finding::new(Span::new(start, stop), Label::Location, s, rule));
            i = end + 1;
        }
        // Places joined by ", " or in brackets are one span.
        let mut merged: Vec<Finding> = Vec::with_capacity(found.len());
        for f in found {
            if let Some(last) = merged.last_mut() {
                if f.span.start < last.span.end {
                    last.span = Span::new(last.span.start.min(f.span.start), last.span.end.max(f.span.end));
                    last.score = last.score.max(f.score);
                    continue;
                }
                let gap = &text[last.span.end..f.span.start];
                let bracket = gap == " (" && text[f.span.end..].starts_with(')');
                if gap == ", " || bracket {
                    last.span = Span::new(last.span.start, f.span.end + if bracket { 1 } else { 0 });
                    last.score = last.score.max(f.score).max(score::MEDIUM);
                    last.rule = "location/joined".into();
                    continue;
                }
            }
            merged.push(f);
        }
        out.extend(merged);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(text: &str) -> Vec<(&str, f32)> {
        let mut out = Vec::new();
        LocationRecognizer::new().find(text, &mut out);
        out.iter().map(|f| (&text[f.span], f.score)).collect()
    }

    #[test]
    fn positives() {
        let cases: &[(&str, &[(&str, f32)])] = &[
            ("He was born in Istanbul in 1965.", &[("Istanbul", 0.8)]),
            ("a lawyer practising in İzmir and Diyarbakır", &[("İzmir", 0.8), ("Diyarbakır", 0.6)]),
            ("against the United Kingdom lodged", &[("United Kingdom", 0.5)]),
            ("She lives in Rathmines, Dublin now.", &[("Rathmines, Dublin", 0.8)]),
            ("detained in Başkale (Van) prison", &[("Başkale (Van)", 0.8)]),
            ("the Borough of Southwark council", &[("Borough of Southwark", 0.8)]),
            ("in the Beyoğlu district of", &[("Beyoğlu district", 0.6)]),
            ("moved to Western Sweden", &[("Western Sweden", 0.5)]),
            ("from Belfast, County Antrim, Northern Ireland.", &[("Belfast, County Antrim, Northern Ireland", 0.8)]),
            ("a flight to the UK", &[("UK", 0.5)]),
            ("the office in Reading closed", &[("Reading", 0.6)]),
            ("near Gothenburg", &[("Gothenburg", 0.8)]),
        ];
        for (text, want) in cases {
            assert_eq!(find(text), *want, "{text:?}");
        }
    }

    #[test]
    fn negatives() {
        for text in [
            "Reading the file took long.",
            "Mr Lincoln called.",
            "the ISTANBUL office",
            "we were in london",
            "Nice work, thanks.",
            "Turkey sandwiches for lunch.",
            "the China plates broke",
            "a Jersey cow in the field",
            "a slice of Victoria sponge",
            "new Jordan trainers",
            "He said Nice things about it.",
            "the Orange account was closed",
            "set Mobile to silent",
        ] {
            assert!(find(text).iter().all(|(_, s)| *s < 0.5), "{text:?}: {:?}", find(text));
        }
    }
}
