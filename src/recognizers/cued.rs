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
//! *before* their cue ("12345678 is my account") are not matched.

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
    "mandatsreferenz",
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
    gate: CueGate,
}

/// A cheap necessary condition for the cue regex to yield a whole-word cue: the first word of some cue phrase stands
/// in the text at a word start (in any case), and, when that word is whole, is followed by a non-word character or
/// the end of the text. Checked by one byte loop instead of the case-insensitive cue regex on the lazy DFA (whose
/// transition tables, one per kind, evicted each other from the caches text after text).
///
/// Why it is necessary: [`Cued::find`] reports a value only after a cue match `m` that [`super::is_isolated`]
/// accepts, i.e. with no letter, digit or `_` right before `m.start()` and right after `m.end()`. `m` is one cue
/// phrase, whose pattern starts with the phrase's first word as literal characters under `(?i)`; that word is
/// followed in the pattern by white space (`\s+`, not a word character) or by the end of the match. The anchor is
/// that word, cut before its first `'` (which the pattern makes optional; a cut anchor may be followed by anything).
/// Each anchor character matches the characters `(?i)` matches it with (its simple case-folding orbit, see
/// [`orbit`]: ASCII letters compare in ASCII case, other characters against their lower- and upper-case forms; the
/// test `gate_orbits_are_the_regex_crate_s` checks that this holds every character the regex crate matches, for
/// every cue character). The only
/// non-ASCII characters that `(?i)` matches with ASCII letters are U+212A KELVIN SIGN (`k`) and U+017F LONG S (`s`):
/// a text holding either runs ungated.
struct CueGate {
    anchors: Vec<Anchor>,
    /// The anchors whose first character can start with this byte.
    by_first: Vec<Vec<u16>>,
    /// False for a configuration's extra cues (any characters): always run.
    enabled: bool,
}

/// The non-ASCII characters of every gate built (tests: `gate_orbits_are_the_regex_crate_s`).
#[cfg(test)]
static GATE_CHARS: std::sync::Mutex<Vec<char>> = std::sync::Mutex::new(Vec::new());

/// The first word of a cue phrase, as the characters each position accepts.
struct Anchor {
    units: Vec<Unit>,
    /// The whole word (not cut at an apostrophe): a word character may not follow.
    whole: bool,
}

enum Unit {
    /// An ASCII byte, lower case (compared in ASCII case).
    Ascii(u8),
    /// A non-ASCII character: any of its case-folding orbit.
    Orbit(Vec<char>),
}

/// The characters that `(?i)` matches `c` with: `c` and every character whose single-character lower- or upper-case
/// form is in the set, closed (so `μ` gets `Μ` and also the micro sign `µ`, whose upper case is `Μ`).
fn orbit(c: char) -> Vec<char> {
    // (x, its single-character lower or upper case) for every non-ASCII cased x, computed once.
    static MAPS: std::sync::OnceLock<Vec<(char, char)>> = std::sync::OnceLock::new();
    let maps = MAPS.get_or_init(|| {
        let mut m = Vec::new();
        for x in (0x80..=0x1_FFFFu32).filter_map(char::from_u32) {
            for mapped in [x.to_lowercase().collect::<Vec<char>>(), x.to_uppercase().collect::<Vec<char>>()] {
                if let [y] = mapped[..] {
                    if y != x {
                        m.push((x, y));
                    }
                }
            }
        }
        m
    });
    let mut v = vec![c];
    let mut i = 0;
    while i < v.len() {
        let x = v[i];
        for &(a, b) in maps {
            let other = if a == x { b } else if b == x { a } else { continue };
            if !v.contains(&other) {
                v.push(other);
            }
        }
        i += 1;
    }
    v
}

impl CueGate {
    fn new(cues: &[&str]) -> CueGate {
        let mut gate = CueGate { anchors: Vec::new(), by_first: vec![Vec::new(); 256], enabled: true };
        for cue in cues {
            let word = cue.split(' ').next().unwrap_or("");
            let mut units = Vec::new();
            let mut whole = true;
            for c in word.chars() {
                if c == '\'' || c == '’' {
                    whole = false;
                    break;
                }
                #[cfg(test)]
                if !c.is_ascii() {
                    GATE_CHARS.lock().unwrap().push(c);
                }
                units.push(if c.is_ascii() { Unit::Ascii(c.to_ascii_lowercase() as u8) } else { Unit::Orbit(orbit(c)) });
            }
            let firsts: Vec<u8> = match units.first() {
                None => {
                    gate.enabled = false;
                    return gate;
                }
                Some(Unit::Ascii(b)) => vec![*b, b.to_ascii_uppercase()],
                Some(Unit::Orbit(cs)) => cs.iter().map(|c| c.to_string().as_bytes()[0]).collect(),
            };
            for f in firsts {
                let list = &mut gate.by_first[f as usize];
                if !list.contains(&(gate.anchors.len() as u16)) {
                    list.push(gate.anchors.len() as u16);
                }
            }
            gate.anchors.push(Anchor { units, whole });
        }
        gate
    }

