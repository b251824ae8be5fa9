//! A synthetic labelled corpus: documents with gold spans, deterministic from a seed.
//!
//! Support calls, chat logs, support tickets, clinical notes, billing letters, SRT and WebVTT transcripts, each with
//! identifiers in the formats of one locale (US, UK, DE, FR, IN, VN, CA, AU, BR, ES, IT, NL, IE, PL), names from
//! many cultures, spoken forms, line-wrapped values, second mentions sharing an entity id, and unlabelled look-alikes
//! (order numbers that fail Luhn, SKUs, error codes, versions, timestamps, prices, card last-4...) that a redactor
//! must leave visible.
//!
//! Determinism: document `i` of seed `s` is drawn from its own [`rng::Rng`] stream derived from `(s, i)`, with
//! integer arithmetic only, no hash-map iteration and no floats, so the output is byte-identical on every platform
//! (wasm32 included) and document `i` does not depend on `--count`. Offsets in the output are **Unicode code points**,
//! end exclusive, converted from the builder's byte spans with [`crate::offsets::OffsetIndex`].
//!
//! ```
//! use blackbar::gen::{generate, GenOptions};
//!
//! let opts = GenOptions { seed: 7, count: 3, ..GenOptions::default() };
//! let docs: Vec<_> = generate(&opts).collect();
//! assert_eq!(docs.len(), 3);
//! let line = docs[0].to_json_line();
//! assert!(line.starts_with("{\"id\":\"gen-7-0000\",\"text\":"));
//! for s in &docs[0].spans {
//!     let text: String = docs[0].text.chars().skip(s.start).take(s.end - s.start).collect();
//!     assert_eq!(text, s.value);
//! }
//! ```

mod builder;
pub mod check;
mod docs;
mod names;
pub mod rng;
mod values;

use std::fmt;
use std::str::FromStr;

use crate::offsets::{OffsetIndex, Unit};
use crate::{Label, Span};

macro_rules! name_enum {
    ($(#[doc = $doc:literal])* $name:ident { $($(#[doc = $vdoc:literal])* $variant:ident = $code:literal,)* }) => {
        $(#[doc = $doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum $name {
            $($(#[doc = $vdoc])* $variant,)*
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The short lower-case code used on the command line and in `meta`.
            pub fn code(self) -> &'static str {
                match self { $($name::$variant => $code,)* }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.code())
            }
        }

        impl FromStr for $name {
            type Err = String;
            fn from_str(s: &str) -> Result<$name, String> {
                $name::ALL.iter().copied().find(|k| k.code().eq_ignore_ascii_case(s.trim())).ok_or_else(|| {
                    format!("unknown {} {s:?} (known: {})", stringify!($name).to_lowercase(), $name::ALL.iter().map(|k| k.code()).collect::<Vec<_>>().join(","))
                })
            }
        }
    };
}

name_enum! {
    /// The kind of document to generate.
    Kind {
        /// A support call transcript in speaker turns ("Agent:" / "Caller:"), with spoken numbers.
        Call = "call",
        /// A support chat log with time stamps and display names.
        Chat = "chat",
        /// A support ticket with environment details and a log excerpt.
        Ticket = "ticket",
        /// A clinical note with a patient header.
        Clinical = "clinical",
        /// A billing letter or message.
        Billing = "billing",
        /// A call transcript as SubRip subtitles (cue numbers and timings, never labelled).
        Srt = "srt",
        /// A call transcript as WebVTT (header, timings, voice tags).
        Vtt = "vtt",
    }
}

name_enum! {
    /// The locale whose formats the identifiers follow.
    Locale {
        /// United States.
        Us = "us",
        /// United Kingdom.
        Uk = "uk",
        /// Germany.
        De = "de",
        /// France.
        Fr = "fr",
        /// India.
        In = "in",
        /// Vietnam.
        Vn = "vn",
        /// Canada.
        Ca = "ca",
        /// Australia.
        Au = "au",
        /// Brazil.
        Br = "br",
        /// Spain.
        Es = "es",
        /// Italy.
        It = "it",
        /// The Netherlands.
        Nl = "nl",
        /// Ireland.
        Ie = "ie",
        /// Poland.
        Pl = "pl",
    }
}

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenOptions {
    /// The seed: the same seed gives byte-identical output.
    pub seed: u64,
    /// How many documents.
    pub count: usize,
    /// Document kinds, taken in turn (document `i` has kind `kinds[i % kinds.len()]`). Empty means all.
    pub kinds: Vec<Kind>,
    /// Locales, drawn at random per document. Empty means all.
    pub locales: Vec<Locale>,
}

impl Default for GenOptions {
    fn default() -> GenOptions {
        GenOptions { seed: 7, count: 400, kinds: Kind::ALL.to_vec(), locales: Locale::ALL.to_vec() }
    }
}

/// One gold span: code-point offsets, label, entity, and (not serialised) the inserted value and its format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoldSpan {
    /// Start, in Unicode code points.
    pub start: usize,
    /// End (exclusive), in Unicode code points.
    pub end: usize,
    /// The same span in UTF-8 bytes.
    pub bytes: Span,
    /// Label.
    pub label: Label,
    /// Entity id within the document ("e1", "e2", ...): every mention of one person, or one value repeated, shares it.
    pub entity_id: String,
    /// The value as the generator inserted it.
    pub value: String,
    /// The format name (for [`check::validate`]): "card", "iban", "us_ssn", "spoken", ...
    pub format: &'static str,
}

