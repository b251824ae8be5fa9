//! Every scoring rule of DOMAIN.md §3, one documented function each, with table tests.
//!
//! All spans here are UTF-8 byte [`Span`]s of one document's text; rules that count characters count `char`s
//! (code points), so the unit spans are stored in never changes a result.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::Span;

/// How much of a gold mention the redactions cover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Coverage {
    /// Every non-whitespace character is redacted: the mention is caught.
    Full,
    /// Some but not all: part of the identifier is still readable. Never counted as recall.
    Partial,
    /// No character is redacted.
    Miss,
}

/// The union of `spans` as sorted, disjoint spans. Touching spans (`a.end == b.start`) are joined, so two adjacent
/// redactions cover a mention as one.
pub fn union(spans: impl IntoIterator<Item = Span>) -> Vec<Span> {
    let mut v: Vec<Span> = spans.into_iter().filter(|s| !s.is_empty()).collect();
    crate::sort::sort(&mut v);
    let mut out: Vec<Span> = Vec::with_capacity(v.len());
    for s in v {
        match out.last_mut() {
            Some(last) if s.start <= last.end => last.end = last.end.max(s.end),
            _ => out.push(s),
        }
    }
    out
}

/// True when `span` shares at least one byte with a span of `sorted` (sorted and disjoint, as from [`union`]).
pub fn overlaps_any(span: Span, sorted: &[Span]) -> bool {
    let i = sorted.partition_point(|s| s.end <= span.start);
    sorted.get(i).is_some_and(|s| s.overlaps(span))
}

/// For each of `queries`, the indexes of the spans of `items` overlapping it ([`Span::overlaps`]), ascending.
///
/// One sweep over both sorted by start: the items starting before a query's start and ending after it are kept in a
/// set ordered by end (every one of them overlaps the query), and those starting inside the query are a range of the
/// sorted items. O((n + q) log n + the overlaps reported) however the spans nest: a scan of every item per query, or a
/// walk back over the earlier ones, is quadratic (140,000 spans in one document; one long span covering the rest).
pub fn overlaps_each(items: &[Span], queries: &[Span]) -> Vec<Vec<usize>> {
    let mut by_start: Vec<usize> = (0..items.len()).collect();
    crate::sort::sort_by_key(&mut by_start, |&i| (items[i].start, i));
    let starts: Vec<usize> = by_start.iter().map(|&i| items[i].start).collect();
    let mut order: Vec<usize> = (0..queries.len()).collect();
    crate::sort::sort_by_key(&mut order, |&q| (queries[q].start, q));
    // (end, item) of the items starting before the current query's start and ending after it, the smallest end on
    // top (a heap rather than a `BTreeSet`: less code in the page's wasm; the hits are sorted below either way).
    let mut active: BinaryHeap<Reverse<(usize, usize)>> = BinaryHeap::new();
    let mut next = 0;
    let mut out = vec![Vec::new(); queries.len()];
    for q in order {
        let g = queries[q];
        while next < by_start.len() && starts[next] < g.start {
            let i = by_start[next];
            active.push(Reverse((items[i].end, i)));
            next += 1;
        }
        while active.peek().is_some_and(|&Reverse((end, _))| end <= g.start) {
            active.pop();
        }
        let inside = next + starts[next..].partition_point(|&s| s < g.end);
        let mut hits: Vec<usize> = active.iter().map(|&Reverse((_, i))| i).collect();
        hits.extend(by_start[next..inside].iter().copied().filter(|&i| items[i].overlaps(g)));
        crate::sort::sort(&mut hits);
        out[q] = hits;
    }
    out
}

/// True when byte `at` lies inside a span of `sorted`.
fn covered(at: usize, sorted: &[Span]) -> bool {
    let i = sorted.partition_point(|s| s.end <= at);
    sorted.get(i).is_some_and(|s| s.start <= at)
}

/// The all-or-nothing rule: a gold mention is [`Coverage::Full`] when every non-whitespace character of it lies in
/// the union of redacted spans (whatever their labels), [`Coverage::Partial`] when some do, [`Coverage::Miss`] when
/// none do. Whitespace inside a mention may stay (a mask that skips the space in "Dana Whitfield" leaves nothing
/// readable). A mention made only of whitespace is judged on all its characters.
pub fn coverage(text: &str, gold: Span, redacted: &[Span]) -> Coverage {
    coverage_except(text, gold, redacted, &[])
}

