//! POSTCODE: a postcode on its own, reported only right after a cue word.
//!
//! Matches, after a whole-word cue ("postcode", "post code", "postal code", "zip", "ZIP code", "PLZ",
//! "Postleitzahl", "code postal", "CP", "CAP", "codice postale", "código postal", "pincode", "PIN code", "Eircode",
//! "postnummer", "mã bưu chính") and an optional `:`, `#`, `=`, `-`, "is" or "was":
//! US ZIP and ZIP+4 (`20500`, `20500-0003`), UK (`SW1A 2AA`, `M1 1AE`), Canada (`K1A 0B1`), Netherlands (`1015 CJ`),
//! India (`560001`, `560 001`), Ireland Eircode (`D02 X285`), five-digit DE/FR/ES/IT (`10115`, `75002`), four-digit
//! AU/AT/CH/BE/DK/NO (`2000`) and Swedish `111 22`. Score 0.8 (a weak shape with a cue), rule `postcode/<format>`.
//! A cue in a question ("And the billing postcode?") also takes a postcode at the start of the next line, after a
//! speaker label (`postcode/<format>-answer`).
//!
//! Deliberately not matched: a postcode without a cue (`62704` alone is any number; inside a full address the
//! ADDRESS recognizer covers it), a cue that is part of a longer word (`unzip 12345`), "zip" used as a noun or verb
//! before a non-postcode (`zip file 12345`), a bare "PIN" (a PIN is a secret number, not a postcode), lower-case
//! letter postcodes (`sw1a 2aa`) and postcodes glued to more letters or digits.

use regex::Regex;

use crate::finding::score;
use crate::{Finding, Label, Recognizer, Span};

