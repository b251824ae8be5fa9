//! IBAN: international bank account numbers, and BIC / SWIFT codes next to a cue.
//!
//! Matches: a country code with an IBAN registry entry, two check digits and the rest of the IBAN, either unbroken
//! (`DE89370400440532013000`) or printed in groups of four separated by single spaces (`DE89 3704 0044 0532 0130
//! 00`; a line break may stand for a space), upper or lower case, of exactly the country's length ([`LENGTHS`], the
//! SWIFT IBAN registry), and valid mod-97 (ISO 7064). Rule `iban/iban`; a well-shaped IBAN failing mod-97 is a
//! rejected candidate (score 0).
//! BIC / SWIFT codes (`DEUTDEFF`, `NWBKGB2L`, `BNPAFRPPXXX`: 4 bank letters, an ISO country, 2 location and
//! optionally 3 branch characters, upper case) are reported only with a cue ("BIC", "SWIFT") as ACCOUNT, rule
//! `iban/bic`, at [`score::WEAK`]: below the default threshold, since a BIC names a bank, not a person (a strict
//! configuration can lower the ACCOUNT threshold to redact them).
//!
//! Also (`iban/grouped`, only when mod-97 holds): any other grouping — national print groups (`IT23 K 03069 09606
//! 049721916927`, `FR89 20041 01005 51242676451 16`), dashes (`BE88-0636-1885-5791`), a space inside the first four
//! (`DE 89 3704 …`), and one character at a time as said aloud (`g b 95 b a r c 2 0 3 …` on the shadow text).
//!
//! Deliberately not matched: IBANs cut short or run on (wrong length for the country), irregular groupings
//! that fail mod-97, IBANs glued to other letters or digits, national account numbers and sort codes (ACCOUNT, cue
//! required, elsewhere), the BBAN's inner format per country (the length and mod-97 are checked, the per-country
//! letter/digit layout is not), and BIC-shaped words without a cue ("CONFIDENTIAL" is 12 letters, "DEUTDEFF" alone is
//! left alone).

use regex::Regex;

use crate::finding::score;
use crate::validate::{compact_upper, iban_mod97};
use crate::{context, Finding, Label, Recognizer, Span, Validation};

/// IBAN length per country (SWIFT IBAN registry).
#[rustfmt::skip]
pub const LENGTHS: &[(&str, usize)] = &[
    ("AD", 24), ("AE", 23), ("AL", 28), ("AT", 20), ("AZ", 28), ("BA", 20), ("BE", 16), ("BG", 22), ("BH", 22),
    ("BI", 27), ("BR", 29), ("BY", 28), ("CH", 21), ("CR", 22), ("CY", 28), ("CZ", 24), ("DE", 22), ("DJ", 27),
    ("DK", 18), ("DO", 28), ("EE", 20), ("EG", 29), ("ES", 24), ("FI", 18), ("FK", 18), ("FO", 18), ("FR", 27),
    ("GB", 22), ("GE", 22), ("GI", 23), ("GL", 18), ("GR", 27), ("GT", 28), ("HN", 28), ("HR", 21), ("HU", 28),
    ("IE", 22), ("IL", 23), ("IQ", 23), ("IS", 26), ("IT", 27), ("JO", 30), ("KW", 30), ("KZ", 20), ("LB", 28),
    ("LC", 32), ("LI", 21), ("LT", 20), ("LU", 20), ("LV", 21), ("LY", 25), ("MC", 27), ("MD", 24), ("ME", 22),
    ("MK", 19), ("MN", 20), ("MR", 27), ("MT", 31), ("MU", 30), ("NI", 28), ("NL", 18), ("NO", 15), ("OM", 23),
    ("PK", 24), ("PL", 28), ("PS", 29), ("PT", 25), ("QA", 29), ("RO", 24), ("RS", 22), ("RU", 33), ("SA", 24),
    ("SC", 31), ("SD", 18), ("SE", 24), ("SI", 19), ("SK", 24), ("SM", 27), ("SO", 23), ("ST", 25), ("SV", 28),
    ("TL", 23), ("TN", 24), ("TR", 26), ("UA", 29), ("VA", 22), ("VG", 24), ("XK", 20), ("YE", 30),
];

/// ISO 3166-1 alpha-2 codes, for the country part of a BIC.
const ISO_COUNTRIES: &str = "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ \
BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI \
FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT \
JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ \
MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS \
RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA \
UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW";

const BIC_CUES: &[&str] = &["bic", "swift", "swift code", "bic code", "swift bic", "bic swift"];

