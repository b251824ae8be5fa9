//! Spoken and obfuscated e-mail addresses, rewritten as `local@domain.tld`.
//!
//! Connectors between two tokens (case-insensitive, on whole words, with spaces around, or in brackets `[at]`,
//! `(dot)`, `{at}`, `<at>`): `at` → `@`; `dot` → `.`; `underscore` → `_`; `dash` / `hyphen` → `-`; `plus` → `+`
//! (local part only); a spaced `@` (`dana @ gmail.com`). Written connectors without spaces (`.`, `_`, `-`, `+`)
//! join as they are, so mixed forms work: "dana.whitfield at gmail dot com".
//!
//! The local part is the token just before `at` and every token joined to it by connectors; the domain is the token
//! just after and every token joined by `dot` / `dash`. Written digits right after a word join the local part
//! ("dana 79 at …", as the numbers pass leaves "dana seven nine at …") → `dana79@…`. An address is rewritten only when the result has the shape
//! `local@domain.tld`: at least one dot in the domain, and a top-level domain of letters that is either two letters
//! (country codes) or a common generic one (`com`, `org`, `net`, `io`, …).
//!
//! When `at` is the only spoken connector and the local part is one word ("dana at gmail.com"), the domain must
//! start with a known mail provider (`gmail`, `outlook`, `yahoo`, …): prose says "sales at Acme.com" about websites.
//!
//! Deliberately left as words: "at the end of the day" (no local part), "sales at acme.com" (see above), "meet me at the station" (no dot), a local
//! part that is one common word ("look at google dot com", "I work at acme dot io"), an unknown long TLD ("at
//! nine dot thirty"), a local part said with spaces and no connector ("dana whitfield at …" gives
//! `whitfield@…`; the name before it is left for the names recognizer).

use super::spoken::{tokenize, Kind, Token};
use super::Edit;
use crate::Span;

/// Generic top-level domains accepted (any two-letter country code is accepted too).
const TLDS: &[&str] = &[
    "com", "net", "org", "edu", "gov", "mil", "int", "info", "biz", "name", "pro", "mobi", "app", "dev", "io", "ai",
    "xyz", "online", "site", "tech", "store", "blog", "cloud", "email", "live", "life", "shop", "club", "page", "mail",
    "me", "tv",
];

/// Mail providers: the first label of a domain that may follow a bare spoken `at` after a single word.
#[rustfmt::skip]
const PROVIDERS: &[&str] = &[
    "gmail", "googlemail", "yahoo", "ymail", "hotmail", "outlook", "live", "msn", "icloud", "me", "mac", "aol",
    "proton", "protonmail", "pm", "gmx", "web", "mail", "yandex", "zoho", "fastmail", "hey", "qq", "naver", "daum",
    "hanmail", "rediffmail", "orange", "free", "laposte", "libero", "comcast", "verizon", "btinternet", "bigpond",
];

/// Single words that are never a whole local part ("look at google dot com").
#[rustfmt::skip]
const STOP: &[&str] = &[
    "a", "an", "the", "it", "its", "this", "that", "them", "him", "her", "me", "us", "you", "we", "they", "i", "he",
    "she", "is", "are", "was", "were", "be", "been", "am", "look", "looking", "looked", "work", "works", "working",
    "worked", "job", "live", "lives", "living", "stay", "staying", "based", "here", "there", "up", "out", "in", "on",
    "online", "site", "website", "page", "go", "going", "went", "find", "found", "reach", "reached", "contact", "call",
    "text", "phone", "number", "extension", "ext", "room", "floor", "suite", "desk", "team", "time", "times", "email",
    "mail", "write", "available", "hired", "employed", "anyone", "someone", "everyone", "and", "or", "but", "not",
    "only", "just", "also", "back", "home", "office", "sign", "log", "logged", "registered",
];

