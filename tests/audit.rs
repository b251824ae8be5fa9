//! The over-redaction audit end to end (issue 9's test): a manifest and delivered texts with planted false
//! positives, two simulated reviewers, and every figure checked against values computed by hand below.
//!
//! The fixture files under tests/data/audit/ are exactly what [`manifest`], [`texts`] and [`labels`] build here
//! (`fixtures_are_the_planted_table` checks it; run with BLACKBAR_BLESS=1 to rewrite them). The CLI tests and the
//! page's sample use the same data.

use std::io::Write;
use std::process::{Command, Stdio};

use blackbar::audit::agree::agreement;
use blackbar::audit::labels::{Judgement, Labels, Reason, Verdict, ADJUDICATED};
use blackbar::audit::manifest::{ColumnMap, Format, ManifestReader};
use blackbar::audit::report::report;
use blackbar::audit::score::score;
use blackbar::audit::texts::Texts;
use blackbar::audit::threshold::{bands, DEFAULT_EDGES};
use blackbar::audit::{scan, Options, Scan};

use Reason::{BusinessAddress as BA, Other as OT, PartNumber as PN, ProductName as PR, SystemDate as SD};
use Verdict::{FalsePositive as F, TruePii as T, Unsure as U};

/// The delivered texts: (id, field, text). Tokens per text in the comment (whitespace-separated).
const TEXTS: &[(&str, &str, &str)] = &[
    ("r1", "text", "Caller [PERSON] asked about the [PERSON] 3000 pump, ring [PHONE] today."), // 11 tokens
    ("r1", "notes", "Logged [DATE] by system; patient seen [DATE]."),                           // 7
    ("r1", "subject", "[PERSON]"),                                                              // 1
    ("r2", "text", "Part [PERSON]-77 failed; [PERSON] will call back on [PHONE]."),             // 9
    ("r2", "notes", "Build [DATE] deployed."),                                                  // 3
    ("r3", "text", "Ship to [ADDRESS] by Friday, attention [PERSON][PERSON]."),                 // 7
    ("r3", "notes", "Call back ███ ████ tomorrow"),                                             // 5
    ("r4", "text", "Nothing to see here."),                                                     // 4
    ("r4", "notes", "Customer said thanks."),                                                   // 3 (+1: a dropped value)
];

/// One planted span: where it is (record, field, the delivered placeholder and which occurrence of it, or for a
/// dropped value "" and its code-point offset), its type and score, the truth (what reviewer A says), and what
/// reviewer B says when B differs, and the adjudication of a disagreement.
struct Planted {
    id: &'static str,
    field: &'static str,
    needle: &'static str,
    nth: usize,
    label: &'static str,
    score: Option<f64>,
    operator: &'static str,
    truth: (Verdict, Option<Reason>),
    b: Option<(Verdict, Option<Reason>)>,
    adjudicated: Option<(Verdict, Option<Reason>)>,
}

const fn p(id: &'static str, field: &'static str, needle: &'static str, nth: usize, label: &'static str, score: Option<f64>, operator: &'static str, truth: (Verdict, Option<Reason>)) -> Planted {
    Planted { id, field, needle, nth, label, score, operator, truth, b: None, adjudicated: None }
}

