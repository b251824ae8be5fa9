//! ORGANIZATION: companies by their legal form, institutions by their head noun, and the acronyms a text defines for
//! them.
//!
//! | what | score | rule |
//! |---|---|---|
//! | capitalised words before a legal form (`Northwind Trading Ltd`, `Siemens AG`, `Acme, Inc.`, `Yapı Kredi A.Ş.`) | 0.85 | `organization/legal-form` |
//! | capitalised words ending in an institution noun (`Istanbul State Security Court`, `Foreign and Commonwealth Office`, `Parole Board`, `Haseki State Hospital`, `Turkish Government`) | 0.7 | `organization/institution` |
//! | an institution noun followed by `of`/`for` and capitalised words (`Ministry of the Interior`, `Court of Cassation`, `University of Leeds`, `Republic of Turkey`, `United Kingdom of Great Britain and Northern Ireland`) | 0.7 | `organization/institution` |
//! | a few fixed names (`Secretary of State`, `House of Lords`, `Chancellor of Justice`, `Inland Revenue`) | 0.7 | `organization/fixed` |
//! | an all-capitals acronym the text defines right after an organisation (`Kurdistan Workers' Party (PKK)`, `… (“the NBI”)`), at each of its uses | 0.7 | `organization/acronym` |
//!
//! Deliberately not matched: an institution noun alone or after a determiner only (`the Court`, `the Government`:
//! in judgments these are the deciding court and the respondent state, not a party's details), lower-case
//! institutions (`the trial court`, `magistrates' court`), acronyms the text does not define (`UN`, `EU`, `NHS`
//! stay), and organisation names without a legal form or an institution noun (`Dev-Yol`, `Northwind`): no gazetteer
//! of organisation names ships.
//!
//! Cost: one pass over the word tokens; a small hashed set of head nouns; one regex for legal forms.

use std::collections::HashSet;
use std::sync::OnceLock;

use regex::Regex;

use crate::recognizers::person::{shape, tokenize, Shape, Tok};
use crate::{Finding, Label, Recognizer, Span};

/// Nouns that end (or, with `of`/`for`, begin) an institution's name.
const HEADS: &[&str] = &[
    "Court", "Courts", "Tribunal", "Tribunals", "Office", "Board", "Agency", "Ministry", "Department", "Directorate",
    "Authority", "Authorities", "Council", "Commission", "Committee", "Bank", "Hospital", "University", "College",
    "School", "Police", "Service", "Services", "Institute", "Party", "Union", "Association", "Government", "Assembly",
    "Parliament", "Foundation", "Society", "Company", "Corporation", "Group", "Chamber", "Inspectorate", "Registry",
    "Revenue", "Prosecutor's Office", "Army", "Navy", "Force", "Forces", "Branch", "Centre", "Center", "Clinic",
    "Prison", "Bureau", "Administration", "Federation", "Organisation", "Organization", "Trust", "Church",
    "Municipality", "Gendarmerie", "Constabulary", "Academy", "Ombudsman", "Republic", "Kingdom", "Division",
    "Headquarters", "Station", "Regiment", "Battalion", "Brigade", "Squadron", "Command", "Secretariat", "Treasury",
    "Prosecution", "Executive", "Senate", "Congress", "Cabinet", "Institution", "Laboratory", "Agencies", "Bar",
    "Fund", "Network", "Partnership", "Cooperative", "Club", "Team", "Hostel", "Infirmary", "Surgery", "Practice",
];
/// Capitalised words that never begin or continue an organisation's name on the left.
const STOP: &[&str] = &[
    "The", "A", "An", "This", "That", "These", "Those", "Its", "His", "Her", "Their", "Our", "My", "Your", "In", "On",
    "At", "By", "For", "From", "To", "With", "Of", "And", "Or", "But", "Before", "After", "Under", "Since", "During",
    "When", "Where", "Whereas", "However", "Moreover", "Accordingly", "Both", "Each", "Every", "All", "No", "Not",
    "As", "If", "Then", "It", "He", "She", "They", "We", "I", "Mr", "Mrs", "Ms", "Dr", "Article", "Section", "Rule",
    "Paragraph", "Both", "Neither", "Either", "Thus", "Also", "Further", "Following", "Pursuant", "Upon", "Against",
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Dear", "Hi",
    "Applicant", "Applicants", "European", "Commission's", "Court's",
];
/// Fixed names of offices and bodies.
const FIXED: &[&str] = &[
    "Secretary of State", "House of Lords", "House of Commons", "Chancellor of Justice", "Inland Revenue",
    "Inner House", "Outer House", "Crown Prosecution Service", "Privy Council", "Court of Session",
    "Home Secretary", "Attorney General", "Attorney-General", "Director of Public Prosecutions", "Lord Chancellor",
    "Procurator Fiscal", "Crown Office", "Court Martial", "Parliamentary Ombudsman",
];