/// [`coverage`] where the characters inside `ignored` (sorted, disjoint) count like whitespace: they may stay. Used
/// for subtitle files, whose cue numbers and timings sit inside a value split across two cues.
pub fn coverage_except(text: &str, gold: Span, redacted: &[Span], ignored: &[Span]) -> Coverage {
    let (mut total, mut hit, mut ws_total, mut ws_hit) = (0usize, 0usize, 0usize, 0usize);
    for (i, c) in text[gold].char_indices() {
        let is_hit = covered(gold.start + i, redacted);
        if c.is_whitespace() || covered(gold.start + i, ignored) {
            ws_total += 1;
            ws_hit += is_hit as usize;
        } else {
            total += 1;
            hit += is_hit as usize;
        }
    }
    if total == 0 {
        (total, hit) = (ws_total, ws_hit);
    }
    match hit {
        0 => Coverage::Miss,
        h if h == total => Coverage::Full,
        _ => Coverage::Partial,
    }
}

/// A redacted span is a true positive when it overlaps some gold mention (of any label); otherwise it is a false
/// positive. Precision = true positives / all redacted spans.
pub fn is_true_positive(redacted: Span, gold_union: &[Span]) -> bool {
    overlaps_any(redacted, gold_union)
}

/// The whitespace-separated tokens of `text`, as byte spans.
pub fn whitespace_tokens(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push(Span::new(s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push(Span::new(s, text.len()));
    }
    out
}

/// Over-redaction counts for one document: `(clean, destroyed)` where `clean` is the number of whitespace tokens
/// that overlap no gold mention and `destroyed` those of them that overlap a redaction. The rate is
/// destroyed / clean over the corpus.
pub fn over_redaction(text: &str, gold_union: &[Span], redacted: &[Span]) -> (u64, u64) {
    let (mut clean, mut destroyed) = (0, 0);
    for t in whitespace_tokens(text) {
        if overlaps_any(t, gold_union) {
            continue;
        }
        clean += 1;
        destroyed += overlaps_any(t, redacted) as u64;
    }
    (clean, destroyed)
}

/// The Wilson score interval at 95% (z = 1.96) for `k` successes in `n` trials; `None` when `n` is 0.
///
/// Unlike the normal approximation it stays inside [0, 1] and is honest at 0/n and n/n on small strata.
pub fn wilson(k: u64, n: u64) -> Option<[f64; 2]> {
    if n == 0 {
        return None;
    }
    let (k, n, z) = (k as f64, n as f64, 1.959_963_984_540_054_f64);
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    Some([(centre - half).max(0.0), (centre + half).min(1.0)])
}

/// `k / n`, or `None` when `n` is 0 (a rate over nothing is not 0 and not 1).
pub fn rate(k: u64, n: u64) -> Option<f64> {
    (n > 0).then(|| k as f64 / n as f64)
}

/// Whether a predicted label names the same type as a gold label, for the type-aware nervaluate schemes.
///
/// Equal names (ignoring case) match. So do these documented aliases between the Text Anonymization Benchmark's
/// labels and blackbar's: ORG = ORGANIZATION; LOC = LOCATION or ADDRESS; DATETIME = DATE or DATE_OF_BIRTH; DEM =
/// DEMOGRAPHIC or AGE; CODE = CASE_NUMBER, ACCOUNT, NATIONAL_ID, TAX_ID, PASSPORT, DRIVER_LICENSE or
/// LICENSE_PLATE. Nothing else matches (QUANTITY and MISC have no blackbar label).
pub fn same_type(gold: &str, predicted: &str) -> bool {
    if gold.eq_ignore_ascii_case(predicted) {
        return true;
    }
    const ALIASES: &[(&str, &[&str])] = &[
        ("ORG", &["ORGANIZATION"]),
        ("LOC", &["LOCATION", "ADDRESS"]),
        ("DATETIME", &["DATE", "DATE_OF_BIRTH"]),
        ("DEM", &["DEMOGRAPHIC", "AGE"]),
        ("CODE", &["CASE_NUMBER", "ACCOUNT", "NATIONAL_ID", "TAX_ID", "PASSPORT", "DRIVER_LICENSE", "LICENSE_PLATE"]),
    ];
    ALIASES.iter().any(|(g, ps)| g.eq_ignore_ascii_case(gold) && ps.iter().any(|p| p.eq_ignore_ascii_case(predicted)))
}

/// Counts of one nervaluate scheme (the categories of the MUC-5 / SemEval-2013 evaluation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct SchemeCounts {
    /// Correct.
    pub correct: u64,
    /// Incorrect.
    pub incorrect: u64,
    /// Partial (only the `partial` scheme uses it).
    pub partial: u64,
    /// Gold mentions no prediction overlaps.
    pub missed: u64,
    /// Predictions overlapping no gold mention.
    pub spurious: u64,
}

