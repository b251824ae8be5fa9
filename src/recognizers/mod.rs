//! The recognizers, one per file. Each file's doc says what it matches and what it deliberately does not.

mod card;
mod email;
mod iban;
mod phone;
mod scheme;

pub use card::CardRecognizer;
pub use email::EmailRecognizer;
pub use iban::IbanRecognizer;
pub use phone::PhoneRecognizer;

use crate::Recognizer;

/// Every built-in recognizer, freshly built.
pub fn builtin() -> Vec<Box<dyn Recognizer>> {
    vec![
        Box::new(CardRecognizer::new()),
        Box::new(EmailRecognizer::new()),
        Box::new(IbanRecognizer::new()),
        Box::new(PhoneRecognizer::new()),
    ]
}

/// The character before byte `at`, if any.
pub(crate) fn char_before(text: &str, at: usize) -> Option<char> {
    text[..at].chars().next_back()
}

/// The character at byte `at`, if any.
pub(crate) fn char_at(text: &str, at: usize) -> Option<char> {
    text[at..].chars().next()
}

/// True when no letter, digit or underscore touches the span `start..end` from outside.
pub(crate) fn is_isolated(text: &str, start: usize, end: usize) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    !char_before(text, start).is_some_and(word) && !char_at(text, end).is_some_and(word)
}

/// True when the span is isolated ([`is_isolated`]) and is not one piece of a longer number written with `.`, `,`,
/// `-`, `/` or `:` (`v1.123456789`, `2024-123-45-6789`, `123456789/2`).
pub(crate) fn is_free(text: &str, start: usize, end: usize) -> bool {
    if !is_isolated(text, start, end) {
        return false;
    }
    let glue = |c: char| matches!(c, '.' | ',' | '-' | '/' | ':');
    let mut before = text[..start].chars().rev();
    if before.next().is_some_and(glue) && before.next().is_some_and(|c| c.is_ascii_digit()) {
        return false;
    }
    let mut after = text[end..].chars();
    !(after.next().is_some_and(glue) && after.next().is_some_and(|c| c.is_ascii_digit()))
}
