//! Cheap necessary conditions that let the engine and the recognizers skip work that cannot produce a finding.
//!
//! Every condition here is *necessary*: when it does not hold, the work it guards could not have found anything, so
//! skipping it changes no output (the goldens of `examples/bench_stages.rs` stage `candidates` and `blackbar detect`
//! are byte-identical with and without it). A condition that holds only says "maybe": the guarded work then runs
//! exactly as before, on the same text.
//!
//! [`relaxed`]: a regex with Unicode word boundaries (`\b`) cannot run on the lazy DFA over non-ASCII text (the DFA
//! gives up at the first non-ASCII byte and the regex falls back to the PikeVM, 50–100× slower). The same pattern
//! with its word-boundary assertions deleted matches every string the original matches (deleting a zero-width
//! condition only accepts more), runs on the DFA, and so tells cheaply where the original cannot match.

use regex::Regex;

/// The pattern of `re` with every word-boundary assertion (`\b`, `\B`, `\b{start}`, `\<`, `\>`, …) deleted,
/// compiled, when `re` has one; `None` when it has none (nothing to gain), when an assertion is the operand of a
/// repetition operator, or when the relaxed pattern does not compile: the caller then runs `re` unguarded.
///
/// Necessary condition: if `re` matches `hay[s..e]`, the relaxed regex matches `hay[s..e]` too (the same path through
/// the pattern with the deleted conditions unchecked), so `!relaxed.is_match(hay)` implies `!re.is_match(hay)`.
pub fn relaxed(re: &Regex) -> Option<Regex> {
    let p = re.as_str();
    let mut out = String::with_capacity(p.len());
    let mut chars = p.chars().peekable();
    let mut removed = false;
    let mut in_class = 0usize;
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let Some(next) = chars.next() else {
                    out.push(c);
                    break;
                };
                // Inside a class, `\b` is not an assertion (the regex crate refuses it there anyway): keep it.
                if in_class == 0 && matches!(next, 'b' | 'B' | '<' | '>') {
                    removed = true;
                    // `\b{start}`, `\b{end}`, `\b{start-half}`, `\b{end-half}`: the braces belong to the assertion.
                    if next == 'b' && chars.peek() == Some(&'{') {
                        let rest: String = chars.clone().take(12).collect();
                        if let Some(close) = rest.find('}') {
                            let name = &rest[1..close];
                            if matches!(name, "start" | "end" | "start-half" | "end-half") {
                                for _ in 0..=close {
                                    chars.next();
                                }
                            }
                        }
                    }
                    // An assertion that is the operand of a repetition (`\b?`, `\b{2}`): deleting it would hand the
                    // operator to the atom before, which is not a relaxation. No gate.
                    if matches!(chars.peek(), Some('?' | '*' | '+' | '{')) {
                        return None;
                    }
                } else {
                    out.push(c);
                    out.push(next);
                }
            }
            '[' => {
                in_class += 1;
                out.push(c);
                // A `]` right after `[` or `[^` is a literal, not the end of the class.
                if chars.peek() == Some(&'^') {
                    out.push(chars.next().expect("peeked"));
                }
                if chars.peek() == Some(&']') {
                    out.push(chars.next().expect("peeked"));
                }
            }
            ']' if in_class > 0 => {
                in_class -= 1;
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    if !removed {
        return None;
    }
    Regex::new(&out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relaxed_deletes_word_boundaries_only() {
        let cases: &[(&str, Option<&str>)] = &[
            (r"abc", None),
            (r"\bfoo\b", Some("foo")),
            (r"(?:x|y)+\b", Some("(?:x|y)+")),
            (r"(?-u:\b)ab\B", Some("(?-u:)ab")),
            (r"\b{start}word\b{end}", Some("word")),
            (r"\\b", None),
            (r"[\b-]", None),
            (r"a\.\bb", Some(r"a\.b")),
            (r"[]\\]\bx", Some(r"[]\\]x")),
            (r"\<x\>", Some("x")),
        ];
        for (p, want) in cases {
            // `[\b-]` does not compile in the regex crate: nothing to relax.
            let Ok(re) = Regex::new(p) else { continue };
            assert_eq!(relaxed(&re).map(|r| r.as_str().to_string()).as_deref(), *want, "{p}");
        }
        // An assertion that is the operand of a repetition leaves nothing to repeat: no gate.
        assert!(relaxed(&Regex::new(r"a\b?").unwrap()).is_none());
    }

    /// The relaxed regex matches wherever the original does (a necessary condition), on text made of words in
    /// several scripts, digits and punctuation.
    #[test]
    fn relaxed_is_necessary() {
        const PIECES: &[&str] = &["mil", "ochenta", "y", "cinco", "fünf", "zig", "é", "日本", " ", "-", "\n", "de", "juni", "a", "9", "_", "."];
        let patterns = [
            r"(?i)(?:(?:mil|ochenta|cinco|fünf|zig)+\b)(?:[\s\-]+(?:y[\s\-]+)?(?:mil|ochenta|cinco|fünf|zig)+\b){0,3}\s+(?:de\s+)?juni",
            r"\bde\b",
            r"\Bzig\b",
            r"(?i)\b\w+é\b",
        ];
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        for p in patterns {
            let re = Regex::new(p).unwrap();
            let gate = relaxed(&re).expect("has a word boundary");
            for _ in 0..2000 {
                let mut text = String::new();
                for _ in 0..12 {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    text.push_str(PIECES[(seed % PIECES.len() as u64) as usize]);
                }
                if re.is_match(&text) {
                    assert!(gate.is_match(&text), "{p} on {text:?}");
                }
            }
        }
    }
}