/// A connector: what it becomes and the span it replaces (empty text when written as it is).
#[derive(Clone, Copy, Debug)]
struct Conn {
    sym: char,
    /// The span to replace, or `None` for a written connector kept as it is.
    span: Option<Span>,
    /// Index of the token after the connector.
    next: usize,
}

fn spaces(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c == ' ' || c == '\t')
}

/// The connector a spoken word stands for (`at` → `@`, `dot` → `.`, …), in the languages listed.
pub(crate) fn marker(w: &str) -> Option<char> {
    // English, then the words Spanish, Portuguese, French, Italian, German, Dutch, Polish, Czech, Hungarian and
    // Vietnamese speakers use.
    [
        ("at", '@'), ("dot", '.'), ("underscore", '_'), ("dash", '-'), ("hyphen", '-'), ("plus", '+'),
        ("arroba", '@'), ("arobase", '@'), ("chiocciola", '@'), ("klammeraffe", '@'), ("apenstaartje", '@'),
        ("punto", '.'), ("ponto", '.'), ("punkt", '.'), ("point", '.'), ("guion", '-'), ("guión", '-'),
        ("tiret", '-'), ("trattino", '-'), ("bindestrich", '-'), ("streepje", '-'),
        // Polish, Czech, Hungarian, Dutch/Catalan, Vietnamese; underscores and hyphens in pt/de/fr/pl.
        ("małpa", '@'), ("malpa", '@'), ("kropka", '.'), ("myślnik", '-'), ("podkreślnik", '_'),
        ("podkreślenie", '_'), ("zavináč", '@'), ("tečka", '.'), ("kukac", '@'), ("pont", '.'), ("punt", '.'),
        ("chấm", '.'), ("sublinhado", '_'), ("underline", '_'), ("traço", '-'), ("hífen", '-'),
        ("unterstrich", '_'), ("souligné", '_'),
    ]
        .iter()
        .find(|(s, _)| s.eq_ignore_ascii_case(w))
        .map(|&(_, c)| c)
}

struct Scan<'t> {
    text: &'t str,
    toks: &'t [Token],
}

