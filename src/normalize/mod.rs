//! The shadow text: a normalised copy of a text that recognizers can match, with an exact map back to the original.
//!
//! Speech-to-text output says numbers as words ("oh nine oh four, eight seven nine, nine hundred"), spells e-mail
//! addresses ("dana dot whitfield at gmail dot com") and copy-pasted text carries full-width digits and fancy dashes.
//! Rather than teach every recognizer every spelling, [`shadow`] rewrites the text into the plain form
//! ("0904 879 900", "dana.whitfield@gmail.com") and keeps a map so a span found in the shadow is reported in the
//! **original** text. All offsets are **UTF-8 bytes** ([`Span`]).
//!
//! The passes, each in its own file, composed into one map:
//! 1. [`fold`]: one character for one character — full-width forms, non-ASCII decimal digits, fancy dashes, spaces
//!    (and invisible format characters deleted).
//! 2. [`spoken`]: spoken digit runs become digits, with spelled letters joined ([`letters`]: "W-H-I-T", "F R
//!    huit deux") and spoken days written as ordinals ([`dates`]: "twenty third of april").
//! 3. [`email`]: spoken e-mail addresses become `local@domain.tld`.
//!
//! [`structure`] finds transcript scaffolding (SRT/WebVTT timings, cue numbers, headers, speaker labels), and
//! [`join_cues`] builds a shadow in which a value split across two cues or two wrapped lines is contiguous.
//!
//! ```
//! use blackbar::normalize::shadow;
//! use blackbar::Span;
//!
//! let text = "sure, it's four one five, five five five, oh two three two";
//! let sh = shadow(text);
//! assert_eq!(sh.text(), "sure, it's 415 555 0232");
//! // A span found in the shadow maps to the words that produced it.
//! let phone = Span::new(11, 23);
//! assert_eq!(&text[sh.to_original(phone)], "four one five, five five five, oh two three two");
//! ```
//!
//! # How the engine uses it
//! [`crate::Engine::detect`] runs the recognizers over the original **and**, when the shadow differs, over the
//! joined shadow ([`shadow_joined`]); maps the shadow's findings back; drops candidates that lie inside never-redact
//! scaffolding; and resolves everything once. Every candidate is in original coordinates, so the overlap rule
//! (DOMAIN.md §1) still runs once over one text's spans.
//!
//! ```
//! use blackbar::{analyze, Policy};
//!
//! let text = "00:00:05 Caller: it's four one five, five five five, oh two three two";
//! let kept = analyze(text, &Policy::default());
//! assert_eq!(kept.len(), 1);
//! assert_eq!(&text[kept[0].span], "four one five, five five five, oh two three two");
//! assert!(kept[0].rule.ends_with("@shadow"));
//! ```
//!
//! # The map
//! A [`Shadow`] stores a sorted list of *changed segments*. Each segment pairs an original span with a shadow span
//! and consists of `n` equal units (a run of full-width digits, each 3 bytes → 1 byte, is one segment of `n` units;
//! a spoken word "five" → "5" is one unit; a deleted separator is a unit with an empty shadow side). Text between two
//! segments is unchanged and maps 1:1 by the byte delta the previous segment leaves. A lookup is one binary search.
//! When nothing changed, no map and no copy exist ([`Shadow::is_identity`]) and mapping is the identity.

use std::borrow::Cow;

use crate::{Finding, Span};

pub mod dates;
pub mod email;
pub mod fold;
pub mod letters;
pub mod spoken;
pub mod structure;
mod tokens;

pub use structure::{join_cues, structure, Scaffold, ScaffoldKind};

/// The score of a phone number said digit by digit (see [`Shadow::findings_to_original_in`]).
pub const SPOKEN_PHONE: f32 = 0.6;

/// How many words of `value` are spoken digits or digit multipliers ("oh", "seven", "double", "triple").
fn spoken_number_words(value: &str) -> usize {
    const WORDS: &[&str] = &[
        "oh", "o", "zero", "nought", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "double",
        "triple", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred",
    ];
    value
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty() && WORDS.iter().any(|x| x.eq_ignore_ascii_case(w)))
        .count()
}

/// One changed segment: `n` equal units, each `orig.len() / n` original bytes → `shadow.len() / n` shadow bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Seg {
    orig: Span,
    shadow: Span,
    n: usize,
}

