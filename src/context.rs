//! Context cues: whole-word, case-insensitive lookup of cue phrases in a window of words around a span.
//!
//! A *word* is a maximal run of letters and digits (any script; `'` and `’` inside a word, as in "driver's", are
//! part of it). A cue is written as text ("social security", "N.I.", "date of birth") and split into words the same
//! way, so "N.I." is the word sequence `n i`. A cue matches when its words occur consecutively, compared
//! case-insensitively, among the last [`Window::before`] words before the span or the first [`Window::after`] words
//! after it. Matching is never on substrings: the cue "sin" does not match "business" or "using".
//!
//! The lookup scans at most [`Window::bytes`] bytes on each side ([`MAX_BYTES`] by default), so a cue check costs the
//! same however long the text is. Recognizers call it on candidates only, never on the whole text.

use crate::Span;

/// How far each side the default window scans, in bytes, at most.
pub const MAX_BYTES: usize = 160;

/// How many words before and after a span are searched for a cue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    /// Words before the span.
    pub before: usize,
    /// Words after the span.
    pub after: usize,
    /// Bytes scanned on each side, at most.
    pub bytes: usize,
}

/// The window recognizers use unless they say otherwise: six words before, three after.
pub const DEFAULT_WINDOW: Window = Window { before: 6, after: 3, bytes: MAX_BYTES };

/// A wide window for values a check digit already confirmed, where the cue only has to tell which number it is: in a
/// chat the question ("… I need your BSN …") may come a whole message before the answer.
pub const WIDE_WINDOW: Window = Window { before: 30, after: 4, bytes: 240 };

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric()
}

/// The words of `s` as slices of it, in order.
pub fn word_slices(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let mut it = s.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        if is_word_char(c) {
            start.get_or_insert(i);
        } else if (c == '\'' || c == '’') && start.is_some() && it.peek().is_some_and(|&(_, n)| is_word_char(n)) {
            // An apostrophe inside a word ("driver's") belongs to it.
        } else if let Some(st) = start.take() {
            out.push(&s[st..i]);
        }
    }
    if let Some(st) = start {
        out.push(&s[st..]);
    }
    out
}

/// The words of `s`, lower-cased, in order (`’` inside a word is written `'`).
pub fn words(s: &str) -> Vec<String> {
    word_slices(s)
        .into_iter()
        .map(|w| w.chars().flat_map(char::to_lowercase).map(|c| if c == '’' { '\'' } else { c }).collect())
        .collect()
}

/// Case-insensitive equality of two words (`’` and `'` are the same).
fn same_word(a: &str, b: &str) -> bool {
    if a.is_ascii() && b.is_ascii() {
        return a.eq_ignore_ascii_case(b);
    }
    let norm = |c: char| if c == '’' { '\'' } else { c };
    a.chars().flat_map(char::to_lowercase).map(norm).eq(b.chars().flat_map(char::to_lowercase).map(norm))
}