impl Scan<'_> {
    fn content(&self, i: usize) -> bool {
        let t = self.toks[i];
        !(t.kind == Kind::Word && marker(&self.text[t.span]).is_some())
    }

    /// The connector right after token `i` (towards token `i + 1` or, for a spoken marker, `i + 2`).
    fn after(&self, i: usize) -> Option<Conn> {
        let toks = self.toks;
        let b = *toks.get(i + 1)?;
        let g = &self.text[toks[i].span.end..b.span.start];
        if let Some(sym @ ('.' | '_' | '-' | '+')) = single(g) {
            return Some(Conn { sym, span: None, next: i + 1 });
        }
        // A spaced `@`, or one that ends a wrapped line ("mailbag@" / "thecoldopenpod.com" in a subtitle).
        if g.trim_matches([' ', '\t', '\r', '\n']) == "@" && g != "@" && g.matches('\n').count() <= 1 {
            return Some(Conn { sym: '@', span: Some(Span::new(toks[i].span.end, b.span.start)), next: i + 1 });
        }
        if b.kind != Kind::Word {
            return None;
        }
        let sym = marker(&self.text[b.span])?;
        let c = *toks.get(i + 2)?;
        let (g1, g2) = (g, &self.text[b.span.end..c.span.start]);
        let (t1, t2) = (g1.trim_matches([' ', '\t']), g2.trim_matches([' ', '\t']));
        let ok = match (t1, t2) {
            ("", "") => spaces(g1) && spaces(g2),
            ("[", "]") | ("(", ")") | ("{", "}") | ("<", ">") => true,
            _ => false,
        };
        ok.then_some(Conn { sym, span: Some(Span::new(toks[i].span.end, c.span.start)), next: i + 2 })
    }

    /// The connector right before token `j`, and the index of the token before it.
    fn before(&self, j: usize) -> Option<(Conn, usize)> {
        for back in [1, 2] {
            let i = j.checked_sub(back)?;
            if let Some(c) = self.after(i).filter(|c| c.next == j) {
                return Some((c, i));
            }
        }
        None
    }

    /// The address whose `@` connector follows token `i`, as edits, and the index of its last token.
    fn address(&self, i: usize, at: Conn) -> Option<(Vec<Edit>, usize)> {
        let mut conns = vec![at];
        // Local part, leftwards. Written digits right after a word join it once ("dana 79 at …", as the numbers
        // pass leaves "dana seventy nine at …") → `dana79@…`, and the chain goes on leftwards from the word.
        if !self.content(i) {
            return None;
        }
        let mut first = i;
        let mut local_tokens = 1;
        let mut glue = None;
        loop {
            if let Some((c, prev)) = self.before(first) {
                if c.sym == '@' || !self.content(prev) {
                    break;
                }
                conns.push(c);
                first = prev;
                local_tokens += 1;
                continue;
            }
            if glue.is_none() && self.toks[first].kind == Kind::Digits && first > 0 {
                let prev = self.toks[first - 1];
                let w = &self.text[prev.span];
                if spaces(&self.text[prev.span.end..self.toks[first].span.start])
                    && prev.kind == Kind::Word
                    && self.content(first - 1)
                    && !STOP.iter().any(|s| s.eq_ignore_ascii_case(w))
                {
                    glue = Some(Edit::new(Span::new(prev.span.end, self.toks[first].span.start), ""));
                    first -= 1;
                    local_tokens += 1;
                    continue;
                }
            }
            break;
        }
        if local_tokens == 1 {
            let w = &self.text[self.toks[i].span];
            if STOP.iter().any(|s| s.eq_ignore_ascii_case(w)) {
                return None;
            }
        }
        // Domain, rightwards.
        let mut last = at.next;
        if !self.content(last) {
            return None;
        }
        let mut dots = 0;
        let mut tld_start = last;
        while let Some(c) = self.after(last).filter(|c| matches!(c.sym, '.' | '-') && self.content(c.next)) {
            if c.sym == '.' {
                dots += 1;
                tld_start = c.next;
            }
            conns.push(c);
            last = c.next;
        }
        let tld = &self.text[self.toks[tld_start].span];
        let tld_ok = tld_start == last
            && tld.bytes().all(|b| b.is_ascii_alphabetic())
            && (tld.len() == 2 || TLDS.iter().any(|t| t.eq_ignore_ascii_case(tld)));
        if dots == 0 || !tld_ok {
            return None;
        }
        let mut edits: Vec<Edit> =
            conns.iter().filter_map(|c| c.span.map(|s| Edit::new(s, String::from(c.sym)))).collect();
        if edits.is_empty() {
            return None;
        }
        // "Sales at Acme.com": only `at` spoken, one word before it. Prose says this about websites; speech says it
        // about mailboxes at the big providers, so the domain must be one of them.
        let bare_at = at.span.is_some_and(|s| self.text[s].trim_matches([' ', '\t']).eq_ignore_ascii_case("at"));
        if bare_at && edits.len() == 1 && local_tokens == 1 {
            let host = &self.text[self.toks[at.next].span];
            if !PROVIDERS.iter().any(|p| p.eq_ignore_ascii_case(host)) {
                return None;
            }
        }
        edits.extend(glue);
        crate::sort::sort_by_key(&mut edits, |e| e.span.start);
        Some((edits, last))
    }
}

/// The single character `g` consists of.
fn single(g: &str) -> Option<char> {
    let mut cs = g.chars();
    let c = cs.next()?;
    cs.next().is_none().then_some(c)
}