/// The spans, in manifest order (record by record). s1…s15 in the comments.
fn planted() -> Vec<Planted> {
    vec![
        p("r1", "text", "[PERSON]", 0, "PERSON", Some(0.9), "replace", (T, None)),                  // s1 the caller
        p("r1", "text", "[PERSON]", 1, "PERSON", Some(0.55), "replace", (F, Some(PR))),            // s2 planted: "Aquila 3000 pump"
        p("r1", "text", "[PHONE]", 0, "PHONE", Some(0.99), "replace", (T, None)),                  // s7
        p("r1", "notes", "[DATE]", 0, "DATE", Some(0.5), "replace", (F, Some(SD))),                // s10 planted: log timestamp
        Planted { b: Some((F, Some(SD))), adjudicated: Some((T, None)), ..p("r1", "notes", "[DATE]", 1, "DATE", Some(0.7), "replace", (T, None)) }, // s11
        p("r1", "subject", "[PERSON]", 0, "PERSON", Some(0.5), "replace", (F, Some(PR))),          // s15 planted: product in subject
        Planted { b: Some((T, None)), adjudicated: Some((F, Some(PN))), ..p("r2", "text", "[PERSON]", 0, "PERSON", Some(0.45), "replace", (F, Some(PN))) }, // s3 planted: part "XJ-77"
        p("r2", "text", "[PERSON]", 1, "PERSON", Some(0.8), "replace", (T, None)),                 // s4
        p("r2", "text", "[PHONE]", 0, "PHONE", Some(0.99), "replace", (T, None)),                  // s8
        Planted { b: Some((F, Some(OT))), ..p("r2", "notes", "[DATE]", 0, "DATE", Some(0.5), "replace", (F, Some(SD))) }, // s12 planted: build date
        p("r3", "text", "[ADDRESS]", 0, "ADDRESS", Some(0.6), "replace", (F, Some(BA))),           // s9 planted: warehouse
        Planted { b: Some((U, None)), ..p("r3", "text", "[PERSON]", 0, "PERSON", Some(0.95), "replace", (T, None)) }, // s5 (left open)
        p("r3", "text", "[PERSON]", 1, "PERSON", Some(0.95), "replace", (T, None)),                // s6 (shares s5's token)
        p("r3", "notes", "███ ████", 0, "PERSON", Some(0.85), "mask", (T, None)),                  // s13 two masked tokens
        p("r4", "notes", "", 14, "PERSON", None, "drop", (U, None)),                               // s14 dropped, no score
    ]
}

fn cp_span(text: &str, needle: &str, nth: usize) -> (usize, usize) {
    if needle.is_empty() {
        return (nth, nth);
    }
    let byte = text.match_indices(needle).nth(nth).expect("the placeholder occurs").0;
    let start = text[..byte].chars().count();
    (start, start + needle.chars().count())
}

fn text_of(id: &str, field: &str) -> &'static str {
    TEXTS.iter().find(|t| t.0 == id && t.1 == field).expect("a planted span's text").2
}

fn texts() -> String {
    TEXTS.iter().map(|(id, field, text)| serde_json::json!({"id": id, "field": field, "text": text}).to_string() + "\n").collect()
}

fn manifest() -> String {
    let mut out = String::new();
    for s in planted() {
        let text = text_of(s.id, s.field);
        let (a, b) = cp_span(text, s.needle, s.nth);
        let u16 = |cp: usize| text.chars().take(cp).map(char::len_utf16).sum::<usize>();
        let line = serde_json::json!({"id": s.id, "field": s.field, "out_start": a, "out_end": b, "out_start_utf16": u16(a),
            "out_end_utf16": u16(b), "label": s.label, "rule": format!("test/{}", s.label.to_lowercase()), "score": s.score,
            "operator": s.operator, "entity": null});
        out += &(line.to_string() + "\n");
    }
    out
}

/// The same manifest as a foreign supplier's CSV: other column names, other order, an extra column.
fn manifest_csv() -> String {
    let mut out = String::from("doc,section,entity_type,begin,finish,confidence,comment\n");
    for s in planted() {
        let (a, b) = cp_span(text_of(s.id, s.field), s.needle, s.nth);
        let score = s.score.map(|x| x.to_string()).unwrap_or_default();
        out += &format!("{},{},{},{a},{b},{score},\"from \"\"{}\"\"\"\n", s.id, s.field, s.label, s.operator);
    }
    out
}

const CSV_MAP: &str = "doc=id,section=field,entity_type=label,begin=out_start,finish=out_end,confidence=score";

/// Reviewer A's, B's and the adjudicator's labels files.
fn labels() -> [String; 3] {
    let line = |s: &Planted, who: &str, (v, r): (Verdict, Option<Reason>)| {
        let (a, b) = cp_span(text_of(s.id, s.field), s.needle, s.nth);
        let mut j = serde_json::json!({"id": s.id, "field": s.field, "out_start": a, "out_end": b, "reviewer": who, "label": v});
        if let Some(r) = r {
            j["reason"] = serde_json::json!(r);
        }
        j.to_string() + "\n"
    };
    let ps = planted();
    [
        ps.iter().map(|s| line(s, "A", s.truth)).collect(),
        ps.iter().map(|s| line(s, "B", s.b.unwrap_or(s.truth))).collect(),
        ps.iter().filter_map(|s| s.adjudicated.map(|j| line(s, ADJUDICATED, j))).collect(),
    ]
}

const FIXTURES: &[&str] = &["manifest.jsonl", "manifest-foreign.csv", "texts.jsonl", "labels-a.jsonl", "labels-b.jsonl", "adjudicated.jsonl"];