/// A byte offset at most `max` bytes before `at`, on a character boundary.
fn floor_boundary(text: &str, at: usize, max: usize) -> usize {
    let mut i = at.saturating_sub(max);
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

fn ceil_boundary(text: &str, at: usize, max: usize) -> usize {
    let mut i = (at + max).min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// True when byte `at` falls inside a word (word characters on both sides).
fn cut(text: &str, at: usize) -> bool {
    use crate::recognizers::{char_at, char_before};
    char_before(text, at).is_some_and(is_word_char) && char_at(text, at).is_some_and(is_word_char)
}

/// True when `seq` occurs as consecutive items of `hay`.
fn contains_seq(hay: &[&str], seq: &[&str]) -> bool {
    !seq.is_empty() && hay.windows(seq.len()).any(|w| w.iter().zip(seq).all(|(a, b)| same_word(a, b)))
}

/// The last `n` whole words of `s`; a word running into the start of `s` counts only if `whole_at_start`.
fn last_words(s: &str, n: usize, whole_at_start: bool) -> Vec<&str> {
    let mut out = Vec::with_capacity(n);
    let mut end: Option<usize> = None;
    for (i, c) in s.char_indices().rev() {
        let inner_apostrophe =
            (c == '\'' || c == '’') && end.is_some() && s[..i].chars().next_back().is_some_and(is_word_char);
        if is_word_char(c) || inner_apostrophe {
            end.get_or_insert(i + c.len_utf8());
        } else if let Some(e) = end.take() {
            out.push(&s[i + c.len_utf8()..e]);
            if out.len() == n {
                break;
            }
        }
    }
    if let Some(e) = end {
        if out.len() < n && whole_at_start {
            out.push(&s[..e]);
        }
    }
    out.reverse();
    out
}

/// The first `n` whole words of `s`; a word running into the end of `s` counts only if `whole_at_end`.
fn first_words(s: &str, n: usize, whole_at_end: bool) -> Vec<&str> {
    let mut out = Vec::with_capacity(n);
    let mut start: Option<usize> = None;
    let mut it = s.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        let inner_apostrophe =
            (c == '\'' || c == '’') && start.is_some() && it.peek().is_some_and(|&(_, n)| is_word_char(n));
        if is_word_char(c) || inner_apostrophe {
            start.get_or_insert(i);
        } else if let Some(st) = start.take() {
            out.push(&s[st..i]);
            if out.len() == n {
                return out;
            }
        }
    }
    if let Some(st) = start {
        if out.len() < n && whole_at_end {
            out.push(&s[st..]);
        }
    }
    out
}

/// The first cue of `cues` found around `span` in `text` within `window`, if any.
pub fn find_cue<'c>(text: &str, span: Span, cues: &[&'c str], window: Window) -> Option<&'c str> {
    if cues.is_empty() {
        return None;
    }
    // Words cut by the byte limit are not whole words.
    let lo = floor_boundary(text, span.start, window.bytes);
    let before = last_words(&text[lo..span.start], window.before, !cut(text, lo));
    let hi = ceil_boundary(text, span.end, window.bytes);
    let after = first_words(&text[span.end..hi], window.after, !cut(text, hi));
    cues.iter().copied().find(|cue| {
        let cw = word_slices(cue);
        contains_seq(&before, &cw) || contains_seq(&after, &cw)
    })
}

/// True when a cue of `cues` occurs around `span` within [`DEFAULT_WINDOW`].
pub fn has_cue(text: &str, span: Span, cues: &[&str]) -> bool {
    find_cue(text, span, cues, DEFAULT_WINDOW).is_some()
}

/// Extra cue phrases per label, from a configuration's `cues` field (`{"ACCOUNT": ["member no"]}`): they add to
/// the recognizers' built-in cues, whole words, case-insensitive, as everywhere in this module.
///
/// - For a cue-first label (ACCOUNT, PASSPORT, DRIVER_LICENSE, USERNAME, LICENSE_PLATE) the label's value pattern is
///   also looked for after each extra cue, exactly as after a built-in one (rule `<kind>+cue`, e.g.
///   `account/cued+cue`).
/// - For every label, a candidate below its label's threshold that was not rejected by a validator and is not a
///   documentation placeholder is raised to [`crate::finding::score::STRONG`] when an extra cue stands within
///   [`DEFAULT_WINDOW`] of it (rule suffix `+cue`).
#[derive(Clone, Debug, Default)]
pub struct UserCues {
    labels: Vec<(crate::Label, Vec<String>, Option<std::sync::Arc<crate::recognizers::cued::Cued>>)>,
}

impl UserCues {
    /// Compiles the cue lists; a cue must hold a letter or digit. Errors name the field (`cues.ACCOUNT[1]`).
    pub fn new(cues: &std::collections::BTreeMap<crate::Label, Vec<String>>) -> Result<UserCues, crate::config::ConfigError> {
        let mut labels = Vec::new();
        for (&label, list) in cues {
            let mut clean = Vec::with_capacity(list.len());
            for (i, c) in list.iter().enumerate() {
                let c = c.trim();
                if word_slices(c).is_empty() {
                    return Err(crate::config::ConfigError {
                        field: format!("cues.{label}[{i}]"),
                        message: format!("a cue needs a letter or digit, got {c:?}"),
                    });
                }
                clean.push(c.to_string());
            }
            if clean.is_empty() {
                continue;
            }
            let scanner = crate::recognizers::cue_first_kind(label)
                .map(|kind| std::sync::Arc::new(crate::recognizers::cued::Cued::with_cues(kind, &clean)));
            labels.push((label, clean, scanner));
        }
        Ok(UserCues { labels })
    }

