//! DEMOGRAPHIC: nationality, ethnicity and religion words (`data/places/demonyms.txt`, hand-written), with the noun
//! that makes them a person's attribute kept in the span (`Turkish national`, `British citizen`, `Polish-born`).
//!
//! | what | score | rule |
//! |---|---|---|
//! | a demonym, or a country's name, followed by `national(s)`, `citizen(s)`, `nationality`, `origin`, `descent`, `-born`, `-speaking` | 0.8 | `demographic/nationality` |
//! | a capitalised demonym or religion word (`Swedish`, `Kurdish`, `Muslim`, `Sierra Leonean`) | 0.6 | `demographic/demonym` |
//!
//! Deliberately not matched: a bare demonym naming a kind of food or thing (`Chinese food`, `French fries`, `Danish
//! pastry`, `Turkish delight`, `Christian name`), a demonym that is a verb opening a sentence (`Polish the floor`),
//! lower-case words (`black`, `white`, `christian` in ASR text: too often something
//! else), occupations and health conditions (no list that would not also hit every `director` and `manager`),
//! ALL-CAPS headings. A demonym at the start of a longer name (`Turkish Government`, `British Sign Language`) is
//! still reported; the organisation's longer span wins the overlap.

use crate::gazetteer;
use crate::recognizers::person::{shape, tokenize, Shape};
use crate::{Finding, Label, Recognizer, Span};

/// Nouns after a demonym that belong to the span.
const AFTER: &[&str] = &["national", "nationals", "citizen", "citizens", "nationality", "origin", "descent", "extraction", "background", "passport"];

/// Nouns after a bare demonym that make it a kind of food, drink, thing or language tool, not a person's attribute.
const THINGS: &[&str] = &[
    "food", "foods", "cuisine", "restaurant", "restaurants", "takeaway", "takeout", "dish", "dishes", "fries", "pastry",
    "pastries", "delight", "toast", "breakfast", "coffee", "tea", "wine", "wines", "beer", "cheese", "bread", "salad",
    "dressing", "mustard", "onion", "omelette", "cake", "keyboard", "subtitles", "dubbing", "name", "flag", "horn",
    "bulldog", "shepherd", "poodle", "blue", "braid", "manicure", "press", "kiss", "window", "windows", "doors",
    "door", "letter", "bond", "bonds", "roulette", "checkers", "vanilla", "curry",
];

/// Finds nationality, ethnicity and religion words.
#[derive(Default)]
pub struct DemographicRecognizer;

impl DemographicRecognizer {
    /// The recognizer (the list is loaded on first use).
    pub fn new() -> DemographicRecognizer {
        DemographicRecognizer
    }
}

