//! What a recognizer reports: a labelled, scored span of the original text.

use std::borrow::Cow;

use crate::{Label, Span};

/// The score scale, shared by every recognizer so one threshold means the same thing for all of them.
///
/// | score | meaning |
/// |---|---|
/// | 0.1–0.3 | a weak shape with no supporting evidence (documentation placeholders sit here) |
/// | 0.4–0.6 | a shape that is usually the identifier, without a validator or a context cue |
/// | 0.7–0.8 | a strong shape, or a weak shape with a context cue |
/// | 0.9–1.0 | confirmed by a validator (check digit, numbering plan) or an unambiguous structure |
pub mod score {
    /// Documentation placeholders and other values users may want to keep.
    pub const PLACEHOLDER: f32 = 0.2;
    /// A shape alone.
    pub const WEAK: f32 = 0.4;
    /// A shape that is usually the identifier.
    pub const MEDIUM: f32 = 0.6;
    /// A strong shape, or a weak one with a cue.
    pub const STRONG: f32 = 0.8;
    /// Confirmed by a validator or an unambiguous structure.
    pub const CONFIRMED: f32 = 0.95;
    /// The default threshold: findings scoring below it are kept as rejected candidates, not redacted.
    pub const DEFAULT_THRESHOLD: f32 = 0.5;
}

/// The verdict of a recognizer's validator on a candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Validation {
    /// A check (digit, numbering plan, structure) confirmed it.
    Confirmed,
    /// A check rejected it: kept as a candidate so `explain` can say why it was not redacted.
    Rejected,
    /// No check exists for this shape.
    NotApplicable,
}

/// One candidate identifier: a span of the original text, its label, score and the rule that found it.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// Where, in UTF-8 bytes of the analysed text.
    pub span: Span,
    /// What.
    pub label: Label,
    /// How sure, on the scale of [`score`].
    pub score: f32,
    /// The rule that matched, `"recognizer/pattern"` (e.g. `"phone/nanp"`).
    pub rule: Cow<'static, str>,
    /// The validator's verdict.
    pub validation: Validation,
    /// Entity id within the document (mentions of one person share it); `None` until linking assigns one.
    pub entity: Option<u32>,
    /// A documentation placeholder (`user@example.com`, a NANP 555-01xx number, the test card 4242 4242 4242 4242,
    /// an address in a documentation network such as 203.0.113.0/24): reported at [`score::PLACEHOLDER`], below
    /// the default threshold, so a user can choose to redact it by lowering the label's threshold.
    pub placeholder: bool,
}

impl Finding {
    /// A finding with no validator and no entity.
    pub fn new(span: Span, label: Label, score: f32, rule: impl Into<Cow<'static, str>>) -> Finding {
        Finding {
            span,
            label,
            score,
            rule: rule.into(),
            validation: Validation::NotApplicable,
            entity: None,
            placeholder: false,
        }
    }

    /// The same finding as a documentation placeholder, at [`score::PLACEHOLDER`].
    pub fn placeholder(mut self) -> Finding {
        self.placeholder = true;
        self.score = score::PLACEHOLDER;
        self
    }

    /// The same finding with a validator verdict.
    pub fn validated(mut self, validation: Validation) -> Finding {
        self.validation = validation;
        self
    }
}