impl Seg {
    fn unit(orig: Span, shadow: Span) -> Seg {
        Seg { orig, shadow, n: 1 }
    }
    fn ow(&self) -> usize {
        self.orig.len() / self.n
    }
    fn sw(&self) -> usize {
        self.shadow.len() / self.n
    }
    /// The units one by one.
    fn units(&self) -> impl Iterator<Item = Seg> + '_ {
        let (ow, sw) = (self.ow(), self.sw());
        (0..self.n).map(move |k| {
            Seg::unit(
                Span::new(self.orig.start + k * ow, self.orig.start + (k + 1) * ow),
                Span::new(self.shadow.start + k * sw, self.shadow.start + (k + 1) * sw),
            )
        })
    }
}

/// A normalised copy of a text and the map from its offsets back to the original's (both in UTF-8 bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shadow<'a> {
    text: Cow<'a, str>,
    orig_len: usize,
    segs: Vec<Seg>,
}

/// A replacement of one span of a pass's input text: one unit of the map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Edit {
    /// The span replaced, in bytes of the pass's input; never empty, on character boundaries.
    pub span: Span,
    /// What replaces it (may be empty: a deletion).
    pub with: Cow<'static, str>,
}

impl Edit {
    pub(crate) fn new(span: Span, with: impl Into<Cow<'static, str>>) -> Edit {
        Edit { span, with: with.into() }
    }
}

