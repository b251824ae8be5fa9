//! Tokens for the transcript passes: maximal runs of letters and digits, and how the text between two of them
//! separates them.

use crate::Span;

/// A token: a maximal run of letters and digits (an apostrophe between two of them stays inside: "it's").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    /// Where, in bytes.
    pub span: Span,
    /// What it is made of.
    pub kind: Kind,
}

/// What a token is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Letters only (apostrophes allowed inside).
    Word,
    /// ASCII digits only.
    Digits,
    /// Anything else: letters and digits mixed, or other numerals.
    Mixed,
}

/// The tokens of `text`, in order.
pub(crate) fn tokenize(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if !c.is_alphanumeric() {
            continue;
        }
        let (mut letters, mut digits, mut other) = (false, false, false);
        let mut classify = |c: char| {
            if c.is_ascii_digit() {
                digits = true
            } else if c.is_alphabetic() {
                letters = true
            } else if c != '\'' && c != '\u{2019}' {
                other = true
            }
        };
        classify(c);
        let mut end = start + c.len_utf8();
        while let Some(&(i, d)) = chars.peek() {
            if d.is_alphanumeric() {
                classify(d);
                end = i + d.len_utf8();
                chars.next();
            } else if (d == '\'' || d == '\u{2019}')
                && text[i + d.len_utf8()..].chars().next().is_some_and(char::is_alphanumeric)
            {
                end = i + d.len_utf8();
                chars.next();
            } else {
                break;
            }
        }
        let kind = match (letters, digits, other) {
            (true, false, false) => Kind::Word,
            (false, true, false) => Kind::Digits,
            _ => Kind::Mixed,
        };
        out.push(Token { span: Span::new(start, end), kind });
    }
    out
}

/// How two neighbouring tokens are separated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Gap {
    /// Spaces or tabs, with at most one hyphen: the same group or run.
    Join,
    /// A comma, an ellipsis or one line break (with spaces): a pause between groups of one run.
    Pause,
    /// Anything else: the run ends.
    Break,
}

/// Classifies the text between two tokens.
pub(crate) fn gap(g: &str) -> Gap {
    let core = g.trim_matches(|c| c == ' ' || c == '\t');
    match core {
        "" | "-" => Gap::Join,
        "," | "…" | "..." | "\n" | "\r\n" => Gap::Pause,
        _ => Gap::Break,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_gaps() {
        let text = "it's 415-five, o'clock 4x W…";
        let toks: Vec<(&str, Kind)> = tokenize(text).iter().map(|t| (&text[t.span], t.kind)).collect();
        assert_eq!(
            toks,
            [
                ("it's", Kind::Word),
                ("415", Kind::Digits),
                ("five", Kind::Word),
                ("o'clock", Kind::Word),
                ("4x", Kind::Mixed),
                ("W", Kind::Word),
            ]
        );
        let rows = [(" ", Gap::Join), (" - ", Gap::Join), (", ", Gap::Pause), (" … ", Gap::Pause), ("\n", Gap::Pause)];
        for (g, want) in rows {
            assert_eq!(gap(g), want, "{g:?}");
        }
        for g in ["\n\n", ". ", "; ", "/", " -- "] {
            assert_eq!(gap(g), Gap::Break, "{g:?}");
        }
    }
}
