//! Cue-first matching for identifiers that have no shape of their own: a cue phrase, a few filler words, the value.
//!
//! Passport, driving licence, account numbers, user names and plates look like any other code, so they are reported
//! only after a cue: the driver scans the text once for the cues (one case-insensitive regex, whole words checked
//! with [`super::is_isolated`]), then walks at most [`MAX_WORDS`] words and [`MAX_SCAN`] bytes forward, skipping
//! punctuation, and takes the first place where the value pattern matches, anchored, and the kind's `accept` agrees
//! (enough digits, not a stop word). The walk ends early at a word that introduces another kind of number
//! ("order", "phone", "expires", "balance", …; not "reference" in "for future reference"). Cues written in capitals
//! in a kind's list ("EIN", "NIP") match only in capitals. `accept` is told whether the value was *introduced*: only filler
//! words ("number", "no", "is", "my", "là", …) and a `:`, `=` or "is" between cue and value. For kinds that allow it
//! (documents), up to two more values that follow within half the walk are reported too ("his passport is N481172,
//! mine is 561738294"). Values written
//! *before* their cue ("12345678 is my account") are not matched here (the account recognizer has its own rule).
//! A kind may walk further after some of its cues ([`Cued::reach`]) and stop at more words ([`Cued::stops`]).

use std::borrow::Cow;

use regex::Regex;

use crate::{Finding, Label, Span};

/// How many words after a cue are searched for its value: a question and its answer ("licence number? CALLER:
/// D4471829") fit.
pub(crate) const MAX_WORDS: usize = 8;

/// How many bytes after a cue are searched, at most.
pub(crate) const MAX_SCAN: usize = 120;

/// Words that end the search: a number after them is something else.
const STOPS: &[&str] = &[
    "order", "invoice", "ticket", "tracking", "reference", "ref", "transaction", "confirmation", "booking", "sku",
    "phone", "tel", "mobile", "call", "email", "date", "dob", "born", "expires", "expiry", "exp", "issued", "amount",
    "balance", "total", "price", "key", "version", "build", "flight", "room", "page", "zip", "postcode", "users",
    "items", "times", "attempts", "days", "years", "months", "fleet", "asset", "port", "pid", "scheme", "mandate",
    "mandatsreferenz", "claim", "paybill", "till",
];

/// Words that may stand between a cue and its value.
const FILLERS: &[&str] = &[
    "number", "numbers", "no", "nos", "num", "nr", "nummer", "numéro", "número", "numero", "is", "was", "are", "id",
    "the", "my", "his", "her", "your", "our", "their", "of", "on", "reads", "code", "là", "số", "của", "tôi", "es",
    "est", "ist", "é", "n", "me", "at", "mein", "meine", "mon", "ma", "mi", "il", "plate", "card",
];

/// One cue-required kind of value.
pub(crate) struct Kind {
    /// The rule reported.
    pub rule: &'static str,
    /// The label reported.
    pub label: Label,
    /// The score reported.
    pub score: f32,
    /// Cue phrases (spaces match any run of white space; `'` matches `'`, `’` or nothing). A cue written in
    /// capitals only (`"EIN"`, `"NIP"`) matches only in capitals: as a lower-case word it is something else
    /// ("ein Konto", "nip out"); cues in lower case match in any case.
    pub cues: &'static [&'static str],
    /// The value pattern (anchored where the value starts).
    pub value: &'static str,
    /// Whether values that closely follow the first one are reported too (lists of documents); off where a second
    /// code nearby is usually something else (a fleet number after a plate).
    pub chain: bool,
    /// Accepts or refuses a matched value; the flag says whether it was introduced by `:`, `=` or "is" (a strong
    /// sign that a value follows, even a plain word).
    pub accept: fn(&str, bool) -> bool,
}