fn fixture_contents() -> Vec<String> {
    let [a, b, adj] = labels();
    vec![manifest(), manifest_csv(), texts(), a, b, adj]
}

#[test]
fn fixtures_are_the_planted_table() {
    for (name, want) in FIXTURES.iter().zip(fixture_contents()) {
        let path = format!("{}/tests/data/audit/{name}", env!("CARGO_MANIFEST_DIR"));
        if std::env::var_os("BLACKBAR_BLESS").is_some() {
            std::fs::write(&path, &want).unwrap();
        }
        assert_eq!(std::fs::read_to_string(&path).unwrap_or_default(), want, "{path} (BLACKBAR_BLESS=1 rewrites it)");
    }
    // The audit page's sample is the same data.
    for name in ["manifest.jsonl", "manifest-foreign.csv", "texts.jsonl"] {
        let dir = env!("CARGO_MANIFEST_DIR");
        let (page, test) = (format!("{dir}/www/samples/audit/{name}"), format!("{dir}/tests/data/audit/{name}"));
        if std::env::var_os("BLACKBAR_BLESS").is_some() {
            std::fs::copy(&test, &page).unwrap();
        }
        assert_eq!(std::fs::read_to_string(&page).unwrap_or_default(), std::fs::read_to_string(&test).unwrap(), "{page}");
    }
}

fn run_scan(opts: &Options) -> (Scan, Texts) {
    let t = Texts::read(texts().as_bytes(), "texts.jsonl").unwrap();
    let m = manifest();
    let reader = ManifestReader::new(m.as_bytes(), "manifest.jsonl", Format::Jsonl, ColumnMap::default());
    (scan(reader, "manifest.jsonl", Some(&t), opts).unwrap(), t)
}

fn all_labels(sample: &blackbar::audit::sample::Sample) -> Labels {
    let mut l = Labels::default();
    for (i, f) in labels().iter().enumerate() {
        l.read(f.as_bytes(), FIXTURES[3 + i], sample).unwrap();
    }
    l
}

