//! The trait every recognizer implements.

use crate::Finding;

/// Finds candidate identifiers of one family in a text.
///
/// A recognizer never modifies the text and never looks at another recognizer's output: every recognizer runs over
/// the original text and the engine resolves all candidates once (see [`crate::resolve`]). Candidates that failed a
/// validator are still pushed, with [`crate::Validation::Rejected`] and a score of 0, so that the explanation can
/// say why a value was not redacted.
pub trait Recognizer: Send + Sync {
    /// The family name, used as the prefix of every rule it reports (`"email"`).
    fn name(&self) -> &'static str;

    /// Appends every candidate in `text` to `out`. Spans are UTF-8 byte offsets into `text`.
    fn find(&self, text: &str, out: &mut Vec<Finding>);
}