impl<'a> Shadow<'a> {
    /// The unchanged text: no copy, no map.
    pub fn identity(text: &'a str) -> Shadow<'a> {
        Shadow { text: Cow::Borrowed(text), orig_len: text.len(), segs: Vec::new() }
    }

    /// `text` with sorted, disjoint, non-empty `edits` applied. Adjacent equal-width units merge into one segment.
    pub(crate) fn apply(text: &'a str, edits: &[Edit]) -> Shadow<'a> {
        if edits.is_empty() {
            return Shadow::identity(text);
        }
        let mut out = String::with_capacity(text.len());
        let mut segs: Vec<Seg> = Vec::new();
        let mut pos = 0;
        for e in edits {
            debug_assert!(e.span.start >= pos && !e.span.is_empty(), "edits sorted, disjoint, non-empty");
            out.push_str(&text[pos..e.span.start]);
            let shadow = Span::new(out.len(), out.len() + e.with.len());
            out.push_str(&e.with);
            push_merged(&mut segs, Seg::unit(e.span, shadow));
            pos = e.span.end;
        }
        out.push_str(&text[pos..]);
        Shadow { text: Cow::Owned(out), orig_len: text.len(), segs }
    }

    /// The normalised text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// True when the shadow is the original text unchanged (no map allocated; [`Shadow::to_original`] is the
    /// identity).
    pub fn is_identity(&self) -> bool {
        self.segs.is_empty()
    }

    /// Where the shadow differs from the original: each changed segment as (original span, shadow span), sorted,
    /// UTF-8 bytes. A deletion has an empty shadow span at its position. Text outside these spans is unchanged, so a
    /// recognizer only needs to run again on windows around them ([`crate::Engine::detect`] does).
    pub fn changes(&self) -> impl Iterator<Item = (Span, Span)> + '_ {
        self.segs.iter().map(|s| (s.orig, s.shadow))
    }

    /// The length of the original text in bytes.
    pub fn original_len(&self) -> usize {
        self.orig_len
    }

    /// Maps a span of [`Shadow::text`] to the smallest span of the original covering every original character that
    /// produced it (UTF-8 bytes in, UTF-8 bytes out).
    ///
    /// Total: offsets past the end are clamped and offsets inside a shadow character are widened outwards to the
    /// character's boundaries, so the result is always a valid span of the original, on character boundaries.
    /// Monotonic: `a.start <= b.start` implies `to_original(a).start <= to_original(b).start`, and likewise for ends.
    /// An empty span maps to an empty span at the original position of its offset.
    pub fn to_original(&self, span: Span) -> Span {
        let len = self.text.len();
        let mut start = span.start.min(len);
        let mut end = span.end.min(len).max(start);
        while !self.text.is_char_boundary(start) {
            start -= 1;
        }
        while !self.text.is_char_boundary(end) {
            end += 1;
        }
        if self.segs.is_empty() {
            return Span::new(start, end);
        }
        if start == end {
            let p = self.map_start(start);
            return Span::new(p, p);
        }
        Span::new(self.map_start(start), self.map_end(end))
    }

    /// Original offset of the first original byte that produced shadow byte `b` (`b == len` maps to the end).
    fn map_start(&self, b: usize) -> usize {
        if b >= self.text.len() {
            return self.orig_len;
        }
        let i = self.segs.partition_point(|s| s.shadow.end <= b);
        if let Some(s) = self.segs.get(i).filter(|s| s.shadow.start <= b) {
            return s.orig.start + (b - s.shadow.start) / s.sw() * s.ow();
        }
        self.identity_delta(i, b)
    }

    /// Original offset just past the last original byte that produced shadow byte `e - 1` (`e > 0`).
    fn map_end(&self, e: usize) -> usize {
        let b = e - 1;
        let i = self.segs.partition_point(|s| s.shadow.end <= b);
        if let Some(s) = self.segs.get(i).filter(|s| s.shadow.start <= b) {
            return s.orig.start + ((b - s.shadow.start) / s.sw() + 1) * s.ow();
        }
        self.identity_delta(i, e)
    }

    /// Offset `b` of an unchanged stretch whose preceding segments are `segs[..i]`.
    fn identity_delta(&self, i: usize, b: usize) -> usize {
        match i.checked_sub(1).map(|j| self.segs[j]) {
            Some(p) => b - p.shadow.end + p.orig.end,
            None => b,
        }
    }

    /// Maps a span of the original to the smallest span of [`Shadow::text`] holding everything its characters
    /// produced (the inverse of [`Shadow::to_original`], widened the same way: a span that cuts a changed unit gets
    /// the whole unit). Clamped and widened to character boundaries like [`Shadow::to_original`].
    pub fn to_shadow(&self, span: Span) -> Span {
        let (len, slen) = (self.orig_len, self.text.len());
        let start = span.start.min(len);
        let end = span.end.min(len).max(start);
        if self.segs.is_empty() {
            return self.to_original(Span::new(start, end));
        }
        let find = |b: usize| self.segs.partition_point(|s| s.orig.end <= b);
        let before = |i: usize, b: usize| match i.checked_sub(1).map(|j| self.segs[j]) {
            Some(p) => b - p.orig.end + p.shadow.end,
            None => b,
        };
        let map_start = |b: usize| {
            if b >= len {
                return slen;
            }
            let i = find(b);
            match self.segs.get(i).filter(|s| s.orig.start <= b) {
                Some(s) => s.shadow.start + (b - s.orig.start) / s.ow() * s.sw(),
                None => before(i, b),
            }
        };
        let s = map_start(start);
        if end == start {
            return Span::new(s, s);
        }
        let b = end - 1;
        let i = find(b);
        let e = match self.segs.get(i).filter(|s| s.orig.start <= b) {
            Some(sg) => sg.shadow.start + ((b - sg.orig.start) / sg.ow() + 1) * sg.sw(),
            None => before(i, end),
        };
        let (mut s, mut e) = (s.min(slen), e.min(slen).max(s));
        while !self.text.is_char_boundary(s) {
            s -= 1;
        }
        while !self.text.is_char_boundary(e) {
            e += 1;
        }
        Span::new(s, e)
    }

    /// Findings made on [`Shadow::text`], with their spans mapped to the original ([`Shadow::to_original`]).
    pub fn findings_to_original(&self, findings: Vec<Finding>) -> Vec<Finding> {
        if self.is_identity() {
            return findings;
        }
        findings.into_iter().map(|f| Finding { span: self.to_original(f.span), ..f }).collect()
    }

    /// [`Shadow::findings_to_original`], with what only the original text can tell applied to the findings.
    ///
    /// A phone number the shadow wrote as one bare digit run scores low (a bare run is as often an order number);
    /// when the original *says* it digit by digit ("oh four one two three four five six eight seven": seven number
    /// words or more), it was read out to be dialled or written down, and it is raised to `phone/national-spoken`
    /// at [`SPOKEN_PHONE`]. `original` is the text this shadow was made from.
    pub fn findings_to_original_in(&self, original: &str, findings: Vec<Finding>) -> Vec<Finding> {
        let mut out = self.findings_to_original(findings);
        for f in &mut out {
            if f.label == crate::Label::Phone
                && f.rule == "phone/national-bare"
                && f.score > 0.35
                && original.get(f.span.start..f.span.end).is_some_and(|v| spoken_number_words(v) >= 7)
            {
                f.score = f.score.max(SPOKEN_PHONE);
                f.rule = Cow::Borrowed("phone/national-spoken");
            }
        }
        out
    }

    /// This map followed by `next` (a shadow of this shadow's text): one map from the original to `next`'s text.
    pub(crate) fn then(self, next: Shadow<'_>) -> Shadow<'a> {
        if next.segs.is_empty() {
            return self;
        }
        if self.segs.is_empty() {
            let Shadow { text, segs, .. } = next;
            return Shadow { text: Cow::Owned(text.into_owned()), orig_len: self.orig_len, segs };
        }
        let units = compose(&self, &next);
        let mut segs: Vec<Seg> = Vec::with_capacity(units.len());
        for u in units {
            push_merged(&mut segs, u);
        }
        Shadow { text: Cow::Owned(next.text.into_owned()), orig_len: self.orig_len, segs }
    }

    /// Every changed unit as (original span, shadow span), for tests and debugging.
    #[cfg(test)]
    fn units(&self) -> Vec<(Span, Span)> {
        self.segs.iter().flat_map(|s| s.units().collect::<Vec<_>>()).map(|u| (u.orig, u.shadow)).collect()
    }
}

/// Appends `u` (one unit) to `segs`, extending the last segment when `u` continues it with the same widths.
fn push_merged(segs: &mut Vec<Seg>, u: Seg) {
    if let Some(last) = segs.last_mut() {
        if last.orig.end == u.orig.start
            && last.shadow.end == u.shadow.start
            && !u.shadow.is_empty()
            && last.ow() == u.orig.len()
            && last.sw() == u.shadow.len()
        {
            last.orig.end = u.orig.end;
            last.shadow.end = u.shadow.end;
            last.n += 1;
            return;
        }
    }
    segs.push(u);
}

/// The units of `a` (original → mid) followed by `b` (mid → out), in order; overlapping units are merged so the
/// gaps between units are unchanged text in both.
fn compose(a: &Shadow<'_>, b: &Shadow<'_>) -> Vec<Seg> {
    let a_units: Vec<Seg> = a.segs.iter().flat_map(|s| s.units().collect::<Vec<_>>()).collect();
    let mut out: Vec<Seg> = Vec::with_capacity(a_units.len() + b.segs.len());
    let mut ai = 0;
    // Shift from mid offsets to out offsets in the unchanged stretch before the current `b` unit.
    let mut mid_end = 0usize;
    let mut delta: isize = 0;
    let shift = |x: usize, d: isize| (x as isize + d) as usize;
    let push_a = |out: &mut Vec<Seg>, u: Seg, clip: usize, d: isize| {
        let ms = u.shadow.start.max(clip);
        out.push(Seg::unit(u.orig, Span::new(shift(ms, d), shift(u.shadow.end.max(ms), d))));
    };
    for bs in &b.segs {
        for bu in bs.units() {
            while ai < a_units.len() && a_units[ai].shadow.end <= bu.orig.start {
                push_a(&mut out, a_units[ai], mid_end, delta);
                ai += 1;
            }
            out.push(Seg::unit(a.to_original(bu.orig), bu.shadow));
            // Absorbed: the units of `a` inside this one. A deletion right at its end lies after it, not inside.
            while ai < a_units.len() && a_units[ai].shadow.end <= bu.orig.end && a_units[ai].shadow.start < bu.orig.end
            {
                ai += 1;
            }
            mid_end = bu.orig.end;
            delta = bu.shadow.end as isize - bu.orig.end as isize;
        }
    }
    while ai < a_units.len() {
        push_a(&mut out, a_units[ai], mid_end, delta);
        ai += 1;
    }
    // Merge units whose original or shadow spans overlap (a unit of one pass straddling a unit of the other).
    let mut merged: Vec<Seg> = Vec::with_capacity(out.len());
    for u in out {
        match merged.last_mut() {
            Some(m) if u.orig.start < m.orig.end || u.shadow.start < m.shadow.end => {
                m.orig = m.orig.union(u.orig);
                m.shadow = m.shadow.union(u.shadow);
            }
            _ => merged.push(u),
        }
    }
    merged
}

/// The shadow of `text`: folded ([`fold`]), then spoken numbers and spelled letters ([`spoken`]), then spoken e-mail
/// addresses ([`email`]), with one combined map. Borrows `text` and allocates nothing when nothing changes.
pub fn shadow(text: &str) -> Shadow<'_> {
    normalise(Shadow::identity(text))
}

/// [`shadow`] with subtitle cues and wrapped lines then joined as [`join_cues`] does: a value split across two cues
/// is contiguous in the result. Spans covering a join map back over the scaffolding lines between the cues.
///
/// The joins run last, so each cue's spoken numbers are read within the cue and a cue boundary separates groups like
/// a pause: "oh nine oh four" | "eight seven nine" → `0904 879`.
pub fn shadow_joined(text: &str) -> Shadow<'_> {
    pass(shadow(text), structure::join_edits)
}