/// The edits that rewrite spoken e-mail addresses in `text` (sorted, disjoint).
pub(crate) fn edits(text: &str) -> Vec<Edit> {
    let lower = text.as_bytes();
    // Fast exit: no "at" (or another language's word for "@") and no "@".
    let has = |needle: &[u8]| lower.windows(needle.len()).any(|w| w.eq_ignore_ascii_case(needle));
    if !has(b"at") && !has(b"arrob") && !has(b"arobas") && !has(b"chiocc") && !has(b"klammer") && !has(b"apenst")
        && !has("małpa".as_bytes()) && !has(b"malpa") && !has(b"zavin") && !has(b"kukac")
        && !text.contains('@')
    {
        return Vec::new();
    }
    let toks = tokenize(text);
    let scan = Scan { text, toks: &toks };
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < toks.len() {
        match scan.after(i).filter(|c| c.sym == '@') {
            Some(at) => match scan.address(i, at) {
                Some((edits, last)) => {
                    out.extend(edits);
                    i = last + 1;
                }
                None => i += 1,
            },
            None => i += 1,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::shadow;
    use super::super::tests::{check_pass, check_shadow_spans};

    const POSITIVES: &[(&str, &str)] = &[
        ("g kropka wisniewski kropka pawlak małpa poczta kropka onet kropka pl", "g.wisniewski.pawlak@poczta.onet.pl"),
        ("jan podkreślnik nowak małpa wp kropka pl", "jan_nowak@wp.pl"),
        ("ana ponto souza arroba gmail ponto com", "ana.souza@gmail.com"),
        ("dana dot whitfield at gmail dot com", "dana.whitfield@gmail.com"),
        ("it's dana dot whitfield at gmail dot com, thanks", "it's dana.whitfield@gmail.com, thanks"),
        ("j [at] x [dot] com", "j@x.com"),
        ("j (at) x (dot) co (dot) uk", "j@x.co.uk"),
        ("john underscore smith at mail dash box dot io", "john_smith@mail-box.io"),
        ("DANA AT EXAMPLE DOT ORG", "DANA@EXAMPLE.ORG"),
        ("dana.whitfield at gmail.com", "dana.whitfield@gmail.com"),
        ("dana @ gmail.com", "dana@gmail.com"),
        ("dana at outlook.com", "dana@outlook.com"),
        ("sales [at] acme.com", "sales@acme.com"),
        ("x @ acme.com", "x@acme.com"),
        ("dana.w at acme.com", "dana.w@acme.com"),
        ("dana plus billing at corp dot example dot vn", "dana+billing@corp.example.vn"),
        ("email me at dana at gmail dot com", "email me at dana@gmail.com"),
        ("j{at}x{dot}de", "j@x.de"),
        ("write to h dot nguyen at congty dot vn", "write to h.nguyen@congty.vn"),
        ("mailbag@\nthecoldopenpod.com, or", "mailbag@thecoldopenpod.com, or"),
    ];

    const NEGATIVES: &[&str] = &[
        "at the end of the day",
        "meet me at the station",
        "look at google dot com",
        "I work at acme dot io",
        "we met at nine dot thirty",
        "dana at gmail",
        "dana at gmail dot",
        "dot at dot com",
        "price at two dot five",
        "dana at gmail dot community",
        "h dot nguyen at cong ty dot vn",
        "dana@gmail.com is already plain",
        "sales at Amazon.com are up",
        "jobs at google.com",
        "mailbag@\n\nthecoldopenpod.com",
    ];

    #[test]
    fn tables() {
        check_pass(shadow, POSITIVES, NEGATIVES);
    }

    #[test]
    fn spans_map_to_the_words() {
        let rows = [
            (
                "mail dana dot whitfield at gmail dot com now",
                "dana.whitfield@gmail.com",
                "dana dot whitfield at gmail dot com",
            ),
            ("mail dana dot whitfield at gmail dot com now", "@", " at "),
            ("j [at] x [dot] com", "x.com", "x [dot] com"),
        ];
        check_shadow_spans(&rows);
    }
}