impl Recognizer for DemographicRecognizer {
    fn name(&self) -> &'static str {
        "demographic"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let toks = tokenize(text);
        let list = gazetteer::demonyms();
        let mut buf = String::with_capacity(32);
        let mut i = 0;
        while i < toks.len() {
            let w = &text[toks[i].start..toks[i].end];
            if shape(w) != Shape::Cap {
                i += 1;
                continue;
            }
            // Longest phrase first (`Sierra Leonean`, `Roman Catholic`), then the word alone; `Polish-born` as its part.
            let mut hit = None;
            for end in (i..(i + list.max_words).min(toks.len())).rev() {
                if (i..end).any(|k| !matches!(&text[toks[k].end..toks[k + 1].start], " ")) {
                    continue;
                }
                gazetteer::phrase_key(&text[toks[i].start..toks[end].end], &mut buf);
                let key = buf.strip_suffix("'s").unwrap_or(&buf).to_string();
                if list.contains(&key) {
                    hit = Some((end, false));
                    break;
                }
                if end == i {
                    if let Some((first, rest)) = buf.split_once('-') {
                        if matches!(rest, "born" | "speaking" | "american" | "british") && list.contains(first) {
                            hit = Some((end, true));
                        }
                    }
                }
            }
            // A country's name before `national(s)`/`citizen(s)` (`United Kingdom national`, `Djibouti national`).
            if hit.is_none() {
                for end in (i..(i + 4).min(toks.len())).rev() {
                    let next = toks.get(end + 1).map(|t| &text[t.start..t.end]);
                    if !next.is_some_and(|n| matches!(n, "national" | "nationals" | "citizen" | "citizens")) || &text[toks[end].end..toks[end + 1].start] != " " {
                        continue;
                    }
                    if (i..end).any(|k| &text[toks[k].end..toks[k + 1].start] != " ") {
                        continue;
                    }
                    gazetteer::phrase_key(&text[toks[i].start..toks[end].end], &mut buf);
                    if gazetteer::place(&buf).is_some() {
                        hit = Some((end, false));
                        break;
                    }
                }
            }
            let Some((end, compound)) = hit else {
                i += 1;
                continue;
            };
            // A bare demonym naming a kind of thing, not a person's attribute (`Chinese food`, `French fries`, `Danish
            // pastry`, `Turkish delight`, `Christian name`), or a verb opening a sentence (`Polish the floor`).
            if !compound {
                let next = toks.get(end + 1).filter(|n| &text[toks[end].end..n.start] == " ").map(|n| &text[n.start..n.end]);
                let thing = next.is_some_and(|n| THINGS.iter().any(|x| x.eq_ignore_ascii_case(n)));
                let verb = next.is_some_and(|n| matches!(n, "the" | "a" | "an" | "your" | "my" | "it" | "them")) && {
                    let b = text[..toks[i].start].trim_end_matches(' ');
                    b.is_empty() || b.ends_with(['.', '!', '?', '\n', ':'])
                };
                if thing || verb {
                    i = end + 1;
                    continue;
                }
            }
            let mut stop = toks[end].end;
            let mut s = if compound { 0.8 } else { 0.6 };
            let mut rule = if compound { "demographic/nationality" } else { "demographic/demonym" };
            if let Some(next) = toks.get(end + 1) {
                let nw = &text[next.start..next.end];
                if &text[toks[end].end..next.start] == " " && AFTER.contains(&nw) {
                    stop = next.end;
                    s = 0.8;
                    rule = "demographic/nationality";
                }
            }
            out.push(Finding::new(Span::new(toks[i].start, stop), Label::Demographic, s, rule));
            i = end + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(text: &str) -> Vec<(&str, f32)> {
        let mut out = Vec::new();
        DemographicRecognizer::new().find(text, &mut out);
        out.iter().map(|f| (&text[f.span], f.score)).collect()
    }

    #[test]
    fn table() {
        let cases: &[(&str, &[(&str, f32)])] = &[
            ("The applicant is a Turkish national, born in 1965.", &[("Turkish national", 0.8)]),
            ("a Sierra Leonean asylum seeker", &[("Sierra Leonean", 0.6)]),
            ("Pt is a retired Polish-born boilermaker", &[("Polish-born", 0.8)]),
            ("of Kurdish origin and a practising Muslim", &[("Kurdish origin", 0.8), ("Muslim", 0.6)]),
            ("his passport is Jordanian.", &[("Jordanian", 0.6)]),
            ("a United Kingdom national and a Djibouti national", &[("United Kingdom national", 0.8), ("Djibouti national", 0.8)]),
            ("the turkish coffee was black", &[]),
            ("SWEDISH TEXT", &[]),
            ("a devout Catholic", &[("Catholic", 0.6)]),
            ("She is Jewish.", &[("Jewish", 0.6)]),
            ("He is a Nigerian national.", &[("Nigerian national", 0.8)]),
            ("of Pakistani descent", &[("Pakistani descent", 0.8)]),
            ("a Hindu family from Leicester", &[("Hindu", 0.6)]),
            ("Chinese food is great", &[]),
            ("French fries and a Danish pastry", &[]),
            ("Turkish delight", &[]),
            ("What is your Christian name?", &[]),
            ("Polish the floor first.", &[]),
            ("a Swiss bank account", &[("Swiss", 0.6)]),
            ("a French press and Irish coffee", &[]),
            ("black coffee, white bread", &[]),
            ("THE FRENCH REVOLUTION", &[]),
        ];
        for (text, want) in cases {
            assert_eq!(find(text), *want, "{text:?}");
        }
    }
}
