//! Identifiers described as data — a pattern, a check, context cues and two scores — and the one loop that runs them.
//!
//! This is Presidio's recognizer shape (patterns + base score + context + validate) without the strings: the national
//! id files (`national_id_*.rs`) are tables of [`Scheme`]s. For each match of a scheme's pattern that stands free in
//! the text ([`super::is_free`]; a spaced value must not continue into another digit group):
//! 1. if the scheme is cue-required and no cue is near ([`crate::context`]; the wide window when a check digit
//!    confirmed the value, the default one otherwise), nothing is reported;
//! 2. the check runs: [`Check::Valid`] and [`Check::Shape`] report at `score` (or `cue_score` with a cue),
//!    [`Check::Placeholder`] at [`score::PLACEHOLDER`] under the rule name with `-placeholder` appended,
//!    [`Check::Invalid`] as a rejected candidate (score 0) when a cue is near, so `explain` can say "looked like an
//!    SSN next to 'SSN', failed its rules" (without a cue a failing shape is simply another number), and
//!    [`Check::NotThis`] not at all (the value belongs to another scheme, e.g. a 9xx SSN is an ITIN).

use std::borrow::Cow;

use regex::Regex;

use crate::finding::score;
use crate::{context, Finding, Label, Span, Validation};

/// A check's verdict on a candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Check {
    /// A check digit or structural rule confirmed it.
    Valid,
    /// Well formed; this identifier has no check digit.
    Shape,
    /// A well-known documentation or test value.
    Placeholder,
    /// The shape matched but the check failed.
    Invalid,
    /// Not this identifier at all; report nothing.
    NotThis,
}

impl Check {
    /// `Valid` when `ok`, else `Invalid`.
    pub(crate) fn from(ok: bool) -> Check {
        if ok {
            Check::Valid
        } else {
            Check::Invalid
        }
    }
}

/// One identifier format.
pub(crate) struct Scheme {
    /// The rule name reported, `"recognizer/format"`.
    pub rule: &'static str,
    /// The label reported.
    pub label: Label,
    /// The pattern (regex syntax); it is wrapped in ASCII word boundaries, so it must start and end with a word
    /// character.
    pub pattern: &'static str,
    /// The validator, given the matched text.
    pub check: fn(&str) -> Check,
    /// Cue phrases (see [`crate::context`]).
    pub cues: &'static [&'static str],
    /// Whether a match without a cue is ignored.
    pub cue_required: bool,
    /// Score without a cue (unused when `cue_required`).
    pub score: f32,
    /// Score with a cue.
    pub cue_score: f32,
}

impl Scheme {
    /// A scheme from its eight fields in declaration order (the tables' one-line form).
    #[allow(clippy::too_many_arguments)]
    pub(crate) const fn new(
        rule: &'static str,
        label: Label,
        pattern: &'static str,
        check: fn(&str) -> Check,
        cues: &'static [&'static str],
        cue_required: bool,
        score: f32,
        cue_score: f32,
    ) -> Scheme {
        Scheme { rule, label, pattern, check, cues, cue_required, score, cue_score }
    }
}

impl Scheme {
    /// The same scheme reporting another label (a tax number in a table of identity numbers).
    pub(crate) fn labelled(mut self, label: Label) -> Scheme {
        self.label = label;
        self
    }
}