    /// False only when no cue of the kind can match as a whole word in `text`.
    fn may_match(&self, text: &str) -> bool {
        if !self.enabled {
            return true;
        }
        let b = text.as_bytes();
        // Whether the character before `i` is a word character (as in `super::is_isolated`).
        let mut prev_word = false;
        let mut i = 0;
        while i < b.len() {
            let c0 = b[i];
            let (ch, len) = if c0 < 0x80 {
                (c0 as char, 1)
            } else {
                let ch = text[i..].chars().next().expect("on a char boundary");
                if ch == '\u{212A}' || ch == '\u{17F}' {
                    return true;
                }
                (ch, ch.len_utf8())
            };
            if !prev_word && self.by_first[c0 as usize].iter().any(|&a| self.anchor_at(&self.anchors[a as usize], text, i)) {
                return true;
            }
            prev_word = ch.is_alphanumeric() || ch == '_';
            i += len;
        }
        false
    }

    /// True when `a` stands at byte `i` of `text` (followed by a non-word character if it is whole).
    fn anchor_at(&self, a: &Anchor, text: &str, i: usize) -> bool {
        let b = text.as_bytes();
        let mut j = i;
        for u in &a.units {
            match u {
                Unit::Ascii(l) => {
                    if j < b.len() && b[j].to_ascii_lowercase() == *l {
                        j += 1;
                    } else {
                        return false;
                    }
                }
                Unit::Orbit(cs) => match text[j..].chars().next() {
                    Some(t) if cs.contains(&t) => j += t.len_utf8(),
                    _ => return false,
                },
            }
        }
        !a.whole || !super::char_at(text, j).is_some_and(|c| c.is_alphanumeric() || c == '_')
    }
}