impl SchemeCounts {
    /// correct + incorrect + partial + missed: what could have been found.
    pub fn possible(&self) -> u64 {
        self.correct + self.incorrect + self.partial + self.missed
    }

    /// correct + incorrect + partial + spurious: what was predicted.
    pub fn actual(&self) -> u64 {
        self.correct + self.incorrect + self.partial + self.spurious
    }

    fn add(&mut self, o: &SchemeCounts) {
        self.correct += o.correct;
        self.incorrect += o.incorrect;
        self.partial += o.partial;
        self.missed += o.missed;
        self.spurious += o.spurious;
    }
}

/// The four nervaluate schemes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Nervaluate {
    /// Exact boundaries and same type.
    pub strict: SchemeCounts,
    /// Exact boundaries, any type.
    pub exact: SchemeCounts,
    /// Any overlap, any type; an inexact overlap is `partial` (half credit).
    pub partial: SchemeCounts,
    /// Any overlap and same type.
    #[serde(rename = "type")]
    pub ent_type: SchemeCounts,
}

impl Nervaluate {
    /// Adds another document's counts.
    pub fn add(&mut self, o: &Nervaluate) {
        self.strict.add(&o.strict);
        self.exact.add(&o.exact);
        self.partial.add(&o.partial);
        self.ent_type.add(&o.ent_type);
    }
}

/// nervaluate's matching for one document, as the `nervaluate` Python package does it.
///
/// Each prediction is compared with the gold mentions in order: an exact-boundary gold mention first, else the first
/// overlapping one. Exact + same type: correct in every scheme. Exact + other type: strict and type incorrect, exact
/// and partial correct. Overlap + same type: strict and exact incorrect, type correct, partial partial. Overlap +
/// other type: partial partial, incorrect elsewhere. No overlap: spurious everywhere. Gold mentions no prediction
/// touched are missed everywhere. Types compare with [`same_type`].
///
/// "In order" is span order (start, then end, then the order given; the evaluator passes gold sorted that way).
/// Each prediction costs two binary searches over the gold mentions sorted once ([`GoldIndex`]), not a scan of them:
/// a document with 140,000 mentions and as many predictions was quadratic.
pub fn nervaluate(gold: &[(Span, &str)], pred: &[(Span, &str)]) -> Nervaluate {
    let mut n = Nervaluate::default();
    let mut matched = vec![false; gold.len()];
    let index = GoldIndex::new(gold);
    for &(p, plabel) in pred {
        if let Some(i) = index.first_equal(p) {
            matched[i] = true;
            n.exact.correct += 1;
            n.partial.correct += 1;
            if same_type(gold[i].1, plabel) {
                n.strict.correct += 1;
                n.ent_type.correct += 1;
            } else {
                n.strict.incorrect += 1;
                n.ent_type.incorrect += 1;
            }
        } else if let Some(i) = index.first_overlapping(p) {
            matched[i] = true;
            n.strict.incorrect += 1;
            n.exact.incorrect += 1;
            n.partial.partial += 1;
            if same_type(gold[i].1, plabel) {
                n.ent_type.correct += 1;
            } else {
                n.ent_type.incorrect += 1;
            }
        } else {
            for s in [&mut n.strict, &mut n.exact, &mut n.partial, &mut n.ent_type] {
                s.spurious += 1;
            }
        }
    }
    let missed = matched.iter().filter(|m| !**m).count() as u64;
    for s in [&mut n.strict, &mut n.exact, &mut n.partial, &mut n.ent_type] {
        s.missed += missed;
    }
    n
}

/// Gold mentions in span order (start, end, then given order) with the running largest end: the first mention equal
/// to a span, or the first overlapping it, in that order, by binary search.
pub struct GoldIndex {
    /// Indexes into the gold slice, in span order.
    order: Vec<usize>,
    /// `spans[k]` is the span of `order[k]`.
    spans: Vec<Span>,
    /// `max_end[k]`: the largest end among `spans[..=k]`.
    max_end: Vec<usize>,
}