/// A compiled [`Kind`].
pub(crate) struct Cued {
    kind: Kind,
    cue: Regex,
    value: Regex,
    /// Words and bytes walked after a cue ([`MAX_WORDS`], [`MAX_SCAN`] unless [`Cued::reach`] widens them).
    words: usize,
    scan: usize,
    /// Which cues get the wider reach (the others walk [`MAX_WORDS`] and [`MAX_SCAN`]).
    wide: fn(&str) -> bool,
    /// More words that end the walk, for this kind only (see [`Cued::stops`]).
    stops: &'static [&'static str],
}

/// The cue regex for a list of phrases; with `capitals_exact` (the built-in kinds' lists, not a configuration's
/// extra cues, which match in any case as documented) a cue in capitals matches only in capitals.
fn cue_pattern(cues: &[&str], capitals_exact: bool) -> String {
    let mut cues: Vec<&str> = cues.to_vec();
    crate::sort::sort_by_key(&mut cues, |c| std::cmp::Reverse(c.len()));
    let alts: Vec<String> = cues
        .iter()
        .map(|c| {
            let words = c.split(' ').map(|w| regex::escape(w).replace('\'', "['’]?")).collect::<Vec<_>>().join(r"\s+");
            let capitals = capitals_exact && c.chars().any(char::is_uppercase) && !c.chars().any(char::is_lowercase);
            if capitals { format!("(?-i:{words})") } else { words }
        })
        .collect();
    format!("(?i:{})", alts.join("|"))
}

impl std::fmt::Debug for Cued {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Cued({})", self.kind.rule)
    }
}

impl Cued {
    /// The kind's value pattern and checks after other cues (a configuration's, see
    /// [`crate::context::UserCues`]); the kind's own cues are not scanned for.
    pub(crate) fn with_cues(kind: Kind, cues: &[String]) -> Cued {
        let cues: Vec<&str> = cues.iter().map(String::as_str).collect();
        let cue = Regex::new(&cue_pattern(&cues, false)).expect("escaped cues compile");
        let value = Regex::new(&format!("^(?:{})", kind.value)).expect("the kind's value compiles");
        Cued { kind, cue, value, words: MAX_WORDS, scan: MAX_SCAN, wide: |_| false, stops: &[] }
    }

    /// Compiles a kind.
    pub(crate) fn new(kind: Kind) -> Cued {
        let cue = Regex::new(&cue_pattern(kind.cues, true)).unwrap_or_else(|e| panic!("cues of {} compile: {e}", kind.rule));
        let value = Regex::new(&format!("^(?:{})", kind.value))
            .unwrap_or_else(|e| panic!("value of {} compiles: {e}", kind.rule));
        Cued { kind, cue, value, words: MAX_WORDS, scan: MAX_SCAN, wide: |_| false, stops: &[] }
    }

    /// Walks up to `words` words and `scan` bytes after a cue instead of [`MAX_WORDS`] and [`MAX_SCAN`] (a kind whose
    /// value is often answered after a hesitation: "account number? caller: um let me grab it… okay it's …").
    /// Only cues for which `wide` holds, alone or with the filler word after them ("account" + "number"), get it
    /// ("account number?" is a question whose answer may come late; a bare "account" in a sentence is not).
    pub(crate) fn reach(mut self, words: usize, scan: usize, wide: fn(&str) -> bool) -> Cued {
        (self.words, self.scan, self.wide) = (words, scan, wide);
        self
    }