/// Finds organisations.
pub struct OrganizationRecognizer {
    legal: Regex,
    fixed: Regex,
}

impl Default for OrganizationRecognizer {
    fn default() -> Self {
        OrganizationRecognizer::new()
    }
}

impl OrganizationRecognizer {
    /// Compiles the patterns.
    pub fn new() -> OrganizationRecognizer {
        let legal = Regex::new(
            r"(?:\p{Lu}[\p{L}\p{M}&'’\-]*[ \t](?:(?:&|and|of|de|der|und|et)[ \t])?){1,6},?[ \t]?(?:Ltd|Limited|plc|PLC|GmbH|AG|S\.A\.|S\.A\.S\.|SAS|SARL|S\.à r\.l\.|Inc|Inc\.|LLC|L\.L\.C\.|LLP|JSC|PJSC|OJSC|OOO|AB|Oy|Oyj|ASA|A/S|ApS|B\.V\.|BV|N\.V\.|NV|S\.p\.A\.|SpA|S\.r\.l\.|Srl|S\.L\.|Co\.|Corp\.|Corporation|A\.Ş\.|Ltd\.|Pty|Pte|sp\. z o\.o\.|Sp\. z o\.o\.|S\.C\.|KG|GbR|e\.V\.)(?:[ \t](?:Ltd|Limited)\.?)?",
        )
        .expect("legal-form pattern compiles");
        let fixed = Regex::new(&format!(r"(?-u:\b)(?:{})(?-u:\b)", FIXED.iter().map(|f| regex::escape(f)).collect::<Vec<_>>().join("|")))
            .expect("fixed pattern compiles");
        OrganizationRecognizer { legal, fixed }
    }
}

fn heads() -> &'static HashSet<&'static str> {
    static H: OnceLock<HashSet<&'static str>> = OnceLock::new();
    H.get_or_init(|| HEADS.iter().copied().collect())
}

fn stops() -> &'static HashSet<&'static str> {
    static S: OnceLock<HashSet<&'static str>> = OnceLock::new();
    S.get_or_init(|| STOP.iter().copied().collect())
}

fn word<'a>(text: &'a str, t: &Tok) -> &'a str {
    &text[t.start..t.end]
}

fn single_space(text: &str, a: &Tok, b: &Tok) -> bool {
    matches!(&text[a.end..b.start], " " | "\u{a0}" | "' " | "’ ")
}

/// A capitalised word that may be part of a name (`Istanbul`, `State`, `TKP`), not a stop word.
fn name_word(w: &str) -> bool {
    matches!(shape(w), Shape::Cap | Shape::Upper) && !stops().contains(w)
}

/// Extends an institution to the right over `of`/`for` (`the`) and capitalised words (`and` between them): the last
/// token of the name.
fn extend_right(text: &str, toks: &[Tok], head: usize) -> usize {
    let mut end = head;
    let mut j = head;
    loop {
        let Some(next) = toks.get(j + 1) else { break };
        if !single_space(text, &toks[j], next) {
            break;
        }
        let w = word(text, next);
        if matches!(w, "of" | "for") && j == end {
            // "of the Interior": skip "the".
            let mut k = j + 1;
            if toks.get(k + 1).is_some_and(|t| word(text, t) == "the" && single_space(text, &toks[k], t)) {
                k += 1;
            }
            match toks.get(k + 1) {
                Some(t) if single_space(text, &toks[k], t) && name_word(word(text, t)) => {
                    j = k + 1;
                    end = j;
                }
                _ => break,
            }
        } else if w == "and" && j == end && end > head {
            match toks.get(j + 2) {
                Some(t) if single_space(text, next, t) && name_word(word(text, t)) => {
                    j += 2;
                    end = j;
                }
                _ => break,
            }
        } else if name_word(w) && j == end && end > head {
            j += 1;
            end = j;
        } else {
            break;
        }
    }
    end
}