/// The cue regex for a list of phrases; with `capitals_exact` (the built-in kinds' lists, not a configuration's
/// extra cues, which match in any case as documented) a cue in capitals matches only in capitals.
fn cue_pattern(cues: &[&str], capitals_exact: bool) -> String {
    let mut cues: Vec<&str> = cues.to_vec();
    cues.sort_by_key(|c| std::cmp::Reverse(c.len()));
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
        // A configuration's cues may hold any character: no gate (the case-folding model is checked for the
        // built-in cues only).
        let gate = CueGate { enabled: false, ..CueGate::new(&[]) };
        Cued { kind, cue, value, gate }
    }

    /// Compiles a kind.
    pub(crate) fn new(kind: Kind) -> Cued {
        let cue = Regex::new(&cue_pattern(kind.cues, true)).unwrap_or_else(|e| panic!("cues of {} compile: {e}", kind.rule));
        let value = Regex::new(&format!("^(?:{})", kind.value))
            .unwrap_or_else(|e| panic!("value of {} compiles: {e}", kind.rule));
        let gate = CueGate::new(kind.cues);
        Cued { kind, cue, value, gate }
    }

    /// Reports every cued value in `text`: the first value after each cue, and up to two more that follow it closely
    /// ("his passport is N481172, mine is 561738294").
    pub(crate) fn find(&self, text: &str, out: &mut Vec<Finding>) {
        if !self.gate.may_match(text) {
            return;
        }
        let mut from = 0;
        while let Some(m) = self.cue.find_at(text, from) {
            // A match that is not a whole word ("bank account" inside "gtbank account") may hide a shorter cue that
            // is one ("account"): look again from the next character, not after the match.
            from = if super::is_isolated(text, m.start(), m.end()) {
                m.end().max(m.start() + 1)
            } else {
                m.start() + super::char_at(text, m.start()).map_or(1, char::len_utf8)
            };
            // A cue inside a hyphenated compound is another word ("bucket-handle tear", "handle-bar").
            let hyphen_before = text[..m.start()].ends_with('-')
                && super::char_before(text, m.start() - 1).is_some_and(char::is_alphabetic);
            let hyphen_after = text[m.end()..].starts_with('-')
                && super::char_at(text, m.end() + 1).is_some_and(char::is_alphabetic);
            if !super::is_isolated(text, m.start(), m.end()) || hyphen_before || hyphen_after {
                continue;
            }
            let (mut pos, mut words) = (m.end(), MAX_WORDS);
            for _ in 0..if self.kind.chain { 3 } else { 1 } {
                let Some(span) = self.value_after(text, pos, words) else { break };
                out.push(Finding::new(span, self.kind.label, self.kind.score, Cow::Borrowed(self.kind.rule)));
                (pos, words) = (span.end, MAX_WORDS / 2);
            }
        }
    }

    /// The value within `max_words` words after `pos`, if one is there.
    fn value_after(&self, text: &str, mut pos: usize, max_words: usize) -> Option<Span> {
        let limit = pos + MAX_SCAN;
        // `introduced`: only fillers so far, and a `:`, `=` or "is" among them.
        let (mut direct, mut introduced) = (true, false);
        for _ in 0..=max_words {
            let rest = &text[pos..];
            let skip = rest.len()
                - rest
                    .trim_start_matches(|c: char| {
                        c.is_whitespace() || (c.is_ascii_punctuation() && c != '@') || "–—°º«»“”‘’…".contains(c)
                    })
                    .len();
            introduced |= direct && rest[..skip].contains([':', '=']);
            pos += skip;
            if pos >= limit.min(text.len()) {
                return None;
            }
            let rest = &text[pos..];
            let word: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '\'' || *c == '’').collect();
            let lower = word.to_lowercase();
            // "for future reference" is an idiom, not a reference number.
            let idiom = lower == "reference" && {
                let before = text[..pos].trim_end().as_bytes();
                before.len() >= 6 && before[before.len() - 6..].eq_ignore_ascii_case(b"future")
            };
            if STOPS.contains(&lower.as_str()) && !idiom {
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
                    && super::is_free(text, s, e)
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

/// Number of ASCII digits in `s`.
pub(crate) fn digit_count(s: &str) -> usize {
    s.bytes().filter(u8::is_ascii_digit).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The gate never hides a cue: each built-in cue-first kind (and a configuration's extra cues) reports the same
    /// findings with and without it, on pseudo-random text made of cue words in several cases and scripts, glued
    /// and spaced, values, and the two non-ASCII letters `(?i)` matches as ASCII (U+212A, U+017F).
    #[test]
    fn gate_changes_nothing() {
        const PIECES: &[&str] = &[
            " ", "  ", "\n", ":", "-", "'", "’", "_", ".", "x", "é", "É", "日", "account", "ACCOUNT", "Acct", "a/c",
            "passport", "Passport No", "licence", "license", "driver", "username", "User", "user id", "login", "ign",
            "IG", "x", "plate", "reg", "nom d'utilisateur", "nom d’utilisateur", "tên đăng nhập", "TÊN ĐĂNG NHẬP",
            "użytkownik", "UŻYTKOWNIK", "支店番号", "店番", "ユーザー名", "\u{212A}onto", "u\u{17F}ername", "konto",
            "EIN", "ein", "N481172", "jdoe42", "12345678", "is", "number", "DE-123", "kira_vex", "@dana", "AB12 CDE",
        ];
        let kinds: Vec<Cued> = [Label::Account, Label::Passport, Label::DriverLicense, Label::Username, Label::LicensePlate]
            .into_iter()
            .map(|l| Cued::new(super::super::cue_first_kind(l).expect("cue-first")))
            .collect();
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut gated_out = 0;
        for _ in 0..600 {
            let mut text = String::new();
            for _ in 0..10 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(PIECES[(seed % PIECES.len() as u64) as usize]);
            }
            for k in &kinds {
                let mut with = Vec::new();
                k.find(&text, &mut with);
                let ungated = Cued { kind: Kind { ..k.kind }, cue: k.cue.clone(), value: k.value.clone(), gate: CueGate { enabled: false, ..CueGate::new(&[]) } };
                let mut without = Vec::new();
                ungated.find(&text, &mut without);
                assert_eq!(with, without, "{} on {text:?}", k.kind.rule);
                gated_out += usize::from(!k.gate.may_match(&text));
            }
        }
        // The gate does skip texts (the test would prove nothing if it never closed).
        assert!(gated_out > 300, "{gated_out}");
    }

    /// Every character of every built-in cue anchor: the orbit the gate accepts is exactly the set of characters the
    /// regex crate's `(?i)` matches it with (checked over every Unicode scalar value).
    #[test]
    fn gate_orbits_are_the_regex_crate_s() {
        let all: String = (0..=0x10FFFFu32).filter_map(char::from_u32).collect();
        // Building every recognizer records the characters of every built-in gate.
        let _ = super::super::builtin();
        let mut chars: Vec<char> = GATE_CHARS.lock().unwrap().clone();
        chars.sort_unstable();
        chars.dedup();
        assert!(!chars.is_empty());
        // An ASCII letter matches no other non-ASCII character than these two, which make the gate stand aside.
        for c in ('a'..='z').chain('A'..='Z') {
            let re = Regex::new(&format!("(?i){c}")).unwrap();
            assert!(re.find_iter(&all).all(|m| m.as_str().is_ascii() || matches!(m.as_str(), "\u{212A}" | "\u{17F}")), "{c}");
        }
        for c in chars {
            let re = Regex::new(&format!("(?i){}", regex::escape(&c.to_string()))).unwrap();
            let want: Vec<char> = re.find_iter(&all).map(|m| m.as_str().chars().next().unwrap()).collect();
            let got = orbit(c);
            // More is only less selective ('ı' also gets 'I' and 'i'); less would hide a cue.
            assert!(want.iter().all(|w| got.contains(w)), "{c:?}: gate {got:?}, regex {want:?}");
        }
    }
}
