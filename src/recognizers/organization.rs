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
    "Parliament", "Foundation", "Society", "Company", "Corporation", "Group", "Inspectorate", "Registry",
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
    "Applicant", "Applicants", "European", "Commission's", "Court's", "One", "Two", "Three", "Four", "Five", "Six",
    "Seven", "Eight", "Nine", "Ten", "Several", "Some", "Many", "Other", "Any",
];
/// Names with an institution noun that are not an organisation (rules, codes, the Strasbourg court and commission
/// themselves), compared on the whole span or its first word.
const NOT_ORGS: &[&str] = &[
    "Rules of Court", "Commission of Human Rights", "Court of Human Rights", "European Court", "European Commission",
    "Code of Practice", "Notice of Intended Prosecution", "Members of Parliament", "Member of Parliament",
];
const NOT_FIRST: &[&str] = &["Rules", "Rule", "Code", "Notice", "Members", "Member", "Grand", "Protocol", "Convention", "Statute", "Practice"];
/// Words right after a name that make it a statute or document (`Administration of Courts Act`).
const DOCUMENT_AFTER: &[&str] = &["Act", "Acts", "Rules", "Regulations", "Order", "Code", "Directive", "Bill", "Guidelines"];

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
    ordinal: Regex,
    defined: Regex,
    illegal: Regex,
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
        // "9th Chamber of (the) …", "12th Regiment of the …", "Second Section of …" before an institution.
        let ordinal = Regex::new(r"(?:[0-9]{1,2}(?:st|nd|rd|th)|First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth) (?:(?:Chamber|Division|Section|Regiment|Department|Battalion|Brigade|Squadron|Criminal Chamber|Civil Chamber|Civil Division|Criminal Division) of (?:the )?)?$")
            .expect("ordinal pattern compiles");
        // After an organisation: "(“the DLP”)", "('CJM')", "(hereinafter the SSC)", "(Arbejdsskadestyrelsen, hereinafter called the NBI)".
        let defined = Regex::new(r#"^ ?\((?:[^()]{0,60}?,? )?(?:hereinafter (?:called |referred to as )?)?(?:the )?[“"'‘]?(?:the )?([A-Z][A-Za-z]*[A-Z][A-Za-z/-]{0,8})[”"'’]?\)"#)
            .expect("defined pattern compiles");
        // "an illegal (armed) organisation, (namely) the Dev-Yol", "membership of the PKK (the Kurdistan Workers' Party)".
        let illegal = Regex::new(r"(?:organi[sz]ations?|party|group),? (?:namely |called |known as )?(?:the )?([A-Z][\p{L}]*(?:[-/][\p{L}]+)*)(?: |,|\.|\))")
            .expect("illegal-organisation pattern compiles");
        OrganizationRecognizer { legal, fixed, ordinal, defined, illegal }
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
        } else if name_word(w) && j == end && end > head && !DOCUMENT_AFTER.contains(&w) {
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
            let lower_police = matches!(base, "police" | "constabulary") && i > 0 && single_space(text, &toks[i - 1], &toks[i]) && name_word(word(text, &toks[i - 1]));
            if !heads().contains(base) && !lower_police {
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
            let first = word(text, &toks[start]);
            let whole = &text[toks[start].start..toks[end].end];
            let next_word = toks.get(end + 1).filter(|t| single_space(text, &toks[end], t)).map(|t| word(text, t));
            if NOT_FIRST.contains(&first) || NOT_ORGS.iter().any(|n| whole.ends_with(n)) || next_word.is_some_and(|n| DOCUMENT_AFTER.contains(&n)) {
                i = end + 1;
                continue;
            }
            let mut s = toks[start].start;
            let mut from = s.saturating_sub(40);
            while !text.is_char_boundary(from) {
                from += 1;
            }
            if let Some(m) = self.ordinal.find(&text[from..s]) {
                s = from + m.start();
            }
            let mut e = toks[end].end;
            // A name in the court's own language in brackets, and what follows it (`District Court (tingsrätten) of Stockholm`).
            let rest = &text[e..];
            if let Some(inner) = rest.strip_prefix(" (").filter(|_| !self.defined.is_match(rest)) {
                if let Some(close) = inner.find(')') {
                    let body = &inner[..close];
                    if close <= 40 && !body.is_empty() && body.chars().all(|c| c.is_alphabetic() || c == ' ' || c == '-') && body.chars().next().is_some_and(char::is_lowercase) || body.chars().all(|c| c.is_alphabetic()) && close <= 30 && body.chars().next().is_some_and(char::is_uppercase) && !body.chars().all(|c| c.is_uppercase()) {
                        e += 2 + close + 1;
                        if let Some(more) = text[e..].strip_prefix(" of ") {
                            let w: String = more.chars().take_while(|c| c.is_alphabetic()).collect();
                            if w.chars().next().is_some_and(char::is_uppercase) {
                                e += 4 + w.len();
                            }
                        }
                    }
                }
            }
            found.push(Finding::new(Span::new(s, e), Label::Organization, 0.7, "organization/institution"));
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
        // Names defined for an organisation: an acronym right after one ("(PKK)", "(“the DLP”)", "(hereinafter the
        // SSC)"), an acronym right before one in brackets ("the PKK (the Kurdistan Workers' Party)"), and the name of
        // an illegal organisation ("an illegal organisation, the Dev-Yol").
        let mut acronyms: Vec<&str> = Vec::new();
        for f in &found {
            if let Some(c) = self.defined.captures(&text[f.span.end..]) {
                let a = c.get(1).expect("group").as_str();
                acronyms.push(a);
            }
        }
        for c in self.illegal.captures_iter(text) {
            let g = c.get(1).expect("group");
            let a = g.as_str();
            let upper = a.chars().filter(|c| c.is_uppercase()).count();
            if upper >= 2 && !acronyms.contains(&a) {
                acronyms.push(a);
            }
        }
        for t in &toks {
            let w = word(text, t);
            if w.len() >= 2 && w.len() <= 8 && w.chars().all(|c| c.is_ascii_uppercase()) && text[t.end..].starts_with(" (the ") {
                if found.iter().any(|f| f.span.start > t.end && f.span.start <= t.end + 8) && !acronyms.contains(&w) {
                    acronyms.push(w);
                }
            }
        }
        acronyms.retain(|a| !matches!(*a, "UN" | "EU" | "UK" | "USA" | "US" | "NATO" | "ECHR"));
        if !acronyms.is_empty() {
            for t in &toks {
                let w = word(text, t);
                if acronyms.contains(&w) && crate::recognizers::is_isolated(text, t.start, t.end) && !found.iter().any(|f| f.span.contains(Span::new(t.start, t.end))) {
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
            ("the 9th Chamber of Istanbul Court of Commerce ruled", &["9th Chamber of Istanbul Court of Commerce"]),
            ("the District Court (tingsrätten) of Stockholm", &["District Court (tingsrätten) of Stockholm"]),
            ("the Diyarbakır State Security Court (hereinafter the SSC). The SSC", &["Diyarbakır State Security Court", "SSC", "SSC"]),
            ("an illegal organisation, the Dev-Yol (Revolutionary Way). The Dev-Yol", &["Dev-Yol", "Dev-Yol"]),
            ("namely the PKK (the Kurdistan Workers' Party)", &["PKK", "Kurdistan Workers' Party"]),
            ("officers of the Merseyside police", &["Merseyside police"]),
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
            "under Rule 39 of the Rules of Court and the Administration of Courts Act",
            "the European Commission of Human Rights and the Grand Chamber",
            "The police said the report was late.",
            "the court of appeal and the high court",
            "We bank online now.",
            "She holds a university degree.",
            "the hospital wing was closed",
            "our team and the support desk",
            "the Government's reply",
            "caller: i bank with the local credit union",
        ] {
            assert_eq!(find(text), Vec::<&str>::new(), "{text:?}");
        }
    }
}