/// Finds IBANs and cued BICs.
pub struct IbanRecognizer {
    start: Regex,
    /// A start with spaces inside the first four characters (`DE 89 …`, spoken `g b 95 …` on the shadow text).
    loose: Regex,
    bic: Regex,
}

impl IbanRecognizer {
    /// Compiles the patterns.
    pub fn new() -> IbanRecognizer {
        IbanRecognizer {
            start: Regex::new(r"(?-u:\b)[A-Za-z]{2}[0-9]{2}").expect("iban pattern compiles"),
            loose: Regex::new(r"(?-u:\b)[A-Za-z] ?[A-Za-z] ?[0-9] ?[0-9]").expect("loose iban pattern compiles"),
            bic: Regex::new(r"(?-u:\b)[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?-u:\b)")
                .expect("bic pattern compiles"),
        }
    }
}

impl Default for IbanRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// The end of an IBAN of `len` characters starting at `at`, unbroken or in groups of four, if one is there.
fn iban_end(text: &str, at: usize, len: usize) -> Option<usize> {
    let b = text.as_bytes();
    let alnum = |i: usize| i < b.len() && b[i].is_ascii_alphanumeric();
    // Unbroken.
    if (at..at + len).all(alnum) && !alnum(at + len) {
        return Some(at + len);
    }
    // Groups of four after the first four, single spaces (or a line break, for a wrapped IBAN) between.
    let (mut i, mut n) = (at + 4, 4);
    while n < len {
        let gap = match (b.get(i), b.get(i + 1)) {
            (Some(b' ' | b'\n'), _) => 1,
            (Some(b'\r'), Some(b'\n')) => 2,
            _ => return None,
        };
        let want = (len - n).min(4);
        if !(i + gap..i + gap + want).all(alnum) {
            return None;
        }
        i += gap + want;
        n += want;
    }
    (!alnum(i)).then_some(i)
}

/// The end of an IBAN of `len` characters starting at `at` in any grouping: national print groups
/// (`IT23 K 03069 09606 049721916927`, `FR89 20041 01005 51242676451 16`), dashes, or one character at a time as
/// said aloud (`g b 95 b a r c 2 0 3 …`). Groups are separated by one space, dash or line break; a group holds a
/// digit or is at most four letters; the groups must add up to exactly `len`. Only a mod-97 pass makes it an IBAN.
fn loose_end(text: &str, at: usize, len: usize) -> Option<usize> {
    let b = text.as_bytes();
    let (mut i, mut n) = (at, 0);
    loop {
        let start = i;
        while i < b.len() && b[i].is_ascii_alphanumeric() {
            i += 1;
        }
        let group = &b[start..i];
        let letters_only = group.iter().all(u8::is_ascii_alphabetic);
        if group.is_empty() || (letters_only && group.len() > 4) {
            return None;
        }
        n += group.len();
        if n == len {
            let glued = b.get(i).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_');
            return (!glued).then_some(i);
        }
        if n > len {
            return None;
        }
        match (b.get(i), b.get(i + 1)) {
            (Some(b' ' | b'-' | b'\n'), Some(c)) if c.is_ascii_alphanumeric() => i += 1,
            (Some(b'\r'), Some(b'\n')) => i += 2,
            _ => return None,
        }
    }
}