#[test]
fn every_figure_against_hand_computation() {
    let (Scan { profile, sample }, _) = run_scan(&Options::default());

    // ---- 1. profile ----
    // Tokens: text 11 + 9 + 7 + 4 = 31; notes 7 + 3 + 5 + 3 = 18, plus 1 for the dropped value = 19; subject 1.
    // All: 51. Redacted tokens per span: 1 each, except s6 (0: it shares "[PERSON][PERSON]." with s5, the span
    // before it in the same record), s13 (2: "███ ████") and s14 (1: a dropped value).
    // text: s1 s2 s3 s4 s5 s7 s8 s9 = 8; notes: s10 s11 s12 + 2 + 1 = 6; subject 1. All 15: 15/51 = 0.2941.
    assert_eq!((profile.spans, profile.tokens, profile.redacted_tokens, profile.share), (15, Some(51), Some(15), Some(0.2941)));
    assert_eq!(profile.records, Some(9));
    let fields: Vec<_> = profile.by_field.iter().map(|r| (r.field.as_deref().unwrap(), r.spans, r.redacted_tokens.unwrap(), r.tokens.unwrap(), r.share.unwrap(), r.flagged.unwrap())).collect();
    // Shares: notes 6/19 = 0.3158, subject 1/1 = 1, text 8/31 = 0.2581. Flag: share > 2 × median of the others.
    // notes: others 1 and 0.2581, median 0.6290 → 0.3158 < 1.2581, not flagged. subject: others 0.3158 and
    // 0.2581, median 0.2869 → 1 > 0.5739, FLAGGED. text: others 0.3158 and 1, median 0.6579 → not flagged.
    assert_eq!(fields, vec![("notes", 5, 6, 19, 0.3158, false), ("subject", 1, 1, 1, 1.0, true), ("text", 9, 8, 31, 0.2581, false)]);
    // By type, of all 51 tokens: PERSON 5 + 3 + 1 = 9 (0.1765), DATE 3 (0.0588), PHONE 2 (0.0392), ADDRESS 1 (0.0196).
    let types: Vec<_> = profile.by_label.iter().map(|r| (r.label.as_deref().unwrap(), r.spans, r.redacted_tokens.unwrap(), r.share.unwrap())).collect();
    assert_eq!(types, vec![("PERSON", 9, 9, 0.1765), ("DATE", 3, 3, 0.0588), ("PHONE", 2, 2, 0.0392), ("ADDRESS", 1, 1, 0.0196)]);
    // Strata, of their field's tokens: ADDRESS/text 1/31 = 0.0323; DATE/notes 3/19 = 0.1579; PERSON/notes 3/19;
    // PERSON/subject 1/1; PERSON/text 5/31 = 0.1613; PHONE/text 2/31 = 0.0645.
    let strata: Vec<_> = profile.strata.iter().map(|r| (r.label.as_deref().unwrap(), r.field.as_deref().unwrap(), r.spans, r.redacted_tokens.unwrap(), r.share.unwrap())).collect();
    assert_eq!(
        strata,
        vec![("ADDRESS", "text", 1, 1, 0.0323), ("DATE", "notes", 3, 3, 0.1579), ("PERSON", "notes", 2, 3, 0.1579), ("PERSON", "subject", 1, 1, 1.0), ("PERSON", "text", 6, 5, 0.1613), ("PHONE", "text", 2, 2, 0.0645)]
    );

    // ---- 2. sample: every stratum is smaller than 200, so all 15 spans, strata in name order, manifest order within ----
    let order: Vec<_> = sample.items.iter().map(|i| (i.n, i.span.label.as_str(), i.span.field.as_str(), i.span.id.as_str())).collect();
    assert_eq!(order[..3], [(1, "ADDRESS", "text", "r3"), (2, "DATE", "notes", "r1"), (3, "DATE", "notes", "r1")]);
    assert_eq!(sample.items.len(), 15);
    let s2 = &sample.items.iter().find(|i| i.span.score == Some(0.55)).unwrap().context.as_ref().unwrap();
    assert_eq!((s2.before.as_str(), s2.span.as_str(), s2.after.as_str()), ("Caller [PERSON] asked about the ", "[PERSON]", " 3000 pump, ring [PHONE] today."));
    let s13 = sample.items.iter().find(|i| i.span.operator.as_deref() == Some("mask")).unwrap();
    assert_eq!((s13.span.out_start, s13.span.out_end, s13.context.as_ref().unwrap().span.as_str()), (10, 18, "███ ████"));

    // ---- 3./4. labels and agreement ----
    let labels = all_labels(&sample);
    let ag = agreement(&sample, &labels, "A", "B");
    // Pairs (A, B): agree on 12 of 15 (s3 F/T, s5 T/U, s11 T/F differ). p_o = 12/15 = 0.8.
    // A: T 8 (s1 s4 s5 s6 s7 s8 s11 s13), F 6 (s2 s3 s9 s10 s12 s15), U 1 (s14).
    // B: T 7 (s1 s3 s4 s6 s7 s8 s13), F 6 (s2 s9 s10 s11 s12 s15), U 2 (s5 s14).
    // p_e = (8·7 + 6·6 + 1·2) / 15² = 94/225 = 0.4178; kappa = (180 − 94) / (225 − 94) = 86/131 = 0.6565.
    // Wilson(12, 15): p = 0.8, 1 + z²/n = 1.2561, centre = (0.8 + 0.1280)/1.2561 = 0.7388, half = 0.1907
    // → [0.5481, 0.9295].
    assert_eq!((ag.overall.both, ag.overall.agree, ag.overall.raw, ag.overall.expected, ag.overall.kappa), (15, 12, Some(0.8), Some(0.4178), Some(0.6565)));
    assert_eq!(ag.overall.raw_ci, Some([0.5481, 0.9295]));
    let per: Vec<_> = ag.strata.iter().map(|s| (s.stratum.label.as_str(), s.stratum.field.as_str(), s.kappa.both, s.kappa.agree, s.kappa.kappa)).collect();
    // ADDRESS/text: 1 F/F, p_e = 1 → kappa undefined. DATE/notes: F/F, T/F, F/F: p_o = 2/3; A T1 F2, B F3:
    // p_e = (1·0 + 2·3)/9 = 2/3 → kappa 0. PERSON/notes: T/T, U/U: p_e = (1·1 + 1·1)/4 = 0.5 → kappa 1.
    // PERSON/subject: 1 F/F: undefined. PERSON/text: T/T F/F F/T T/T T/U T/T: p_o = 4/6; A T4 F2, B T4 F1 U1:
    // p_e = (16 + 2 + 0)/36 = 0.5 → kappa (2/3 − 1/2)/(1/2) = 1/3. PHONE/text: 2 T/T: undefined.
    assert_eq!(
        per,
        vec![("ADDRESS", "text", 1, 1, None), ("DATE", "notes", 3, 2, Some(0.0)), ("PERSON", "notes", 2, 2, Some(1.0)), ("PERSON", "subject", 1, 1, None), ("PERSON", "text", 6, 4, Some(0.3333)), ("PHONE", "text", 2, 2, None)]
    );
    // Wilson(4, 6): p = 0.6667, 1 + z²/n = 1.6402, centre = (0.6667 + 0.3201)/1.6402 = 0.6016, half = 0.3016 → [0.3000, 0.9032].
    assert_eq!(ag.strata[4].kappa.raw_ci, Some([0.3, 0.9032]));
    let dis: Vec<_> = ag.disagreements.iter().map(|d| (d.id.as_str(), d.label.as_str(), d.a.label, d.b.label, d.adjudicated.map(|j| j.label))).collect();
    // Sample order: DATE/notes (s11) first, then PERSON/text (s3, s5).
    assert_eq!(dis, vec![("r1", "DATE", T, F, Some(T)), ("r2", "PERSON", F, T, Some(F)), ("r3", "PERSON", T, U, None)]);
    assert_eq!(ag.open, 1);

    // ---- 5. score ----
    // Final labels: adjudicated (s3 F part_number, s11 T), else agreed (A's reason), s5 open (excluded), s14 unsure.
    let sc = score(&profile, &sample, &labels, "A", "B");
    let rows: Vec<_> = sc.strata.iter().map(|s| (s.stratum.label.as_str(), s.stratum.field.as_str(), s.counts.true_pii, s.counts.false_positive, s.counts.unsure, s.counts.disagreed, s.precision, s.precision_ci)).collect();
    // ADDRESS/text t0 f1: precision 0, Wilson(0, 1) = [0, 0.7935] (centre = half = 1.9207/4.8415 = 0.3967).
    // DATE/notes t1 (s11) f2 (s10 s12): 1/3; Wilson(1, 3): centre (0.3333 + 0.6402)/2.2805 = 0.4269, half 0.3654 → [0.0615, 0.7923].
    // PERSON/notes t1 u1: precision 1, Wilson(1, 1): centre (1 + 1.9207)/4.8415 = 0.6033, half 0.3967 → [0.2065, 1].
    // PERSON/subject t0 f1: 0, [0, 0.7935]. PERSON/text t3 (s1 s4 s6) f2 (s2 s3), s5 open: 3/5 = 0.6;
    // Wilson(3, 5): centre (0.6 + 0.3841)/1.7683 = 0.5566, half 0.3258 → [0.2307, 0.8824].
    // PHONE/text t2: 1; Wilson(2, 2): centre (1 + 0.9604)/2.9207 = 0.6712, half 0.3288 → [0.3424, 1].
    assert_eq!(
        rows,
        vec![
            ("ADDRESS", "text", 0, 1, 0, 0, Some(0.0), Some([0.0, 0.7935])),
            ("DATE", "notes", 1, 2, 0, 0, Some(0.3333), Some([0.0615, 0.7923])),
            ("PERSON", "notes", 1, 0, 1, 0, Some(1.0), Some([0.2065, 1.0])),
            ("PERSON", "subject", 0, 1, 0, 0, Some(0.0), Some([0.0, 0.7935])),
            ("PERSON", "text", 3, 2, 0, 1, Some(0.6), Some([0.2307, 0.8824])),
            ("PHONE", "text", 2, 0, 0, 0, Some(1.0), Some([0.3424, 1.0])),
        ]
    );
    // Over-redaction = 1 − precision with the Wilson interval of f of t + f; tokens lost = that × the stratum's
    // redacted tokens, its interval the bounds × the same count (rounded to 0.1):
    // ADDRESS/text: 1 × 1 token = 1.0 [0.2065 → 0.2, 1.0]. DATE/notes: 2/3 × 3 = 2.0, Wilson(2, 3) = [0.2077, 0.9385]
    // × 3 = [0.6, 2.8]. PERSON/notes: 0 × 3 = 0, Wilson(0, 1) × 3 = [0, 2.38 → 2.4]. PERSON/subject: 1.0 [0.2, 1.0].
    // PERSON/text: 0.4 × 5 = 2.0, Wilson(2, 5) = [0.1176, 0.7693] × 5 = [0.6, 3.8]. PHONE/text: 0 × 2, Wilson(0, 2)
    // = [0, 0.6576] × 2 = [0, 1.3].
    let lost: Vec<_> = sc.strata.iter().map(|s| (s.over_redaction, s.over_redaction_ci, s.est_tokens_lost, s.est_tokens_lost_ci)).collect();
    assert_eq!(
        lost,
        vec![
            (Some(1.0), Some([0.2065, 1.0]), Some(1.0), Some([0.2, 1.0])),
            (Some(0.6667), Some([0.2077, 0.9385]), Some(2.0), Some([0.6, 2.8])),
            (Some(0.0), Some([0.0, 0.7935]), Some(0.0), Some([0.0, 2.4])),
            (Some(1.0), Some([0.2065, 1.0]), Some(1.0), Some([0.2, 1.0])),
            (Some(0.4), Some([0.1176, 0.7693]), Some(2.0), Some([0.6, 3.8])),
            (Some(0.0), Some([0.0, 0.6576]), Some(0.0), Some([0.0, 1.3])),
        ]
    );
    // Wrongly redacted spans: PERSON/text 0.4 × 6 spans = 2.4 [0.1176·6 = 0.7, 0.7693·6 = 4.6]; DATE/notes 2/3 × 3 = 2.0.
    assert_eq!((sc.strata[4].est_fp_spans, sc.strata[4].est_fp_spans_ci), (Some(2.4), Some([0.7, 4.6])));
    assert_eq!(sc.strata[1].est_fp_spans, Some(2.0));
    let reasons = |i: usize| sc.strata[i].top_reasons.iter().map(|r| (r.reason, r.count)).collect::<Vec<_>>();
    // PERSON/text: product_name 1 (s2), part_number 1 (s3, adjudicated); ties in code order. DATE/notes: system_date 2
    // (s10; s12 takes A's reason since A and B agree on false_positive).
    assert_eq!(reasons(4), vec![(PR, 1), (PN, 1)]);
    assert_eq!(reasons(1), vec![(SD, 2)]);
    let o = &sc.overall;
    // Pooled: t = 0+1+1+0+3+2 = 7, f = 1+2+0+1+2+0 = 6: precision 7/13 = 0.5385; Wilson(7, 13): centre
    // (0.5385 + 0.1477)/1.2955 = 0.5297, half 0.2383 → [0.2914, 0.7679]; over-redaction 6/13 = 0.4615 [0.2321, 0.7086].
    assert_eq!((o.counts.true_pii, o.counts.false_positive, o.counts.unsure, o.counts.disagreed, o.counts.unlabelled), (7, 6, 1, 1, 0));
    assert_eq!((o.precision, o.precision_ci, o.over_redaction, o.over_redaction_ci), (Some(0.5385), Some([0.2914, 0.7679]), Some(0.4615), Some([0.2321, 0.7086])));
    // Weighted by spans (1, 3, 2, 1, 6, 2 = 15): (0 + 1 + 2 + 0 + 3.6 + 2)/15 = 8.6/15 = 0.5733; bounds the same sums of
    // the Wilson bounds: low (0 + 3·0.0615 + 2·0.2065 + 0 + 6·0.2307 + 2·0.3424)/15 = 0.1778, high (1·0.7935 + 3·0.7923 +
    // 2 + 0.7935 + 6·0.8824 + 2)/15 = 0.8839.
    assert_eq!((o.spans_estimated, o.weighted_precision, o.weighted_precision_bounds), (15, Some(0.5733), Some([0.1778, 0.8839])));
    // Sums: spans 1 + 2 + 0 + 1 + 2.4 + 0 = 6.4, tokens 1 + 2 + 0 + 1 + 2 + 0 = 6.0; bounds sum the unrounded
    // stratum bounds: spans [0.2065 + 0.6230 + 0 + 0.2065 + 0.7057 + 0 = 1.7, 1 + 2.8155 + 1.5869 + 1 + 4.6157 +
    // 1.3152 = 12.3], tokens [0.2065 + 0.6230 + 0 + 0.2065 + 0.5881 = 1.6, 1 + 2.8155 + 2.3804 + 1 + 3.8464 + 1.3152 = 12.4].
    assert_eq!((o.est_fp_spans, o.est_fp_spans_bounds, o.est_tokens_lost, o.est_tokens_lost_bounds), (Some(6.4), Some([1.7, 12.3]), Some(6.0), Some([1.6, 12.4])));

    // ---- 6. bands ----
    // Each labelled span weighs spans_h / labelled_h: PERSON/text 6/5 = 1.2 (s5 has no final label), others 1.
    // [0, .5): s3 F (1.2). [.5, .6): s2 F 1.2, s10 s12 s15 F → 4.2. [.6, .7): s9 F. [.7, .8): s11 T. [.8, .9): s4 T 1.2,
    // s13 T → 2.2. [.9, 1]: s1 s6 (1.2 each), s7 s8 → 4.4. No score: s14 U. A threshold at 0.7 would give back
    // 1.2 + 4.2 + 1 = 6.4 estimated false positives and expose no personal data.
    let bs = bands(&sample, &labels, "A", "B", DEFAULT_EDGES);
    let got: Vec<_> = bs.iter().map(|b| (b.lo, b.true_pii, b.false_positive, b.unsure, b.precision, b.raise_to_hi.map(|r| (r.est_fp_spans, r.est_true_spans)))).collect();
    assert_eq!(
        got,
        vec![
            (Some(0.0), 0, 1, 0, Some(0.0), Some((1.2, 0.0))),
            (Some(0.5), 0, 4, 0, Some(0.0), Some((5.4, 0.0))),
            (Some(0.6), 0, 1, 0, Some(0.0), Some((6.4, 0.0))),
            (Some(0.7), 1, 0, 0, Some(1.0), Some((6.4, 1.0))),
            (Some(0.8), 2, 0, 0, Some(1.0), Some((6.4, 3.2))),
            (Some(0.9), 4, 0, 0, Some(1.0), Some((6.4, 7.6))),
            (None, 0, 0, 1, None, None),
        ]
    );
    // [.5, .6): Wilson(0, 4): 1 + z²/n = 1.9604, centre = (0 + 0.4802)/1.9604 = 0.2449 = half → [0, 0.4899].
    assert_eq!(bs[1].precision_ci, Some([0.0, 0.4899]));

    // ---- 7. report: the same figures, and every record with its labels ----
    let rep = report("manifest.jsonl", &Options::default(), DEFAULT_EDGES, &profile, &sample, &labels, "A", "B");
    assert_eq!(rep.score, sc);
    assert_eq!(rep.records.len(), 15);
    let r3 = rep.records.iter().find(|r| r.item.span.id == "r2" && r.item.span.score == Some(0.45)).unwrap();
    assert_eq!(r3.labels.keys().collect::<Vec<_>>(), ["A", "B", "adjudicated"]);
    assert_eq!(r3.final_label, Some(Judgement { label: F, reason: Some(PN) }));
    let html = rep.html();
    assert!(html.contains("<td>PERSON</td><td>text</td><td class=\"n\">6</td><td class=\"n\">16.1%</td><td class=\"n\">6</td><td class=\"n\">3 / 2 / 0</td><td>60.0% [23.1–88.2]</td><td>2.0 [0.6–3.8]</td><td>product_name (1), part_number (1)</td>"), "{html}");
    assert!(html.contains("Caller [PERSON] asked about the <span class=\"span\">[PERSON]</span> 3000 pump"));
}