impl Recognizer for OrganizationRecognizer {
    fn name(&self) -> &'static str {
        "organization"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let toks = tokenize(text);
        let mut found: Vec<Finding> = Vec::new();
        let mut i = 0;
        while i < toks.len() {
            let w = word(text, &toks[i]);
            let base = w.strip_suffix("'s").or_else(|| w.strip_suffix("’s")).unwrap_or(w);
            if !heads().contains(base) {
                i += 1;
                continue;
            }
            // Left: capitalised words, with "and"/"of"/"for" between two of them.
            let mut start = i;
            while start > 0 {
                let p = &toks[start - 1];
                if !single_space(text, p, &toks[start]) {
                    break;
                }
                let pw = word(text, p);
                if name_word(pw) {
                    start -= 1;
                } else if matches!(pw, "and" | "of" | "for") && start >= 2 && single_space(text, &toks[start - 2], p) && name_word(word(text, &toks[start - 2])) {
                    start -= 2;
                } else {
                    break;
                }
            }
            let end = if base == w { extend_right(text, &toks, i) } else { i };
            if start == i && end == i {
                i += 1;
                continue;
            }
            let span = Span::new(toks[start].start, toks[end].end);
            found.push(Finding::new(span, Label::Organization, 0.7, "organization/institution"));
            i = end + 1;
        }
        for m in self.legal.find_iter(text) {
            let first = text[m.start()..].split([' ', '\t']).next().unwrap_or("");
            if stops().contains(first.trim_end_matches(',')) {
                // "The Acme Ltd": start after the stop word.
                let skip = first.len() + 1;
                if m.start() + skip < m.end() {
                    found.push(Finding::new(Span::new(m.start() + skip, m.end()), Label::Organization, 0.85, "organization/legal-form"));
                }
                continue;
            }
            let start_ok = text[..m.start()].chars().next_back().map_or(true, |c| !c.is_alphanumeric());
            let end_ok = start_ok && text[m.end()..].chars().next().map_or(true, |c| !c.is_alphanumeric());
            if end_ok {
                found.push(Finding::new(Span::new(m.start(), m.end()), Label::Organization, 0.85, "organization/legal-form"));
            }
        }
        for m in self.fixed.find_iter(text) {
            found.push(Finding::new(Span::new(m.start(), m.end()), Label::Organization, 0.7, "organization/fixed"));
        }
        // Acronyms defined right after an organisation: "(PKK)", "(“the PKK”)", "(the “NBI”)".
        let mut acronyms: Vec<&str> = Vec::new();
        for f in &found {
            let rest = &text[f.span.end..];
            let rest = rest.strip_prefix(" (").or_else(|| rest.strip_prefix('(')).unwrap_or("");
            let inner = rest.split(')').next().unwrap_or("");
            let a = inner.trim_matches(|c: char| matches!(c, '“' | '”' | '"' | '‘' | '’' | '\'' | ' ')).trim_start_matches("the ").trim_matches(|c: char| matches!(c, '“' | '”' | '"' | ' '));
            if (2..=8).contains(&a.len()) && a.chars().all(|c| c.is_ascii_uppercase() || c == '-') && !acronyms.contains(&a) {
                acronyms.push(a);
            }
        }
        if !acronyms.is_empty() {
            for t in &toks {
                let w = word(text, t);
                if acronyms.contains(&w) && crate::recognizers::is_isolated(text, t.start, t.end) {
                    found.push(Finding::new(Span::new(t.start, t.end), Label::Organization, 0.7, "organization/acronym"));
                }
            }
        }
        out.extend(found);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(text: &str) -> Vec<&str> {
        let mut out = Vec::new();
        OrganizationRecognizer::new().find(text, &mut out);
        let mut v: Vec<(usize, &str)> = out.iter().map(|f| (f.span.start, &text[f.span])).collect();
        v.sort();
        v.dedup();
        v.into_iter().map(|(_, s)| s).collect()
    }

    #[test]
    fn positives() {
        let cases: &[(&str, &[&str])] = &[
            ("tried by the Istanbul State Security Court in 1995", &["Istanbul State Security Court"]),
            ("appealed to the Court of Cassation, which", &["Court of Cassation"]),
            ("the Foreign and Commonwealth Office said", &["Foreign and Commonwealth Office"]),
            ("against the Republic of Turkey lodged", &["Republic of Turkey"]),
            ("the United Kingdom of Great Britain and Northern Ireland", &["United Kingdom of Great Britain and Northern Ireland"]),
            ("the Ministry of the Interior replied", &["Ministry of the Interior"]),
            ("the Turkish Government", &["Turkish Government"]),
            ("a letter from Northwind Trading Ltd about", &["Northwind Trading Ltd"]),
            ("paid by Siemens AG.", &["Siemens AG"]),
            ("the Parole Board and the Secretary of State", &["Parole Board", "Secretary of State"]),
            ("the Kurdistan Workers' Party (PKK). Later the PKK said", &["Kurdistan Workers' Party", "PKK", "PKK"]),
            ("treated at Haseki State Hospital", &["Haseki State Hospital"]),
        ];
        for (text, want) in cases {
            assert_eq!(find(text), *want, "{text:?}");
        }
    }

    #[test]
    fn negatives() {
        for text in [
            "The Court notes that the Government did not reply.",
            "the trial court and the magistrates' court",
            "In Court, she said nothing.",
            "the UN and the EU",
        ] {
            assert_eq!(find(text), Vec::<&str>::new(), "{text:?}");
        }
    }
}