impl Recognizer for IbanRecognizer {
    fn name(&self) -> &'static str {
        "iban"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let mut pos = 0;
        while let Some(m) = self.start.find_at(text, pos) {
            pos = m.end();
            let cc = m.as_str()[..2].to_ascii_uppercase();
            let Some(&(_, len)) = LENGTHS.iter().find(|(c, _)| *c == cc) else { continue };
            if super::char_before(text, m.start()).is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let Some(end) = iban_end(text, m.start(), len) else { continue };
            let span = Span::new(m.start(), end);
            let compact = compact_upper(&text[span]).expect("alphanumerics and spaces");
            let f = if iban_mod97(&compact) {
                Finding::new(span, Label::Iban, score::CONFIRMED, "iban/iban").validated(Validation::Confirmed)
            } else {
                Finding::new(span, Label::Iban, 0.0, "iban/iban").validated(Validation::Rejected)
            };
            out.push(f);
            pos = end;
        }
        let mut covered = 0;
        for m in self.loose.find_iter(text) {
            if m.start() < covered || out.iter().any(|f| f.label == Label::Iban && f.span.start <= m.start() && m.start() < f.span.end) {
                continue;
            }
            if super::char_before(text, m.start()).is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let cc: String = m.as_str().chars().filter(char::is_ascii_alphabetic).collect::<String>().to_ascii_uppercase();
            let Some(&(_, len)) = LENGTHS.iter().find(|(c, _)| *c == cc) else { continue };
            let Some(end) = loose_end(text, m.start(), len) else { continue };
            let span = Span::new(m.start(), end);
            let compact: Vec<u8> =
                text[span].bytes().filter(u8::is_ascii_alphanumeric).map(|c| c.to_ascii_uppercase()).collect();
            if iban_mod97(&compact) {
                covered = end;
                out.push(Finding::new(span, Label::Iban, score::CONFIRMED, "iban/grouped").validated(Validation::Confirmed));
            }
        }
        for m in self.bic.find_iter(text) {
            let country = &m.as_str()[4..6];
            if !ISO_COUNTRIES.split(' ').any(|c| c == country) || !super::is_isolated(text, m.start(), m.end()) {
                continue;
            }
            let span = Span::new(m.start(), m.end());
            if context::has_cue(text, span, BIC_CUES) {
                out.push(Finding::new(span, Label::Account, score::WEAK, "iban/bic"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn bic_needs_a_cue_and_stays_below_the_threshold() {
        let r = IbanRecognizer::new();
        let mut v = Vec::new();
        r.find("BIC: DEUTDEFF", &mut v);
        r.find("The code NWBKGB2L alone is left alone.", &mut v);
        assert_eq!(v.len(), 1);
        assert_eq!((v[0].label, &*v[0].rule), (Label::Account, "iban/bic"));
        assert!(v[0].score < score::DEFAULT_THRESHOLD);
    }

    #[test]
    fn table() {
        use Label::Iban;
        check_table(
            &IbanRecognizer::new(),
            &[
                ("IBAN: DE89 3704 0044 0532 0130 00.", Iban, "DE89 3704 0044 0532 0130 00"),
                ("pay to DE89370400440532013000 today", Iban, "DE89370400440532013000"),
                ("UK GB29 NWBK 6016 1331 9268 19", Iban, "GB29 NWBK 6016 1331 9268 19"),
                ("lower case gb29nwbk60161331926819", Iban, "gb29nwbk60161331926819"),
                ("FR: FR14 2004 1010 0505 0001 3M02 606", Iban, "FR14 2004 1010 0505 0001 3M02 606"),
                ("NL91ABNA0417164300, thanks", Iban, "NL91ABNA0417164300"),
                ("Norway (shortest) NO93 8601 1117 947", Iban, "NO93 8601 1117 947"),
                ("Malta MT84 MALT 0110 0001 2345 MTLC AST0 01S", Iban, "MT84 MALT 0110 0001 2345 MTLC AST0 01S"),
                ("Brasil BR18 0036 0305 0000 1000 9795 493C 1", Iban, "BR18 0036 0305 0000 1000 9795 493C 1"),
                ("(ES91 2100 0418 4502 0005 1332)", Iban, "ES91 2100 0418 4502 0005 1332"),
                ("IT60X0542811101000000123456", Iban, "IT60X0542811101000000123456"),
                ("wrapped DE89 3704 0044\r\n0532 0130 00 end", Iban, "DE89 3704 0044\r\n0532 0130 00"),
                ("Türkiye TR33 0006 1005 1978 6457 8413 26", Iban, "TR33 0006 1005 1978 6457 8413 26"),
                ("DE 89 3704 0044 0532 0130 00 irregular", Iban, "DE 89 3704 0044 0532 0130 00"),
                ("IBAN: IT23 K 03069 09606 049721916927\nHolder", Iban, "IT23 K 03069 09606 049721916927"),
                ("only if needed: FR89 20041 01005 51242676451 16.", Iban, "FR89 20041 01005 51242676451 16"),
                ("dashes BE88-0636-1885-5791 ok", Iban, "BE88-0636-1885-5791"),
                ("it's g b 95 b a r c 2 0 3 1 5 8 4 2 3 2 3 6 2 6 agent: ok", Iban, "g b 95 b a r c 2 0 3 1 5 8 4 2 3 2 3 6 2 6"),
            ],
            &[
                "IBAN DE89 3704 0044 0532 0130 01 (bad check digits)",
                "DE89 3704 0044 0532 0130 (too short for DE)",
                "DE8937040044053201300099 (too long for DE)",
                "DE 89 3704 0044 0532 0130 01 irregular and a bad check",
                "is 12 and 45 of them in the 2024 report",
                "XX89370400440532013000 no such country",
                "DEUTDEFF without a cue",
                "The CONFIDENTIAL memo",
                "Part AB12 and mp34 are SKUs",
                "Invoice INV-2024-00123 due",
                "v2.14.3 built on 6.12.2025",
                "BIC: ABCDXX12 has no such country",
                "BIC: DEUTDEFF (a bank, kept below the threshold)",
            ],
        );
    }
}