impl GoldIndex {
    /// Sorts the mentions once.
    pub fn new(gold: &[(Span, &str)]) -> GoldIndex {
        let mut order: Vec<usize> = (0..gold.len()).collect();
        crate::sort::sort_by_key(&mut order, |&i| (gold[i].0, i));
        let spans: Vec<Span> = order.iter().map(|&i| gold[i].0).collect();
        let max_end = spans
            .iter()
            .scan(0, |m, s| {
                *m = (*m).max(s.end);
                Some(*m)
            })
            .collect();
        GoldIndex { order, spans, max_end }
    }

    /// The first mention (in span order) equal to `p`, as an index into the gold slice.
    pub fn first_equal(&self, p: Span) -> Option<usize> {
        let k = self.spans.partition_point(|s| *s < p);
        (self.spans.get(k) == Some(&p)).then(|| self.order[k])
    }

    /// The first mention (in span order) overlapping `p` ([`Span::overlaps`]), as an index into the gold slice.
    ///
    /// The mentions starting before `p` ends are a prefix of span order; within it, the first whose end passes
    /// `p.start` is where the running largest end first passes it.
    pub fn first_overlapping(&self, p: Span) -> Option<usize> {
        let before_end = self.spans.partition_point(|s| s.start < p.end);
        let k = self.max_end.partition_point(|&m| m <= p.start);
        (k < before_end && self.spans[k].overlaps(p)).then(|| self.order[k])
    }
}