/// An unlabelled look-alike in a document (not serialised): what a redactor must leave visible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoy {
    /// Start, in Unicode code points.
    pub start: usize,
    /// End (exclusive), in Unicode code points.
    pub end: usize,
    /// What it imitates: "order_number", "sku", "error_code", "version", "timestamp", "price", ...
    pub kind: &'static str,
    /// The text as inserted.
    pub value: String,
}

/// One generated document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoldDoc {
    /// "gen-{seed}-{index:04}".
    pub id: String,
    /// The document text.
    pub text: String,
    /// Gold spans, sorted by start, disjoint.
    pub spans: Vec<GoldSpan>,
    /// Unlabelled look-alikes, sorted by start.
    pub decoys: Vec<Decoy>,
    /// Its kind.
    pub kind: Kind,
    /// Its locale.
    pub locale: Locale,
    /// The corpus seed.
    pub seed: u64,
}

#[derive(serde::Serialize)]
struct SpanOut<'a> {
    start: usize,
    end: usize,
    label: Label,
    entity_id: &'a str,
    identifier_type: &'static str,
}

/// `DIRECT` for labels that identify a person on their own (names, contact details, account and document numbers,
/// full addresses), `QUASI` for those that identify only in combination (dates, ages, postcodes, places, employers,
/// languages) — the Text Anonymization Benchmark's distinction, written into every gold span so an evaluator can
/// report recall for each.
pub fn identifier_type(label: Label) -> &'static str {
    match label {
        Label::DateOfBirth
        | Label::Date
        | Label::Postcode
        | Label::Location
        | Label::Organization
        | Label::Demographic
        | Label::Age
        | Label::Quantity => "QUASI",
        _ => "DIRECT",
    }
}

#[derive(serde::Serialize)]
struct MetaOut {
    kind: &'static str,
    locale: &'static str,
    seed: u64,
}

#[derive(serde::Serialize)]
struct DocOut<'a> {
    id: &'a str,
    text: &'a str,
    spans: Vec<SpanOut<'a>>,
    meta: MetaOut,
}

impl GoldDoc {
    /// The document as one line of gold JSONL (no trailing newline):
    /// `{"id","text","spans":[{"start","end","label","entity_id","identifier_type"}],"meta":{"kind","locale","seed"}}`.
    pub fn to_json_line(&self) -> String {
        let out = DocOut {
            id: &self.id,
            text: &self.text,
            spans: self
                .spans
                .iter()
                .map(|s| SpanOut {
                    start: s.start,
                    end: s.end,
                    label: s.label,
                    entity_id: &s.entity_id,
                    identifier_type: identifier_type(s.label),
                })
                .collect(),
            meta: MetaOut { kind: self.kind.code(), locale: self.locale.code(), seed: self.seed },
        };
        serde_json::to_string(&out).expect("plain structs serialise")
    }
}

/// The documents for `opts`, generated lazily (so a large `count` streams in constant memory).
pub fn generate(opts: &GenOptions) -> impl Iterator<Item = GoldDoc> + '_ {
    (0..opts.count).map(move |i| {
        let kinds = if opts.kinds.is_empty() { Kind::ALL } else { &opts.kinds[..] };
        let locales = if opts.locales.is_empty() { Locale::ALL } else { &opts.locales[..] };
        let mut rng = rng::Rng::for_item(opts.seed, i as u64);
        let kind = kinds[i % kinds.len()];
        let locale = rng.pick(locales);
        generate_one(opts.seed, i, kind, locale, rng)
    })
}

fn generate_one(seed: u64, index: usize, kind: Kind, locale: Locale, rng: rng::Rng) -> GoldDoc {
    let b = docs::document(rng, kind, locale);
    let idx = OffsetIndex::new(&b.text);
    let cp = |byte: usize| idx.from_byte(byte, Unit::CodePoint).expect("builder spans lie on character boundaries");
    let spans = b
        .spans
        .iter()
        .map(|p| GoldSpan {
            start: cp(p.span.start),
            end: cp(p.span.end),
            bytes: p.span,
            label: p.label,
            entity_id: format!("e{}", p.entity),
            value: p.value.clone(),
            format: p.format,
        })
        .collect();
    let decoys = b
        .decoys
        .iter()
        .map(|d| Decoy { start: cp(d.span.start), end: cp(d.span.end), kind: d.kind, value: d.value.clone() })
        .collect();
    GoldDoc { id: format!("gen-{seed}-{index:04}"), text: b.text, spans, decoys, kind, locale, seed }
}