    /// Whether no extra cue is configured.
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// Adds the values found after extra cues to `findings` and raises the candidates an extra cue vouches for.
    /// `threshold` gives a label's threshold (`None`: not reported, nothing to raise).
    pub fn apply(&self, text: &str, findings: &mut Vec<crate::Finding>, threshold: impl Fn(crate::Label) -> Option<f32>) {
        for (label, cues, scanner) in &self.labels {
            if let Some(sc) = scanner {
                let mut found = Vec::new();
                sc.find(text, &mut found);
                for mut f in found {
                    f.rule = format!("{}+cue", f.rule).into();
                    findings.push(f);
                }
            }
            let Some(t) = threshold(*label) else { continue };
            let cues: Vec<&str> = cues.iter().map(String::as_str).collect();
            for f in findings.iter_mut() {
                if f.label == *label
                    && f.score < t
                    && !f.placeholder
                    && f.validation != crate::Validation::Rejected
                    && find_cue(text, f.span, &cues, DEFAULT_WINDOW).is_some()
                {
                    f.score = f.score.max(crate::finding::score::STRONG);
                    f.rule = format!("{}+cue", f.rule).into();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Finds `value` in `text` and looks for a cue around it.
    fn cue(text: &str, value: &str, cues: &[&'static str]) -> Option<&'static str> {
        let start = text.find(value).expect("value in text");
        find_cue(text, Span::new(start, start + value.len()), cues, DEFAULT_WINDOW)
    }

    #[test]
    fn words_split_on_non_alphanumerics() {
        assert_eq!(words("N.I. number: QQ-12"), ["n", "i", "number", "qq", "12"]);
        assert_eq!(words("Driver's licence"), ["driver's", "licence"]);
        assert_eq!(words("Số CCCD của tôi"), ["số", "cccd", "của", "tôi"]);
        assert_eq!(words("  "), Vec::<String>::new());
    }

    #[test]
    fn table() {
        let ssn: &[&str] = &["ssn", "social security"];
        let cases: &[(&str, &str, &[&'static str], Option<&str>)] = &[
            // Before, after, case-insensitive, multi-word, punctuation around.
            ("SSN: 123456789", "123456789", ssn, Some("ssn")),
            ("my ssn is 123456789", "123456789", ssn, Some("ssn")),
            ("123456789 is my SSN", "123456789", ssn, Some("ssn")),
            ("Social Security number 123456789", "123456789", ssn, Some("social security")),
            ("(SSN) 123456789", "123456789", ssn, Some("ssn")),
            ("N.I. number AB123456C", "AB123456C", &["n i"], Some("n i")),
            ("Số CCCD của tôi là 079201012345", "079201012345", &["cccd"], Some("cccd")),
            ("ĐT: Số căn cước 079201012345", "079201012345", &["căn cước"], Some("căn cước")),
            ("Driver’s licence: D1234567", "D1234567", &["driver's licence"], Some("driver's licence")),
            ("CĂN CƯỚC 079201012345", "079201012345", &["căn cước"], Some("căn cước")),
            // Whole words only: no substring matches.
            ("classn 123456789", "123456789", ssn, None),
            ("SSNs 123456789", "123456789", ssn, None),
            ("business 123456789", "123456789", &["sin"], None),
            ("social media security 123456789", "123456789", ssn, None),
            // Outside the window: too many words before, or after.
            ("SSN one two three four five six seven 123456789", "123456789", ssn, None),
            ("123456789 one two three SSN", "123456789", ssn, None),
            ("SSN one two three four five 123456789", "123456789", ssn, Some("ssn")),
            // No cue at all.
            ("order 123456789 shipped", "123456789", ssn, None),
            ("", "", ssn, None),
        ];
        for (text, value, cues, want) in cases {
            assert_eq!(cue(text, value, cues), *want, "{text:?}");
        }
    }

    #[test]
    fn wide_window_reaches_the_previous_message() {
        let text = "Agent: for the new account I need your BSN, you can type it in the form safely.\nClient: ok I'll type it here: 223694320";
        let s = text.find("223694320").unwrap();
        let span = Span::new(s, s + 9);
        assert_eq!(find_cue(text, span, &["bsn"], DEFAULT_WINDOW), None);
        assert_eq!(find_cue(text, span, &["bsn"], WIDE_WINDOW), Some("bsn"));
    }

    #[test]
    fn byte_limit_never_splits_a_word_or_a_char() {
        let pad = "é".repeat(100);
        let text = format!("SSN {pad} 123456789");
        assert_eq!(cue(&text, "123456789", &["ssn"]), None);
        let text = format!("xssn{} 123456789", " ".repeat(MAX_BYTES - 4));
        // "xssn" is cut by the limit to "ssn": a cut word is not a cue.
        assert_eq!(cue(&text, "123456789", &["ssn"]), None);
    }
}