/// Declares a recognizer that is nothing but a table of schemes: the struct (with the doc comment given), `new()`
/// compiling the schemes returned by the function named, `Default`, and the [`crate::Recognizer`] impl named
/// `national_id` (the rule names of every scheme table start with it).
macro_rules! scheme_recognizer {
    ($(#[$doc:meta])* $name:ident, $schemes:ident) => {
        $(#[$doc])*
        pub struct $name {
            schemes: $crate::recognizers::scheme::Schemes,
        }

        impl $name {
            /// Compiles the schemes.
            pub fn new() -> $name {
                $name { schemes: $crate::recognizers::scheme::Schemes::new($schemes()) }
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::new()
            }
        }

        impl $crate::Recognizer for $name {
            fn name(&self) -> &'static str {
                "national_id"
            }

            fn find(&self, text: &str, out: &mut Vec<$crate::Finding>) {
                self.schemes.find(text, out);
            }
        }
    };
}
pub(crate) use scheme_recognizer;

/// Compiled schemes.
pub(crate) struct Schemes {
    compiled: Vec<(Scheme, Regex)>,
    /// All patterns at once: one pass says which patterns occur at all, so the others never scan the text.
    any: regex::RegexSet,
}

impl Schemes {
    /// Compiles every scheme's pattern.
    pub(crate) fn new(schemes: Vec<Scheme>) -> Schemes {
        let compiled = schemes
            .into_iter()
            .map(|s| {
                let re = Regex::new(&format!(r"(?-u:\b)(?:{})(?-u:\b)", s.pattern))
                    .unwrap_or_else(|e| panic!("pattern of {} compiles: {e}", s.rule));
                (s, re)
            })
            .collect::<Vec<(Scheme, Regex)>>();
        let any = regex::RegexSet::new(compiled.iter().map(|(_, re)| re.as_str())).expect("scheme set compiles");
        Schemes { compiled, any }
    }

    /// Runs every scheme over `text`.
    pub(crate) fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for i in self.any.matches(text).iter() {
            let (s, re) = &self.compiled[i];
            for m in re.find_iter(text) {
                if !super::is_free(text, m.start(), m.end()) || continues_spaced(text, m.start(), m.end(), m.as_str()) {
                    continue;
                }
                let span = Span::new(m.start(), m.end());
                // The check is cheap; the cue lookup only runs when its answer matters.
                let verdict = (s.check)(m.as_str());
                let needs_cue = match verdict {
                    Check::NotThis => continue,
                    Check::Placeholder => s.cue_required,
                    Check::Invalid => true,
                    Check::Valid | Check::Shape => s.cue_required || s.score != s.cue_score,
                };
                // A check digit already vouches for the value: the cue may then stand further away.
                let window = if verdict == Check::Valid { context::WIDE_WINDOW } else { context::DEFAULT_WINDOW };
                let cue = needs_cue && context::find_cue(text, span, s.cues, window).is_some();
                if s.cue_required && !cue {
                    continue;
                }
                let sc = if cue { s.cue_score } else { s.score };
                let f = match verdict {
                    Check::Valid => Finding::new(span, s.label, sc, s.rule).validated(Validation::Confirmed),
                    Check::Shape => Finding::new(span, s.label, sc, s.rule),
                    Check::Placeholder => {
                        Finding::new(span, s.label, score::PLACEHOLDER, Cow::Owned(format!("{}-placeholder", s.rule)))
                            .validated(Validation::Confirmed)
                            .placeholder()
                    }
                    Check::Invalid if cue => Finding::new(span, s.label, 0.0, s.rule).validated(Validation::Rejected),
                    Check::Invalid | Check::NotThis => continue,
                };
                out.push(f);
            }
        }
    }
}

/// A spaced value with another digit group one space before or after it (`1Z 4E4 471 03 9921 0083`) is a piece of
/// a longer number, not an identifier of its own.
fn continues_spaced(text: &str, start: usize, end: usize, value: &str) -> bool {
    if !value.contains(' ') {
        return false;
    }
    let b = text.as_bytes();
    let before = start >= 2 && b[start - 1] == b' ' && b[start - 2].is_ascii_digit();
    let after = end + 1 < b.len() && b[end] == b' ' && b[end + 1].is_ascii_digit();
    before || after
}

/// Test helper: the (label, value, rule) of every finding at or above the default threshold, in text order.
#[cfg(test)]
pub(crate) fn kept(r: &dyn crate::Recognizer, text: &str) -> Vec<(Label, String)> {
    let mut v = Vec::new();
    r.find(text, &mut v);
    v.retain(|f| f.score >= score::DEFAULT_THRESHOLD && f.validation != Validation::Rejected);
    crate::resolve::resolve(v).kept.into_iter().map(|f| (f.label, text[f.span].to_string())).collect()
}

/// Test helper: asserts each positive text yields exactly `[(label, value)]` and each negative yields nothing kept
/// (every failing row is listed, see [`crate::test_table`]).
#[cfg(test)]
pub(crate) fn check_table(r: &dyn crate::Recognizer, positives: &[(&str, Label, &str)], negatives: &[&str]) {
    use crate::test_table::{check_negatives, check_positives, check_size};
    check_size(r.name(), positives.len(), negatives.len(), 10);
    let rows: Vec<(&str, Vec<(Label, String)>)> =
        positives.iter().map(|(text, label, value)| (*text, vec![(*label, value.to_string())])).collect();
    check_positives(&rows, |text| kept(r, text));
    check_negatives(negatives, |text| kept(r, text));
}
