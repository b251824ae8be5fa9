//! EMAIL: e-mail addresses written out in full.
//!
//! Matches: `local@domain.tld` where the local part is letters (any script), digits and `._%+'-` in dot-separated
//! runs (so plus-addressing `dana+billing@...` is one span), and the domain is one or more labels of letters, digits
//! and inner hyphens followed by a top-level domain of 2–63 letters (multi-level `mail.corp.example.co.uk` and long
//! or new TLDs `.photography` included). Trailing punctuation is never part of the span.
//!
//! Documentation placeholders — a generic local part (`user`, `you`, `name`, `john.doe`, `firstname.lastname`, …)
//! at a domain reserved for examples (`user@example.com`, `you@company.example`) — are reported at 0.2 under
//! `email/placeholder` with the `placeholder` flag, below the default threshold.
//!
//! Deliberately not matched (yet): quoted local parts (`"john smith"@x.org`), IP-literal domains (`a@[10.0.0.1]`),
//! and obfuscated spoken forms ("dana dot whitfield at example dot com"), which belong to the transcript normaliser.

use regex::Regex;

use crate::finding::score;
use crate::{Finding, Label, Recognizer, Span, Validation};

/// Local parts that documentation writes as a stand-in for anyone's address.
const GENERIC_LOCALS: &[&str] = &[
    "user", "username", "user.name", "name", "yourname", "your.name", "your-name", "you", "your", "me", "someone",
    "somebody", "email", "e-mail", "mail", "address", "emailaddress", "email.address", "firstname.lastname",
    "first.last", "firstname", "lastname", "name.surname", "john.doe", "jane.doe", "johndoe", "janedoe", "john",
    "jane", "test", "tester", "testing", "foo", "bar", "foo.bar", "example", "sample", "demo", "alice", "bob",
];

/// A documentation placeholder: a generic local part at a domain reserved for examples (RFC 2606 / 6761:
/// `example.com`, `.org`, `.net`, and the `.example`, `.test`, `.invalid` and `.localhost` TLDs). A realistic
/// address at example.com ("dana.whitfield@example.com") is not a placeholder: it may be a real one made
/// realistic, or a real one redacted by hand.
fn placeholder(address: &str) -> bool {
    let Some((local, domain)) = address.rsplit_once('@') else { return false };
    let domain = domain.to_lowercase();
    let reserved = matches!(domain.as_str(), "example.com" | "example.org" | "example.net")
        || [".example", ".test", ".invalid", ".localhost"].iter().any(|t| domain.ends_with(t))
        || domain.ends_with(".example.com");
    let local = local.to_lowercase();
    let local = local.split('+').next().unwrap_or(&local);
    reserved && GENERIC_LOCALS.contains(&local)
}

/// Finds e-mail addresses.
pub struct EmailRecognizer {
    re: Regex,
}

impl EmailRecognizer {
    /// Compiles the pattern.
    pub fn new() -> EmailRecognizer {
        let local = r"[\p{L}\p{N}_%+'\-]+(?:\.[\p{L}\p{N}_%+'\-]+)*";
        let label = r"[\p{L}\p{N}](?:[\p{L}\p{N}\-]{0,61}[\p{L}\p{N}])?";
        let re = Regex::new(&format!(r"{local}@(?:{label}\.)+\p{{L}}{{2,63}}")).expect("email pattern compiles");
        EmailRecognizer { re }
    }
}

impl Default for EmailRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for EmailRecognizer {
    fn name(&self) -> &'static str {
        "email"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        // Every address holds an ASCII `@` and no line break: only the lines with an `@` are scanned (one memchr
        // pass over the rest instead of the Unicode local-part class tried at every position). Same matches.
        let b = text.as_bytes();
        let mut from = 0;
        while let Some(at) = b[from..].iter().position(|&c| c == b'@').map(|i| from + i) {
            let start = b[from..at].iter().rposition(|&c| c == b'\n').map_or(from, |i| from + i + 1);
            let end = b[at..].iter().position(|&c| c == b'\n').map_or(b.len(), |i| at + i);
            self.find_in(text, start, end, out);
            from = end;
        }
    }
}

impl EmailRecognizer {
    /// The addresses in `text[start..end]` (a stretch of whole lines), offsets into `text`.
    fn find_in(&self, text: &str, start: usize, end: usize, out: &mut Vec<Finding>) {
        for m in self.re.find_iter(&text[start..end]) {
            let m = Span::new(start + m.start(), start + m.end());
            // A TLD glued to more letters or digits ("a@b.comx1") is not an address end.
            if super::char_at(text, m.end).is_some_and(|c| c.is_alphanumeric()) {
                continue;
            }
            let f = Finding::new(m, Label::Email, score::CONFIRMED, "email/address").validated(Validation::NotApplicable);
            out.push(if placeholder(&text[m]) { Finding { rule: "email/placeholder".into(), ..f }.placeholder() } else { f });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::Email as E;
        check_table(
            &EmailRecognizer::new(),
            &[
                ("mail dana.whitfield@gmail.com today", E, "dana.whitfield@gmail.com"),
                ("dana+billing@fastmail.fm.", E, "dana+billing@fastmail.fm"),
                ("Contact: j.o-neil_84@mail.corp.example.co.uk, thanks", E, "j.o-neil_84@mail.corp.example.co.uk"),
                ("<nguyen.van.an@yahoo.com.vn>", E, "nguyen.van.an@yahoo.com.vn"),
                ("studio@lightandlens.photography!", E, "studio@lightandlens.photography"),
                ("(müller.jürgen@web.de)", E, "müller.jürgen@web.de"),
                ("email: AHMED.K@HOTMAIL.CO.UK", E, "AHMED.K@HOTMAIL.CO.UK"),
                ("write to o'brien.s@eircom.net?", E, "o'brien.s@eircom.net"),
                ("it's priya_r2001@rediffmail.com;", E, "priya_r2001@rediffmail.com"),
                ("寄到 wang.lei@163.com 谢谢", E, "wang.lei@163.com"),
                ("reply to mailbag@thecoldopenpod.com, or call", E, "mailbag@thecoldopenpod.com"),
            ],
            &[
                "user@example.com is the placeholder",
                "see you@company.example",
                "version 2.14.3 @ build 6",
                "the @dwhitfield handle",
                "ping me @ 10:30",
                "price is 3@5.00 each",
                "an email address",
                "dana at example dot com",
                "a@b",
                "foo@bar without a dot",
                "@@@",
            ],
        );
    }
}
