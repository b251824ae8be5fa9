//! Cue-first matching for identifiers that have no shape of their own: a cue phrase, a few filler words, the value.
//!
//! Passport, driving licence, account numbers, user names and plates look like any other code, so they are reported
//! only right after a cue: the driver scans the text once for the cues (one case-insensitive regex, whole words
//! checked with [`super::is_isolated`]), then skips up to [`MAX_FILLERS`] filler words ("number", "no", "is", "my",
//! "là", …) and punctuation (`:`, `#`, `=`, `-`, `.`, `(`, `°`) and matches the value, anchored, right there. A value
//! the kind's `accept` refuses (too few digits, a stop word) is not reported. Values written *before* their cue
//! ("12345678 is my account") are not matched.

use std::borrow::Cow;

use regex::Regex;

use crate::{Finding, Label, Span};

/// How many filler words may stand between a cue and its value.
pub(crate) const MAX_FILLERS: usize = 4;

/// Words that may stand between a cue and its value.
const FILLERS: &[&str] = &[
    "number", "numbers", "no", "nos", "num", "nr", "nummer", "numéro", "número", "numero", "is", "was", "are", "id",
    "the", "my", "his", "her", "your", "our", "their", "of", "on", "reads", "code", "là", "số", "của", "tôi", "es",
    "est", "ist", "é", "n", "me", "at", "mein", "meine", "mon", "ma", "mi", "il", "plate", "card",
];

/// One cue-required kind of value.
pub(crate) struct Kind {
    /// The rule reported.
    pub rule: &'static str,
    /// The label reported.
    pub label: Label,
    /// The score reported.
    pub score: f32,
    /// Cue phrases (spaces match any run of white space; `'` matches `'`, `’` or nothing).
    pub cues: &'static [&'static str],
    /// The value pattern (anchored where the value starts).
    pub value: &'static str,
    /// Accepts or refuses a matched value; the flag says whether it was introduced by `:`, `=` or "is" (a strong
    /// sign that a value follows, even a plain word).
    pub accept: fn(&str, bool) -> bool,
}

/// A compiled [`Kind`].
pub(crate) struct Cued {
    kind: Kind,
    cue: Regex,
    value: Regex,
}

/// The cue regex for a list of phrases.
fn cue_pattern(cues: &[&str]) -> String {
    let mut cues: Vec<&str> = cues.to_vec();
    cues.sort_by_key(|c| std::cmp::Reverse(c.len()));
    let alts: Vec<String> = cues
        .iter()
        .map(|c| c.split(' ').map(|w| regex::escape(w).replace('\'', "['’]?")).collect::<Vec<_>>().join(r"\s+"))
        .collect();
    format!("(?i:{})", alts.join("|"))
}

impl Cued {
    /// Compiles a kind.
    pub(crate) fn new(kind: Kind) -> Cued {
        let cue = Regex::new(&cue_pattern(kind.cues)).unwrap_or_else(|e| panic!("cues of {} compile: {e}", kind.rule));
        let value = Regex::new(&format!("^(?:{})", kind.value))
            .unwrap_or_else(|e| panic!("value of {} compiles: {e}", kind.rule));
        Cued { kind, cue, value }
    }

    /// Reports every cued value in `text`.
    pub(crate) fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for m in self.cue.find_iter(text) {
            if !super::is_isolated(text, m.start(), m.end()) {
                continue;
            }
            if let Some(span) = self.value_after(text, m.end()) {
                out.push(Finding::new(span, self.kind.label, self.kind.score, Cow::Borrowed(self.kind.rule)));
            }
        }
    }

    /// The value after a cue ending at `pos`, if one is there.
    fn value_after(&self, text: &str, mut pos: usize) -> Option<Span> {
        let mut introduced = false;
        for _ in 0..=MAX_FILLERS {
            let rest = &text[pos..];
            let skip =
                rest.len() - rest.trim_start_matches(|c: char| c.is_whitespace() || ":#=-–.(°º".contains(c)).len();
            if skip > 12 {
                return None;
            }
            introduced |= rest[..skip].contains([':', '=']);
            pos += skip;
            let rest = &text[pos..];
            if let Some(v) = self.value.find(rest) {
                let (s, e) = (pos, pos + v.end());
                let val = &text[s..e];
                let word: String = rest.chars().take_while(|c| c.is_alphanumeric()).collect::<String>().to_lowercase();
                let is_filler = FILLERS.contains(&word.as_str()) && word.len() == val.len();
                if !is_filler && super::is_free(text, s, e) && (self.kind.accept)(val, introduced) {
                    return Some(Span::new(s, e));
                }
            }
            // Not a value here: skip one filler word, or give up.
            let word: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '\'' || *c == '’').collect();
            let lower = word.to_lowercase();
            if word.is_empty() || !FILLERS.contains(&lower.as_str()) {
                return None;
            }
            introduced |= matches!(lower.as_str(), "is" | "was" | "là" | "ist" | "est" | "es" | "é");
            pos += word.len();
        }
        None
    }
}

/// Number of ASCII digits in `s`.
pub(crate) fn digit_count(s: &str) -> usize {
    s.bytes().filter(u8::is_ascii_digit).count()
}