    /// Adds words that end the walk for this kind only (an account walk stops at "username" or "bestelnummer").
    pub(crate) fn stops(mut self, stops: &'static [&'static str]) -> Cued {
        self.stops = stops;
        self
    }

    /// Reports every cued value in `text`: the first value after each cue, and up to two more that follow it closely
    /// ("his passport is N481172, mine is 561738294").
    pub(crate) fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let mut from = 0;
        while let Some(m) = self.cue.find_at(text, from) {
            // A match that is not a whole word ("bank account" inside "gtbank account") may hide a shorter cue that
            // is one ("account"): look again from the next character, not after the match.
            // Scripts written without spaces (Japanese, Chinese) put a particle or the value right after a cue
            // ("口座番号は1234567です"): a cue ending in such a character needs no word break after it.
            let unspaced = |c: char| ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{4e00}'..='\u{9fff}').contains(&c);
            // A cue ending in `#` ("customer #", "acct #") may touch its value: `acct #88213409`.
            let isolated = isolated_cue(text, m.start(), m.end())
                || (m.as_str().ends_with('#') && isolated_cue(text, m.start(), m.end() - 1))
                || (m.as_str().chars().next_back().is_some_and(unspaced)
                    // Not the end of a longer word ("電話番号", "カード番号" are not "番号"); a particle may precede.
                    && !super::char_before(text, m.start())
                        .is_some_and(|c| c.is_alphanumeric() && !('\u{3040}'..='\u{309f}').contains(&c)));
            from = if isolated {
                m.end().max(m.start() + 1)
            } else {
                m.start() + super::char_at(text, m.start()).map_or(1, char::len_utf8)
            };
            // A cue inside a hyphenated compound is another word ("bucket-handle tear", "handle-bar").
            let hyphen_before = text[..m.start()].ends_with('-')
                && super::char_before(text, m.start() - 1).is_some_and(char::is_alphabetic);
            let hyphen_after = text[m.end()..].starts_with('-')
                && super::char_at(text, m.end() + 1).is_some_and(char::is_alphabetic);
            if !isolated || hyphen_before || hyphen_after {
                continue;
            }
            // The cue with the word after it, if that is a filler ("account" + "number").
            let next: String = text[m.end()..]
                .trim_start_matches(|c: char| c.is_whitespace() || c == '.')
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '#')
                .collect::<String>()
                .to_lowercase();
            let cue = m.as_str().to_lowercase();
            let wide = (self.wide)(&cue)
                || (FILLERS.contains(&next.as_str()) || next == "#") && (self.wide)(&format!("{cue} {next}"));
            let (words0, scan) = if wide { (self.words, self.scan) } else { (MAX_WORDS, MAX_SCAN) };
            let (mut pos, mut words) = (m.end(), words0);
            for _ in 0..if self.kind.chain { 3 } else { 1 } {
                let Some(span) = self.value_after(text, pos, words, scan) else { break };
                out.push(Finding::new(span, self.kind.label, self.kind.score, Cow::Borrowed(self.kind.rule)));
                (pos, words) = (span.end, words0 / 2);
            }
        }
    }

    /// The value within `words` words and `scan` bytes after `pos` (a field name found by another scan: see
    /// `account_slot.rs`), with this kind's value pattern, stop words and checks.
    pub(crate) fn value_at(&self, text: &str, pos: usize, words: usize, scan: usize) -> Option<Span> {
        self.value_after(text, pos, words, scan)
    }

    /// The words and bytes walked after a cue that asks for a number (see [`Cued::reach`]).
    pub(crate) fn wide_reach(&self) -> (usize, usize) {
        (self.words, self.scan)
    }

    /// The value within `max_words` words after `pos`, if one is there.
    fn value_after(&self, text: &str, mut pos: usize, max_words: usize, scan: usize) -> Option<Span> {
        let limit = pos + scan;
        // `introduced`: only fillers so far, and a `:`, `=` or "is" among them.
        let (mut direct, mut introduced) = (true, false);
        for _ in 0..=max_words {
            let rest = &text[pos..];
            let skip = rest.len()
                - rest
                    .trim_start_matches(|c: char| {
                        c.is_whitespace()
                            || (c.is_ascii_punctuation() && c != '@')
                            || "–—°º«»“”‘’…：、，。（）".contains(c)
                            // Japanese topic and subject particles right after a cue: 口座番号は1234567です.
                            || "はがを".contains(c)
                    })
                    .len();
            introduced |= direct && rest[..skip].contains([':', '=', '：']);
            pos += skip;
            if pos >= limit.min(text.len()) {
                return None;
            }
            let rest = &text[pos..];
            // A word ends where the script changes between CJK and the rest ("号码是E12345678": the value is
            // written right after the particle, without a space).
            let cjk = rest.chars().next().is_some_and(is_cjk);
            let word: String = rest
                .chars()
                .take_while(|&c| (c.is_alphanumeric() || c == '\'' || c == '’') && is_cjk(c) == cjk)
                .collect();
            let lower = word.to_lowercase();
            // "for future reference" is an idiom, not a reference number.
            let idiom = lower == "reference" && {
                let before = text[..pos].trim_end().as_bytes();
                before.len() >= 6 && before[before.len() - 6..].eq_ignore_ascii_case(b"future")
            };
            if (STOPS.contains(&lower.as_str()) || self.stops.contains(&lower.as_str())) && !idiom {
                return None;
            }
            if let Some(v) = self.value.find(rest) {
                let (s, e) = (pos, pos + v.end());
                let val = &text[s..e];
                let first = val.split([' ', '-', '/']).next().unwrap_or(val).to_lowercase();
                // A word followed by ": " is the next field's label ("Sign-in e-mails: ..."), not a value.
                // French typography puts a space before the colon ("identifiant : sdubois1958").
                let label = text[e..]
                    .trim_start_matches([' ', '\u{a0}', '\u{202f}'])
                    .strip_prefix(':')
                    .is_some_and(|r| r.is_empty() || r.starts_with(char::is_whitespace));
                if !FILLERS.contains(&first.as_str())
                    && !label
                    && (free_value(text, s, e)
                        // "1234567です": a Japanese particle right after the value.
                        || (super::char_at(text, e).is_some_and(|c| ('\u{3040}'..='\u{309f}').contains(&c))
                            && !super::char_before(text, s)
                                .is_some_and(|c| c.is_alphanumeric() && !('\u{3040}'..='\u{309f}').contains(&c))))
                    && (self.kind.accept)(val, direct && introduced)
                {
                    return Some(Span::new(s, e));
                }
            }
            // Not a value here: skip one word.
            if word.is_empty() {
                return None;
            }
            if FILLERS.contains(&lower.as_str()) {
                introduced |= direct && matches!(lower.as_str(), "is" | "was" | "là" | "ist" | "est" | "es" | "é");
            } else {
                direct = false;
            }
            pos += word.len();
        }
        None
    }
}