/// Precision and recall of a scheme as nervaluate defines them: correct / actual and correct / possible, with half
/// credit for `partial` in the partial scheme. `None` for an empty denominator.
pub fn scheme_rates(c: &SchemeCounts, half_credit: bool) -> (Option<f64>, Option<f64>) {
    let cor = c.correct as f64 + if half_credit { 0.5 * c.partial as f64 } else { 0.0 };
    let (act, pos) = (c.actual(), c.possible());
    ((act > 0).then(|| cor / act as f64), (pos > 0).then(|| cor / pos as f64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_table::check_positives;

    /// Byte span of the `n`th occurrence of `needle`.
    fn at(text: &str, needle: &str) -> Span {
        let s = text.find(needle).unwrap_or_else(|| panic!("{needle:?} not in {text:?}"));
        Span::new(s, s + needle.len())
    }

    #[test]
    fn coverage_table() {
        use Coverage::*;
        let t = "Call Dana Whitfield at 415-555-0132 now";
        let name = at(t, "Dana Whitfield");
        // (gold, redacted spans as needles, expected)
        let cases: Vec<(Span, Vec<&str>, Coverage)> = vec![
            (name, vec!["Dana Whitfield"], Full),
            // Two adjacent redactions cover it together.
            (name, vec!["Dana ", "Whitfield"], Full),
            // Whitespace inside the mention may stay visible.
            (name, vec!["Dana", "Whitfield"], Full),
            // A redaction larger than the mention.
            (name, vec!["Call Dana Whitfield at"], Full),
            // One surname letter left: partial, not caught.
            (name, vec!["Dana Whitfiel"], Partial),
            (name, vec!["Dana"], Partial),
            (name, vec!["at"], Miss),
            (name, vec![], Miss),
            // A redaction touching the mention without sharing a character.
            (at(t, "415-555-0132"), vec!["at "], Miss),
            // A mention of whitespace only is judged on its characters.
            (Span::new(4, 5), vec![" Dana"], Full),
            (Span::new(4, 5), vec!["Dana"], Miss),
        ];
        for (i, (gold, reds, want)) in cases.into_iter().enumerate() {
            let u = union(reds.iter().map(|r| at(t, r)));
            assert_eq!(coverage(t, gold, &u), want, "case {i}: {reds:?}");
        }
    }

    #[test]
    fn coverage_except_lets_ignored_characters_stay() {
        let t = "415 555\n2\n00:00:02,000 --> 00:00:03,000\n0132";
        let timing = at(t, "2\n00:00:02,000 --> 00:00:03,000");
        let gold = Span::new(0, t.len());
        let u = union([at(t, "415 555"), at(t, "0132")]);
        assert_eq!(coverage(t, gold, &u), Coverage::Partial);
        assert_eq!(coverage_except(t, gold, &u, &[timing]), Coverage::Full);
        assert_eq!(coverage_except(t, gold, &union([at(t, "415 555")]), &[timing]), Coverage::Partial);
    }

    #[test]
    fn coverage_counts_characters_not_bytes() {
        let t = "Nguyễn Thị";
        // Everything but the last character ("ị" is 3 bytes).
        let u = union([Span::new(0, t.len() - 3)]);
        assert_eq!(coverage(t, Span::new(0, t.len()), &u), Coverage::Partial);
    }

    #[test]
    fn union_joins_touching_and_overlapping() {
        let u = union([Span::new(5, 8), Span::new(0, 2), Span::new(2, 4), Span::new(6, 10), Span::new(3, 3)]);
        assert_eq!(u, [Span::new(0, 4), Span::new(5, 10)]);
        assert!(overlaps_any(Span::new(3, 5), &u));
        assert!(!overlaps_any(Span::new(4, 5), &u), "touching is not overlapping");
        assert!(!overlaps_any(Span::new(10, 12), &u));
    }

    #[test]
    fn true_positive_table() {
        let gold = union([Span::new(10, 20), Span::new(30, 40)]);
        let cases = [((12, 14), true), ((5, 11), true), ((0, 10), false), ((20, 30), false), ((39, 50), true), ((40, 41), false)];
        check_positives(&cases, |(s, e)| is_true_positive(Span::new(s, e), &gold));
    }

    #[test]
    fn over_redaction_table() {
        let t = "Order SKU-1234 for Dana shipped  today";
        let gold = union([at(t, "Dana")]);
        // 6 tokens, "Dana" is gold: 5 clean tokens.
        let cases: Vec<(Vec<&str>, (u64, u64))> = vec![
            (vec![], (5, 0)),
            (vec!["Dana"], (5, 0)),
            (vec!["SKU-1234"], (5, 1)),
            // Part of a token destroys the token.
            (vec!["1234"], (5, 1)),
            // A redaction spilling from the gold name into the next token.
            (vec!["Dana shipped"], (5, 1)),
            (vec!["Order SKU-1234 for"], (5, 3)),
        ];
        for (reds, want) in cases {
            let u = union(reds.iter().map(|r| at(t, r)));
            assert_eq!(over_redaction(t, &gold, &u), want, "{reds:?}");
        }
        assert_eq!(over_redaction("", &[], &[]), (0, 0), "an empty document has no tokens");
        assert_eq!(whitespace_tokens(" a\u{a0}b  c\n").len(), 3);
    }

    #[test]
    fn wilson_table() {
        let r = |x: [f64; 2]| [(x[0] * 1e4).round() / 1e4, (x[1] * 1e4).round() / 1e4];
        assert_eq!(wilson(0, 0), None);
        assert_eq!(wilson(0, 10).map(r), Some([0.0, 0.2775]));
        assert_eq!(wilson(10, 10).map(r), Some([0.7225, 1.0]));
        assert_eq!(wilson(5, 10).map(r), Some([0.2366, 0.7634]));
        assert_eq!(wilson(81, 263).map(r), Some([0.2553, 0.3662]));
        assert_eq!(rate(0, 0), None);
        assert_eq!(rate(1, 4), Some(0.25));
    }

    #[test]
    fn same_type_table() {
        let cases = [
            ("PERSON", "PERSON", true),
            ("person", "PERSON", true),
            ("ORG", "ORGANIZATION", true),
            ("CODE", "CASE_NUMBER", true),
            ("CODE", "PHONE", false),
            ("QUANTITY", "AGE", false),
            ("NATIONAL_ID", "PHONE", false),
        ];
        for (g, p, want) in cases {
            assert_eq!(same_type(g, p), want, "{g} {p}");
        }
    }

    /// The sorted index finds the same gold mention as the scan it replaced (`position` over gold sorted by span):
    /// nested, repeated, touching and empty spans, and spans before, between and after every mention.
    #[test]
    fn gold_index_matches_the_scan() {
        let s = Span::new;
        let mut gold: Vec<(Span, &str)> = vec![
            (s(0, 5), "A"), (s(0, 5), "B"), (s(0, 9), "C"), (s(2, 3), "D"), (s(5, 8), "E"), (s(7, 7), "F"),
            (s(10, 30), "G"), (s(12, 14), "H"), (s(14, 16), "I"), (s(29, 31), "J"), (s(40, 41), "K"),
        ];
        // A pseudo-random tail (fixed LCG), so long prefixes with small and large ends are covered too.
        let mut x: u64 = 7;
        let mut next = |m: u64| {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((x >> 33) % m) as usize
        };
        for _ in 0..300 {
            let a = 50 + next(400);
            gold.push((s(a, a + next(30)), "R"));
        }
        gold.sort_by_key(|g| g.0);
        let idx = GoldIndex::new(&gold);
        let mut probes: Vec<Span> = gold.iter().map(|g| g.0).collect();
        for a in 0..470 {
            for len in [0, 1, 2, 5, 40] {
                probes.push(s(a, a + len));
            }
        }
        for p in probes {
            assert_eq!(idx.first_equal(p), gold.iter().position(|(g, _)| *g == p), "equal {p:?}");
            assert_eq!(idx.first_overlapping(p), gold.iter().position(|(g, _)| g.overlaps(p)), "overlapping {p:?}");
        }
        assert_eq!(GoldIndex::new(&[]).first_overlapping(s(0, 3)), None);
    }

    /// The sweep reports exactly the items a scan finds overlapping each query: nested, repeated, touching and empty
    /// spans on both sides, one long item covering the others, queries in any order.
    #[test]
    fn overlaps_each_equals_the_scan() {
        let s = Span::new;
        let mut items = vec![s(0, 100), s(3, 9), s(4, 5), s(9, 9), s(9, 12), s(12, 12), s(12, 20), s(20, 22), s(30, 31), s(30, 45), s(30, 45), s(33, 34), s(50, 50), s(99, 140)];
        let mut x: u64 = 3;
        let mut next = |m: u64| {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((x >> 33) % m) as usize
        };
        for _ in 0..200 {
            let a = next(150);
            items.push(s(a, a + next(12)));
        }
        let mut queries: Vec<Span> = items.clone();
        for a in (0..160).rev() {
            for len in [0, 1, 3, 9, 60] {
                queries.push(s(a, a + len));
            }
        }
        let got = overlaps_each(&items, &queries);
        for (q, hits) in queries.iter().zip(&got) {
            let want: Vec<usize> = (0..items.len()).filter(|&i| items[i].overlaps(*q)).collect();
            assert_eq!(hits, &want, "{q:?}");
        }
        assert_eq!(overlaps_each(&[], &[s(0, 3)]), vec![Vec::<usize>::new()]);
    }

    #[test]
    fn nervaluate_table() {
        let s = Span::new;
        let c = |correct, incorrect, partial, missed, spurious| SchemeCounts { correct, incorrect, partial, missed, spurious };
        // (gold, pred, strict, exact, partial, type)
        type Case = (Vec<(Span, &'static str)>, Vec<(Span, &'static str)>, [SchemeCounts; 4]);
        let cases: Vec<Case> = vec![
            // Exact and same type.
            (vec![(s(0, 5), "PHONE")], vec![(s(0, 5), "PHONE")], [c(1, 0, 0, 0, 0), c(1, 0, 0, 0, 0), c(1, 0, 0, 0, 0), c(1, 0, 0, 0, 0)]),
            // Exact boundaries, wrong type.
            (vec![(s(0, 5), "NATIONAL_ID")], vec![(s(0, 5), "PHONE")], [c(0, 1, 0, 0, 0), c(1, 0, 0, 0, 0), c(1, 0, 0, 0, 0), c(0, 1, 0, 0, 0)]),
            // Overlap, same type.
            (vec![(s(0, 5), "PHONE")], vec![(s(2, 7), "PHONE")], [c(0, 1, 0, 0, 0), c(0, 1, 0, 0, 0), c(0, 0, 1, 0, 0), c(1, 0, 0, 0, 0)]),
            // Overlap, other type.
            (vec![(s(0, 5), "PERSON")], vec![(s(2, 7), "PHONE")], [c(0, 1, 0, 0, 0), c(0, 1, 0, 0, 0), c(0, 0, 1, 0, 0), c(0, 1, 0, 0, 0)]),
            // A miss and a spurious prediction.
            (vec![(s(0, 5), "PERSON")], vec![(s(9, 12), "PHONE")], [c(0, 0, 0, 1, 1), c(0, 0, 0, 1, 1), c(0, 0, 0, 1, 1), c(0, 0, 0, 1, 1)]),
            // Nothing at all.
            (vec![], vec![], [c(0, 0, 0, 0, 0); 4]),
        ];
        for (i, (gold, pred, want)) in cases.into_iter().enumerate() {
            let n = nervaluate(&gold, &pred);
            assert_eq!([n.strict, n.exact, n.partial, n.ent_type], want, "case {i}");
        }
        let p = c(1, 1, 2, 1, 0);
        assert_eq!(scheme_rates(&p, true), (Some(0.5), Some(0.4)));
        assert_eq!(scheme_rates(&p, false), (Some(0.25), Some(0.2)));
        assert_eq!(scheme_rates(&SchemeCounts::default(), false), (None, None));
    }
}
