//! Shared runners for table tests (test builds only).
//!
//! Every recognizer and normaliser keeps a table of positive and negative cases. These runners check the whole table
//! and report every failing row at once (not just the first), so a test module is its tables plus one call each.

use std::fmt::Debug;

/// Runs `f` on every `(input, want)` row; panics listing each row where `f(input) != want`. What `f` returns need only
/// compare with `want` (a `String` with a `&str`).
pub(crate) fn check_positives<I: Debug + Copy, W: Debug, G: Debug + PartialEq<W>>(rows: &[(I, W)], f: impl Fn(I) -> G) {
    let failures: Vec<String> = rows
        .iter()
        .filter_map(|(input, want)| {
            let got = f(*input);
            (got != *want).then(|| format!("{input:?}: want {want:?}, got {got:?}"))
        })
        .collect();
    assert!(failures.is_empty(), "{} of {} positives failed:\n{}", failures.len(), rows.len(), failures.join("\n"));
}

/// Runs `f` on every input; panics listing each input for which `f` returned anything (a negative must yield nothing).
pub(crate) fn check_negatives<I: Debug + Copy, T: Debug>(inputs: &[I], f: impl Fn(I) -> Vec<T>) {
    let failures: Vec<String> = inputs
        .iter()
        .filter_map(|input| {
            let got = f(*input);
            (!got.is_empty()).then(|| format!("{input:?}: got {got:?}"))
        })
        .collect();
    assert!(failures.is_empty(), "{} of {} negatives failed:\n{}", failures.len(), inputs.len(), failures.join("\n"));
}

/// Asserts a table has at least `min` rows (the issue asks for 10 positives and 10 negatives per recognizer).
pub(crate) fn check_size(what: &str, positives: usize, negatives: usize, min: usize) {
    assert!(positives >= min && negatives >= min, "{what}: {positives} positives / {negatives} negatives, want ≥ {min} each");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_every_failing_row() {
        let r = std::panic::catch_unwind(|| check_positives(&[("a", 1), ("bb", 1), ("ccc", 3)], |s: &str| s.len()));
        let msg = *r.unwrap_err().downcast::<String>().unwrap();
        assert!(msg.contains("1 of 3 positives failed") && msg.contains("\"bb\""), "{msg}");
        check_positives(&[("a", 1), ("ccc", 3)], |s: &str| s.len());
        let r = std::panic::catch_unwind(|| check_negatives(&["", "x", "yy"], |s: &str| s.chars().collect::<Vec<_>>()));
        let msg = *r.unwrap_err().downcast::<String>().unwrap();
        assert!(msg.contains("2 of 3 negatives failed"), "{msg}");
        check_negatives(&[""], |s: &str| s.chars().collect::<Vec<_>>());
    }

    #[test]
    fn size_check() {
        check_size("t", 10, 10, 10);
        assert!(std::panic::catch_unwind(|| check_size("t", 10, 9, 10)).is_err());
    }
}