/// Han, kana and Hangul: scripts written without spaces between words.
fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}' | '\u{3400}'..='\u{9fff}' | '\u{ac00}'..='\u{d7af}' | '\u{f900}'..='\u{faff}')
}

/// A cue stands as a whole word: no letter or digit touches it, except on a side where the cue is written in a
/// script without spaces ("护照号码", "パスポート番号は").
fn isolated_cue(text: &str, start: usize, end: usize) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let first_cjk = super::char_at(text, start).is_some_and(is_cjk);
    let last_cjk = super::char_before(text, end).is_some_and(is_cjk);
    // Before a CJK cue only a possessive or a pronoun may be glued to it ("您的护照", "私のパスポート"): a longer
    // compound is another word ("電話番号" is a phone number, not a "番号").
    let glued_ok = |c: char| "的のは我您你他她私저제내그".contains(c);
    let before = super::char_before(text, start);
    // A cue written in CJK script may end in Latin letters ("ログインID") and still take a particle ("ログインIDは").
    let particle_after = first_cjk && super::char_at(text, end).is_some_and(|c| "はがを는은이가".contains(c));
    (!before.is_some_and(word) || (first_cjk && before.is_some_and(glued_ok)))
        && (last_cjk || particle_after || !super::char_at(text, end).is_some_and(word))
}

/// A value stands free ([`super::is_free`]), or is glued only to CJK text ("号码是E12345678です").
fn free_value(text: &str, start: usize, end: usize) -> bool {
    if super::is_free(text, start, end) {
        return true;
    }
    let (before, after) = (super::char_before(text, start), super::char_at(text, end));
    let side = |c: Option<char>| c.is_none_or(|c| is_cjk(c) || !(c.is_alphanumeric() || c == '_'));
    (before.is_some_and(is_cjk) || after.is_some_and(is_cjk)) && side(before) && side(after)
}

/// Number of ASCII digits in `s`.
pub(crate) fn digit_count(s: &str) -> usize {
    s.bytes().filter(u8::is_ascii_digit).count()
}
