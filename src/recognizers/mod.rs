//! The recognizers, one per file. Each file's doc says what it matches and what it deliberately does not.

mod email;
pub(crate) mod person;
mod phone;

pub use email::EmailRecognizer;
pub use person::PersonRecognizer;
pub use phone::PhoneRecognizer;

use crate::Recognizer;

/// Every built-in recognizer, freshly built.
pub fn builtin() -> Vec<Box<dyn Recognizer>> {
    vec![Box::new(EmailRecognizer::new()), Box::new(PhoneRecognizer::new()), Box::new(PersonRecognizer::new())]
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
