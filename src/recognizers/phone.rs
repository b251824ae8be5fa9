//! PHONE: telephone numbers in North American (NANP) and international E.164 forms.
//!
//! Matches:
//! - NANP: `415-555-0132`, `(415) 555-0132`, `415.555.0132`, `415 555 0132`, `+1 415 555 0132`, `1-415-555-0132`
//!   (area code 2–9 first); ten bare digits `4155550132` only at a weak score, below the default threshold.
//! - International: `+` then a country code and 8–15 digits in all, in groups separated by single spaces, dots or
//!   dashes, with optional parentheses: `+84 904 879 900`, `+44 (0)20 7946 0958`, `+49-30-901820`.
//!
//! Deliberately not matched: numbers glued to letters or digits (`A415-555-0132`, part of a longer digit run), dates
//! (`2024-10-15`), dotted versions and IP addresses (`192.168.10.200`: the first group of a NANP number is 2–9 and
//! exactly three digits, and dotted quads are rejected). National formats outside NANP (`0904.879.900`) and
//! extensions are not in this recognizer yet.

use regex::Regex;

use crate::finding::score;
use crate::{Finding, Label, Recognizer, Span};

/// Finds telephone numbers.
pub struct PhoneRecognizer {
    nanp: Regex,
    intl: Regex,
}

impl PhoneRecognizer {
    /// Compiles the patterns.
    pub fn new() -> PhoneRecognizer {
        let nanp = Regex::new(r"(?:\+?1[ .\-]?)?(?:\([2-9][0-9]{2}\) ?|[2-9][0-9]{2}[ .\-]?)[0-9]{3}[ .\-]?[0-9]{4}")
            .expect("nanp pattern compiles");
        let intl = Regex::new(r"\+[1-9][0-9]{0,2}(?:[ .\-]?(?:\([0-9]{1,4}\)|[0-9]{1,5})){1,6}").expect("intl pattern compiles");
        PhoneRecognizer { nanp, intl }
    }
}

impl Default for PhoneRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

fn digits(s: &str) -> usize {
    s.bytes().filter(u8::is_ascii_digit).count()
}

/// A dotted quad (`192.168.10.200`) is an IP address, not a phone.
fn is_dotted_quad(s: &str) -> bool {
    let parts: Vec<&str> = s.split('.').collect();
    parts.len() == 4 && parts.iter().all(|p| !p.is_empty() && p.len() <= 3 && p.bytes().all(|b| b.is_ascii_digit()))
}

impl Recognizer for PhoneRecognizer {
    fn name(&self) -> &'static str {
        "phone"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for m in self.intl.find_iter(text) {
            let n = digits(m.as_str());
            if (8..=15).contains(&n) && super::is_isolated(text, m.start(), m.end()) {
                out.push(Finding::new(Span::new(m.start(), m.end()), Label::Phone, score::STRONG, "phone/international"));
            }
        }
        for m in self.nanp.find_iter(text) {
            let s = m.as_str();
            // `+` belongs to the number when it precedes it; other neighbours must not be word characters or digits.
            if !super::is_isolated(text, m.start(), m.end()) || is_dotted_quad(s) {
                continue;
            }
            let separated = s.bytes().any(|b| !b.is_ascii_digit());
            let (score, rule) = if s.starts_with('+') {
                (score::STRONG, "phone/nanp-international")
            } else if separated {
                (score::STRONG - 0.1, "phone/nanp")
            } else {
                (score::WEAK, "phone/nanp-bare")
            };
            out.push(Finding::new(Span::new(m.start(), m.end()), Label::Phone, score, rule));
        }
    }
}