#[test]
fn a_foreign_csv_with_a_column_map_gives_the_same_audit() {
    let (jsonl, t) = run_scan(&Options::default());
    let csv = manifest_csv();
    let map = ColumnMap::parse(CSV_MAP).unwrap();
    let got = scan(ManifestReader::new(csv.as_bytes(), "m.csv", Format::Csv, map), "m.csv", Some(&t), &Options::default()).unwrap();
    assert_eq!(got.profile, jsonl.profile);
    let keys = |s: &Scan| s.sample.items.iter().map(|i| (i.key(), i.span.score, i.context.clone())).collect::<Vec<_>>();
    assert_eq!(keys(&got), keys(&jsonl));
}

#[test]
fn smaller_samples_are_sized_seeded_and_scored_on_what_was_labelled() {
    let opts = Options { size: 2, seed: 9, context: 10 };
    let (a, _) = run_scan(&opts);
    let (b, _) = run_scan(&opts);
    assert_eq!(a.sample, b.sample);
    let sizes: Vec<_> = a.sample.strata.iter().map(|s| (s.stratum.label.as_str(), s.spans, s.sampled)).collect();
    assert_eq!(sizes, vec![("ADDRESS", 1, 1), ("DATE", 3, 2), ("PERSON", 2, 2), ("PERSON", 1, 1), ("PERSON", 6, 2), ("PHONE", 2, 2)]);
    // Labels for spans outside this sample are an error naming the labels file, its line and the sample.
    let err = Labels::default().read(labels()[0].as_bytes(), "labels-a.jsonl", &a.sample).unwrap_err().to_string();
    assert!(err.starts_with("labels-a.jsonl:") && err.contains("is not in the sample (seed 9, size 2)"), "{err}");
}

