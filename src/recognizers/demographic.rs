//! DEMOGRAPHIC: nationality, ethnicity and religion words (`data/places/demonyms.txt`, hand-written), with the noun
//! that makes them a person's attribute kept in the span (`Turkish national`, `British citizen`, `Polish-born`).
//!
//! | what | score | rule |
//! |---|---|---|
//! | a demonym, or a country's name, followed by `national(s)`, `citizen(s)`, `nationality`, `origin`, `descent`, `-born`, `-speaking` | 0.8 | `demographic/nationality` |
//! | a capitalised demonym or religion word (`Swedish`, `Kurdish`, `Muslim`, `Sierra Leonean`) | 0.6 | `demographic/demonym` |
//!
//! Deliberately not matched: lower-case words (`black`, `white`, `christian` in ASR text: too often something
//! else), occupations and health conditions (no list that would not also hit every `director` and `manager`),
//! ALL-CAPS headings. A demonym at the start of a longer name (`Turkish Government`, `British Sign Language`) is
//! still reported; the organisation's longer span wins the overlap.

use crate::gazetteer;
use crate::recognizers::person::{shape, tokenize, Shape};
use crate::{Finding, Label, Recognizer, Span};

/// Nouns after a demonym that belong to the span.
const AFTER: &[&str] = &["national", "nationals", "citizen", "citizens", "nationality", "origin", "descent", "extraction", "background", "passport"];

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
        ];
        for (text, want) in cases {
            assert_eq!(find(text), *want, "{text:?}");
        }
    }
}