fn normalise(sh: Shadow<'_>) -> Shadow<'_> {
    let folded = pass(sh, fold::edits);
    let spoken = pass(folded, spoken::edits);
    pass(spoken, email::edits)
}

/// `sh` followed by the edits `find` computes on its text.
pub(crate) fn pass<'a>(sh: Shadow<'a>, find: impl Fn(&str) -> Vec<Edit>) -> Shadow<'a> {
    let edits = find(sh.text());
    if edits.is_empty() {
        return sh;
    }
    let next = Shadow::apply(sh.text(), &edits).into_owned_shadow();
    sh.then(next)
}

impl Shadow<'_> {
    /// The same shadow owning its text (so it no longer borrows the text it was built from).
    fn into_owned_shadow(self) -> Shadow<'static> {
        Shadow { text: Cow::Owned(self.text.into_owned()), orig_len: self.orig_len, segs: self.segs }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks every invariant of a shadow of `orig`: gaps between units are unchanged text, spans of every shadow
    /// character boundary pair map to valid, monotonic original spans.
    pub(crate) fn check_map(orig: &str, sh: &Shadow<'_>) {
        let units = sh.units();
        let (mut po, mut ps) = (0, 0);
        for &(o, s) in &units {
            assert!(o.start >= po && s.start >= ps, "units sorted: {units:?}");
            assert_eq!(&orig[po..o.start], &sh.text()[ps..s.start], "unchanged gap in {orig:?}");
            assert!(!o.is_empty(), "no insertions");
            po = o.end;
            ps = s.end;
        }
        assert_eq!(&orig[po..], &sh.text()[ps..], "unchanged tail in {orig:?}");
        let bounds: Vec<usize> =
            sh.text().char_indices().map(|(i, _)| i).chain(std::iter::once(sh.text().len())).collect();
        let mut prev = (0, 0);
        for (k, &s) in bounds.iter().enumerate() {
            // Every end within 16 characters, and the text's end: enough to cross any unit, linear in length.
            for &e in bounds[k..].iter().take(16).chain(bounds.last()) {
                let o = sh.to_original(Span::new(s, e));
                assert!(Span::checked(orig, o.start, o.end).is_ok(), "{orig:?}: {s}..{e} -> {o}");
                if e > s {
                    assert!(!o.is_empty(), "{orig:?}: non-empty {s}..{e} maps to empty {o}");
                }
            }
            let o = sh.to_original(Span::new(s, *bounds.last().unwrap()));
            assert!(o.start >= prev.0, "monotonic start in {orig:?}");
            prev = (o.start, o.end);
        }
        for w in bounds.windows(2) {
            let (a, b) = (sh.to_original(Span::new(0, w[0])), sh.to_original(Span::new(0, w[1])));
            assert!(a.end <= b.end, "monotonic end in {orig:?}");
        }
    }

    /// Checks a pass's tables (`pass` is [`shadow`], or one pass such as [`fold::fold`]): each positive's text (and
    /// its map, [`check_map`]), each negative unchanged and without a map. Lists every failing row.
    pub(crate) fn check_pass(pass: for<'a> fn(&'a str) -> Shadow<'a>, positives: &[(&str, &str)], negatives: &[&str]) {
        let rows: Vec<(&str, String)> = positives.iter().map(|&(orig, want)| (orig, want.to_string())).collect();
        crate::test_table::check_positives(&rows, |orig| {
            let sh = pass(orig);
            check_map(orig, &sh);
            sh.text().to_string()
        });
        crate::test_table::check_negatives(negatives, |orig| {
            let sh = pass(orig);
            if sh.is_identity() && sh.text() == orig {
                Vec::new()
            } else {
                vec![sh.text().to_string()]
            }
        });
    }

    /// Checks `(original, part of its shadow text, the original text that part maps to)` rows: the first occurrence
    /// of the part in [`shadow`]'s text maps back to exactly that original text. Lists every failing row.
    pub(crate) fn check_shadow_spans(rows: &[(&str, &str, &str)]) {
        let rows: Vec<((&str, &str), &str)> = rows.iter().map(|&(orig, sub, want)| ((orig, sub), want)).collect();
        crate::test_table::check_positives(&rows, |(orig, sub)| {
            let sh = shadow(orig);
            match sh.text().find(sub) {
                Some(s) => &orig[sh.to_original(Span::new(s, s + sub.len()))],
                None => "(not in the shadow text)",
            }
        });
    }

    #[test]
    fn identity_allocates_nothing() {
        let text = "Nothing to change here: order HX-220-B, 3 items.";
        let sh = shadow(text);
        assert!(sh.is_identity());
        assert!(matches!(sh.text, Cow::Borrowed(_)));
        assert_eq!(sh.to_original(Span::new(3, 9)), Span::new(3, 9));
    }

    #[test]
    fn apply_and_map_units() {
        // "four one" -> "41": "four" -> "4", " " -> "", "one" -> "1".
        let text = "x four one y";
        let edits = [Edit::new(Span::new(2, 6), "4"), Edit::new(Span::new(6, 7), ""), Edit::new(Span::new(7, 10), "1")];
        let sh = Shadow::apply(text, &edits);
        assert_eq!(sh.text(), "x 41 y");
        let rows = [((2, 4), (2, 10)), ((2, 3), (2, 6)), ((3, 4), (7, 10)), ((0, 6), (0, 12)), ((4, 6), (10, 12))];
        for ((s, e), (os, oe)) in rows {
            assert_eq!(sh.to_original(Span::new(s, e)), Span::new(os, oe), "{s}..{e}");
        }
        // Empty spans map to positions; out-of-range spans are clamped.
        assert_eq!(sh.to_original(Span::new(3, 3)), Span::new(7, 7));
        assert_eq!(sh.to_original(Span::new(6, 99)), Span::new(12, 12));
        check_map(text, &sh);
    }

    #[test]
    fn runs_of_equal_units_merge() {
        let text = "１２３-４";
        let sh = shadow(text);
        assert_eq!(sh.text(), "123-4");
        assert_eq!(sh.segs.len(), 2, "{:?}", sh.segs);
        assert_eq!(&text[sh.to_original(Span::new(1, 2))], "２");
        assert_eq!(&text[sh.to_original(Span::new(1, 5))], "２３-４");
        check_map(text, &sh);
    }

    #[test]
    fn inner_offsets_widen_outwards() {
        // A shadow with a multi-byte character kept unchanged: an offset inside it widens to the character.
        let text = "é five five five";
        let sh = shadow(text);
        assert_eq!(sh.text(), "é 555");
        assert_eq!(sh.to_original(Span::new(1, 2)), Span::new(0, 2));
    }

    #[test]
    fn composition_of_passes() {
        // Full-width digits and words and an e-mail, through all three passes.
        let text = "call ４１５ five five five ０２３２ or dana dot whitfield at gmail dot com";
        let sh = shadow(text);
        assert_eq!(sh.text(), "call 415 555 0232 or dana.whitfield@gmail.com");
        let find = |needle: &str| {
            let s = sh.text().find(needle).unwrap();
            &text[sh.to_original(Span::new(s, s + needle.len()))]
        };
        assert_eq!(find("415 555 0232"), "４１５ five five five ０２３２");
        assert_eq!(find("dana.whitfield@gmail.com"), "dana dot whitfield at gmail dot com");
        assert_eq!(find("@gmail"), " at gmail");
        check_map(text, &sh);
    }

    /// How the engine is meant to use a shadow: recognizers run on its text, findings map back to whole values.
    #[test]
    fn recognizers_on_the_shadow_find_spoken_values() {
        let cfg = crate::Policy::default();
        let rows = [
            (
                "Agent: go ahead\nCaller: it's four one five, five five five, oh two three two, thanks",
                "PHONE",
                "four one five, five five five, oh two three two",
            ),
            (
                "caller: sure it's dana dot whitfield at gmail dot com ok",
                "EMAIL",
                "dana dot whitfield at gmail dot com",
            ),
            ("tel: ４１５－５５５－０２３２", "PHONE", "４１５－５５５－０２３２"),
            (
                "reach me at plus one four one five five five five oh two three two",
                "PHONE",
                "plus one four one five five five five oh two three two",
            ),
        ];
        for (text, label, want) in rows {
            let sh = shadow(text);
            let found = sh.findings_to_original(crate::analyze(sh.text(), &cfg));
            assert_eq!(found.len(), 1, "{text:?} -> {:?} on {:?}", found, sh.text());
            assert_eq!(format!("{:?}", found[0].label).to_uppercase(), label);
            assert_eq!(&text[found[0].span], want, "{text:?}");
        }
    }

    #[test]
    fn to_shadow_is_the_inverse() {
        let text = "call ４１５ five five five ０２３２ or dana dot whitfield at gmail dot com";
        let sh = shadow(text);
        let rows = [
            ("４１５ five five five ０２３２", "415 555 0232"),
            ("five", "5"),
            ("ive", "5"),
            ("call", "call"),
            ("dana dot whitfield at gmail dot com", "dana.whitfield@gmail.com"),
            (" at ", "@"),
            ("t gm", "@gm"),
        ];
        for (orig, want) in rows {
            let s = text.find(orig).unwrap();
            assert_eq!(&sh.text()[sh.to_shadow(Span::new(s, s + orig.len()))], want, "{orig:?}");
        }
        // Every original span maps to a valid shadow span, and back to a span covering it (less the spaces at its
        // edges, which may be deleted separators that produce nothing).
        let bounds: Vec<usize> = text.char_indices().map(|(i, _)| i).chain([text.len()]).collect();
        for (k, &s) in bounds.iter().enumerate() {
            for &e in bounds[k..].iter().take(12) {
                let sp = sh.to_shadow(Span::new(s, e));
                assert!(Span::checked(sh.text(), sp.start, sp.end).is_ok());
                let inner = text[s..e].trim();
                if !inner.is_empty() {
                    let is = s + text[s..e].find(inner).unwrap();
                    let x = Span::new(is, is + inner.len());
                    assert!(sh.to_original(sh.to_shadow(x)).contains(x), "{x} -> {sp}");
                }
            }
        }
    }

    /// A deletion of one pass right at the end of another pass's unit stays a unit of its own (regression).
    #[test]
    fn deletion_after_a_unit_of_the_next_pass() {
        let text = "a\n\u{200b}b";
        let sh = shadow_joined(text);
        assert_eq!(sh.text(), "a b");
        assert_eq!(sh.to_original(Span::new(1, 2)), Span::new(1, 2));
        assert_eq!(sh.to_original(Span::new(2, 3)), Span::new(5, 6));
        check_map(text, &sh);
    }

    /// Property-style: many mixed strings, every shadow span maps to a valid, monotonic original span.
    #[test]
    fn every_span_maps_validly() {
        #[rustfmt::skip]
        let pieces = [
            "four", "one", "five", " ", ", ", "oh", "double", "nine", "hundred", "and", "fifty", "twenty", "-", "１",
            "２", "＠", "–", "\u{a0}", "٣", "०", "Nguyễn", "😀", "dot", "at", "gmail", "com", "W-H-I", "7", "\n", "...",
            "[at]", "thousand", "teen", "nineteen", "x", "é", "—", "（", "A", "B", "plus", "\n\n12\n",
            "00:00:05,000 --> 00:00:07,000", "\r\n", "Agent:", "WEBVTT\n", "٩", "(at)", "\u{200b}", "không", "ba",
        ];
        // A deterministic pseudo-random generator (no crates).
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..2000 {
            let n = (next() % 14) as usize;
            let mut s = String::new();
            for _ in 0..n {
                s.push_str(pieces[(next() % pieces.len() as u64) as usize]);
                if next() % 2 == 0 {
                    s.push(' ');
                }
            }
            check_map(&s, &shadow(&s));
            check_map(&s, &shadow_joined(&s));
        }
    }
}