/// Runs the CLI with `args` from the crate root; (exit code, stdout, stderr).
fn cli(args: &[&str]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_blackbar"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"").unwrap();
    let out = child.wait_with_output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

const D: &str = "tests/data/audit";

fn golden(name: &str) -> String {
    let path = format!("{}/{D}/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn cli_steps_exact_output() {
    let m = format!("{D}/manifest.jsonl");
    let t = format!("{D}/texts.jsonl");
    let labels = format!("{D}/labels-a.jsonl,{D}/labels-b.jsonl,{D}/adjudicated.jsonl");
    let csv = format!("{D}/manifest-foreign.csv");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["audit", "profile", &m, "--texts", &t], "profile.txt"),
        (vec!["audit", "profile", &csv, "--map", CSV_MAP, "--texts", &t], "profile-csv.txt"),
        (vec!["audit", "sample", &m, "--texts", &t, "--size", "2", "--seed", "9", "--context", "12"], "sample.jsonl"),
        (vec!["audit", "agree", &m, "--labels", &labels], "agree.txt"),
        (vec!["audit", "score", &m, "--texts", &t, "--labels", &labels], "score.txt"),
        (vec!["audit", "report", &m, "--texts", &t, "--labels", &labels, "--context", "20"], "report.json"),
        (vec!["audit", "report", &m, "--texts", &t, "--labels", &labels, "--context", "20", "--html"], "report.html"),
    ];
    for (args, want) in cases {
        let (code, out, err) = cli(&args);
        let path = format!("{}/{D}/{want}", env!("CARGO_MANIFEST_DIR"));
        if std::env::var_os("BLACKBAR_BLESS").is_some() {
            std::fs::write(&path, &out).unwrap();
        }
        assert_eq!((code, err.as_str()), (0, ""), "blackbar {args:?}");
        assert_eq!(out, golden(want), "blackbar {args:?} (golden {want}; BLACKBAR_BLESS=1 rewrites it)");
    }
    // The CSV profile is the JSONL one but for its first line (the manifest's name).
    assert_eq!(golden("profile.txt").split_once('\n').unwrap().1, golden("profile-csv.txt").split_once('\n').unwrap().1);
}