/// Finds cued postcodes.
pub struct PostcodeRecognizer {
    cue: Regex,
    filler: Regex,
    speaker: Regex,
    formats: Vec<(&'static str, Regex)>,
}

impl PostcodeRecognizer {
    /// Compiles the patterns.
    pub fn new() -> PostcodeRecognizer {
        let cue = Regex::new(concat!(
            r"(?i:post[ \t]?code|postal[ \t]+code|zip[ \t]?code|zip|postleitzahl|plz|code[ \t]+postal|codice[ \t]+postale",
            r"|c[óo]digo[ \t]+postal|pin[ \t]?code|eircode|postnummer|postnr\.?|mã[ \t]+bưu[ \t]+(?:chính|điện))",
            r"|CP|C\.P\.|CAP"
        ))
        .expect("postcode cue compiles");
        let speaker = Regex::new(r"^[ \t]*(?:\[[^\]\n]{1,30}\][ \t]*)?(?:[^:\n]{1,40}:[ \t]*)?(?:(?i:it'?s|it is|yes,?|sure,?)[ \t]+)?")
            .expect("postcode speaker compiles");
        let filler = Regex::new(r"^(?:[ \t]*(?:[:#=\-–]|(?i:is|was))?[ \t]*)").expect("postcode filler compiles");
        // Tried in order; the first whose end is not glued to a letter or digit wins.
        let formats = [
            ("us", r"[0-9]{5}-[0-9]{4}"),
            ("nl", r"[1-9][0-9]{3} ?[A-Z]{2}"),
            ("in", r"[1-9][0-9]{5}|[1-9][0-9]{2} [0-9]{3}"),
            ("ie", r"(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}"),
            ("ca", r"[A-Z][0-9][A-Z] ?[0-9][A-Z][0-9]"),
            ("uk", r"[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}"),
            ("se", r"[1-9][0-9]{2} [0-9]{2}"),
            ("5-digit", r"[0-9]{5}"),
            ("4-digit", r"[0-9]{4}"),
        ];
        let formats = formats
            .into_iter()
            .map(|(name, p)| (name, Regex::new(&format!("^(?:{p})")).expect("postcode format compiles")))
            .collect();
        PostcodeRecognizer { cue, filler, speaker, formats }
    }
}

impl Default for PostcodeRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// The largest char boundary of `text` at or below `at`.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

impl PostcodeRecognizer {
    /// Pushes the first postcode format that matches at byte `at` and is not glued to more letters or digits.
    fn value_at(&self, text: &str, at: usize, suffix: &str, out: &mut Vec<Finding>) -> bool {
        let glued = |c: char| c.is_alphanumeric() || c == '_';
        let window = &text[at..floor_boundary(text, at + 12)];
        for (name, re) in &self.formats {
            if let Some(m) = re.find(window) {
                let end = at + m.end();
                if !super::char_at(text, end).is_some_and(glued) {
                    let rule = format!("postcode/{name}{suffix}");
                    out.push(Finding::new(Span::new(at, end), Label::Postcode, score::STRONG, rule));
                    return true;
                }
            }
        }
        false
    }
}

impl Recognizer for PostcodeRecognizer {
    fn name(&self) -> &'static str {
        "postcode"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for cue in self.cue.find_iter(text) {
            let glued = |c: char| c.is_alphanumeric() || c == '_';
            if super::char_before(text, cue.start()).is_some_and(glued) {
                continue;
            }
            // Only a short look-ahead: filler and value are bounded, so the scan stays linear.
            let after = &text[cue.end()..floor_boundary(text, cue.end() + 24)];
            if after.starts_with(|c: char| glued(c) && !c.is_ascii_digit()) {
                continue;
            }
            let skip = self.filler.find(after).map_or(0, |m| m.end());
            if self.value_at(text, cue.end() + skip, "", out) {
                continue;
            }
            // A question ("And the billing postcode?") answered at the start of the next turn ("ADEYEMI: SE15 4QN.").
            let line_rest = &text[cue.end()..floor_boundary(text, cue.end() + 80)];
            if let Some(nl) = line_rest.find('\n') {
                if line_rest[..nl].trim_end().ends_with('?') {
                    let next = cue.end() + nl + 1;
                    let skip = self.speaker.find(&text[next..floor_boundary(text, next + 80)]).map_or(0, |m| m.end());
                    self.value_at(text, next + skip, "-answer", out);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(text: &str) -> Vec<&str> {
        static R: std::sync::OnceLock<PostcodeRecognizer> = std::sync::OnceLock::new();
        let mut out = Vec::new();
        R.get_or_init(PostcodeRecognizer::new).find(text, &mut out);
        out.iter().map(|f| &text[f.span]).collect()
    }

    const POSITIVES: &[(&str, &str)] = &[
        ("My zip is 62704.", "62704"),
        ("ZIP code: 20500-0003", "20500-0003"),
        ("postcode SW1A 2AA, thanks", "SW1A 2AA"),
        ("Post code M1 1AE", "M1 1AE"),
        ("postal code K1A 0B1", "K1A 0B1"),
        ("Postcode: 1015 CJ", "1015 CJ"),
        ("PLZ 10115", "10115"),
        ("code postal 75002", "75002"),
        ("CP 28013 Madrid", "28013"),
        ("CAP 00184", "00184"),
        ("pincode 560001", "560001"),
        ("PIN code: 560 001", "560 001"),
        ("Eircode D02 X285", "D02 X285"),
        ("postcode 2000 NSW", "2000"),
        ("postnummer 111 22", "111 22"),
        ("mã bưu chính 700000", "700000"),
        ("SHANNON: And the billing postcode?\nADEYEMI: SE15 4QN.", "SE15 4QN"),
        ("Agent: Your postcode and date of birth?\nCaller: M14 5RT, and 1979", "M14 5RT"),
    ];

    const NEGATIVES: &[&str] = &[
        "62704 alone is just a number",
        "unzip 12345 files",
        "zip file 12345",
        "my PIN 1234 is secret",
        "Postcode unknown",
        "zipcode 1234567 is too long",
        "The cap 12345 fits",
        "the zip: abcde",
        "SW1A 2AA with no cue",
        "ZIP 123",
        "Postcode: sw1a 2aa",
        "What is your postcode?\nCaller: I moved in 2019 actually",
    ];

    #[test]
    fn table_is_large_enough() {
        assert!(POSITIVES.len() >= 10 && NEGATIVES.len() >= 10, "table too small");
    }

    #[test]
    fn positives() {
        let failures: Vec<String> = POSITIVES
            .iter()
            .filter(|(t, want)| find(t) != [*want])
            .map(|(t, want)| format!("{t:?}: want {want:?}, got {:?}", find(t)))
            .collect();
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn negatives() {
        let failures: Vec<String> =
            NEGATIVES.iter().filter(|t| !find(t).is_empty()).map(|t| format!("{t:?}: {:?}", find(t))).collect();
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