#[test]
fn cli_errors_name_file_line_and_field() {
    let m = format!("{D}/manifest.jsonl");
    let cases: Vec<(Vec<&str>, String)> = vec![
        (vec!["audit", "profile", "tests/data/audit/manifest-foreign.csv"], "blackbar audit: tests/data/audit/manifest-foreign.csv:1: field `id`: no such column in the header (columns: doc, section, entity_type, begin, finish, confidence, comment; map one with COLUMN=id)\n".into()),
        (vec!["audit", "profile", &m, "--texts", "tests/data/audit/labels-a.jsonl"], "blackbar audit: tests/data/audit/labels-a.jsonl:1: field `text`: missing\n".into()),
        (vec!["audit", "score", &m], "blackbar audit: score needs --labels\n".into()),
        (vec!["audit", "agree", &m, "--labels", &m], "blackbar audit: tests/data/audit/manifest.jsonl:1: field `reviewer`: missing\n".into()),
        (vec!["audit", "score", &m, "--labels", "tests/data/audit/labels-other.jsonl", "--seed", "3"], "blackbar audit: tests/data/audit/labels-other.jsonl:1: field `id`: id \"r9\" field \"text\" 0–8 is not in the sample (seed 3, size 200): labels made on another sample or manifest?\n".into()),
        (vec!["audit", "sample", &m, "--size", "0"], "blackbar audit: --size must be at least 1\n".into()),
        (vec!["audit", "profile", &m, "--map", "a=b"], "blackbar audit: --map \"a=b\": `b` is not a manifest field (one of id, field, out_start, out_end, label, rule, score, operator, entity)\n".into()),
        (vec!["audit", "nope", &m], "blackbar audit: unknown step \"nope\" (profile, sample, agree, score or report)\n".into()),
        (vec!["audit", "profile"], "blackbar audit: missing MANIFEST (a file, or - for standard input)\n".into()),
    ];
    for (args, want) in cases {
        let (code, out, err) = cli(&args);
        assert_eq!((code, out.as_str(), err.as_str()), (2, "", want.as_str()), "blackbar {args:?}");
    }
}
