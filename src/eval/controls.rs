//! Controls: documents with a known answer that every run can be checked against.
//!
//! - [`CLEAN`]: documents written to contain no personal data at all, full of look-alikes (versions, SKUs, error
//!   codes, timestamps, prices, build tags). Every detection in them is spurious.
//! - [`POSITIVE`]: one identifier per [`Label`], in inline markup (`[[PHONE:…]]`). Each must be found whole. A label
//!   without a recognizer yet shows as missed: the report says so rather than hiding the label.

use crate::engine::Engine;
use crate::eval::score::{coverage, union, Coverage};
use crate::formats::markup;
use crate::offsets::{OffsetIndex, Unit};
use crate::{Label, Policy};

/// Clean documents: no personal data.
pub const CLEAN: &[&str] = &[
    "Release 4.12.0 fixes error E-5501 in the export queue; upgrade from 4.11.3 before 2025-01-31.",
    "Build 6.12.2025 passed 1,204 of 1,210 tests in 00:14:32.",
    "SKU 4006381333931 is back in stock at $1,299.00 (was $1,499.00).",
    "The cron job runs at 03:15 UTC every day and writes /var/log/export-7.log.",
    "Order ORD-2024-118833 shipped in 3 boxes, 12.5 kg total, tracking window 48 hours.",
    "Set max_connections = 500 and timeout = 30000 ms; see RFC 7231 section 6.5.1.",
    "Quarterly revenue grew 4.2% to 18.7 million across 14 regions.",
    "Firmware 2.0.17 (commit 9f3c2ab) changed the default port from 8080 to 8443.",
    "Table 3 lists 1024 samples at 44100 Hz, 16-bit, 2 channels.",
    "Error code 0x80070005: access denied while copying 2,048 files.",
];

/// Positive controls, one per label in [`Label::ALL`] order: a sentence with exactly one marked identifier.
pub const POSITIVE: &[&str] = &[
    "The service password: [[SECRET:Tr0ub4dor&3xq]] was rotated.",
    "Charge card [[CARD:4526 0181 5908 3012]] for the order.",
    "Pay into [[IBAN:GB82 WEST 1234 5698 7654 32]] by Friday.",
    "Her SSN is [[NATIONAL_ID:123-45-6789]] on the form.",
    "His PAN is [[TAX_ID:ABCPE1234F]] for the return.",
    "Passport number [[PASSPORT:533380006]] was scanned.",
    "Driving licence [[DRIVER_LICENSE:MORGA657054SM9IJ]] was checked.",
    "Customer account number [[ACCOUNT:00123456789]] is overdue.",
    "Send it to [[CRYPTO_WALLET:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq]] please.",
    "Write to [[EMAIL:dana.whitfield@example.co.uk]] about it.",
    "Call me on [[PHONE:(415) 555-0232]] after six.",
    "The login came from [[IP_ADDRESS:203.0.113.42]] last night.",
    "The laptop's MAC is [[MAC_ADDRESS:00:1A:2B:3C:4D:5E]] per the log.",
    "Her file is at [[URL:https://drive.example.com/u/dana.whitfield/medical.pdf]] now.",
    "Ping me on Slack as [[USERNAME:@dwhitfield]] instead.",
    "Patient date of birth: [[DATE_OF_BIRTH:14/03/1987]].",
    "She lives at [[ADDRESS:221B Baker Street, London NW1 6XE]] with a cat.",
    "Postcode: [[POSTCODE:NW1 6XE]] on the envelope.",
    "The judgment in application no. [[CASE_NUMBER:40593/04]] was delivered.",
    "The car registration [[LICENSE_PLATE:AB12 CDE]] was caught on camera.",
    "I spoke with [[PERSON:Nguyễn Thị Hồng Vân]] this morning.",
    "She works for [[ORGANIZATION:Acme Logistics Ltd]] in sales.",
    "He moved to [[LOCATION:Thessaloniki]] last year.",
    "The applicant is a [[DEMOGRAPHIC:Turkish national]] living abroad.",
    "The patient, [[AGE:aged 45]], was discharged.",
    "The hearing took place on [[DATE:15 October 2004]] in public.",
    "The court awarded the applicant [[QUANTITY:GBP 5,000]] in damages.",
];

/// A spurious detection in a clean document.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Spurious {
    /// Index into [`CLEAN`].
    pub document: usize,
    /// Start, code points.
    pub start: usize,
    /// End, code points.
    pub end: usize,
    /// Detected label.
    pub label: Label,
    /// The rule that fired.
    pub rule: String,
    /// The detected text.
    pub text: String,
}

/// The outcome of one positive control.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Positive {
    /// The label the control is for.
    pub label: String,
    /// The identifier.
    pub value: String,
    /// Whether it was found whole.
    pub coverage: Coverage,
    /// Labels of the redactions that touched it.
    pub found_as: Vec<Label>,
}

/// Both control sets' outcomes.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ControlsReport {
    /// Clean documents run.
    pub clean_documents: usize,
    /// Every detection in them (all spurious).
    pub spurious: Vec<Spurious>,
    /// Positive controls run.
    pub positive_controls: usize,
    /// Positive controls found whole.
    pub caught: usize,
    /// Every positive control's outcome.
    pub positives: Vec<Positive>,
}

/// Runs both control sets through `engine` under `policy`.
pub fn run(engine: &Engine, policy: &Policy) -> ControlsReport {
    let mut spurious = Vec::new();
    for (i, text) in CLEAN.iter().enumerate() {
        let idx = OffsetIndex::new(text);
        for f in engine.analyze(text, policy) {
            let cp = |b| idx.from_byte(b, Unit::CodePoint).expect("boundary");
            spurious.push(Spurious {
                document: i,
                start: cp(f.span.start),
                end: cp(f.span.end),
                label: f.label,
                rule: f.rule.to_string(),
                text: text[f.span].to_string(),
            });
        }
    }
    let mut positives = Vec::new();
    for line in POSITIVE {
        let m = markup::parse(line).expect("built-in controls are valid markup");
        let gold = &m.spans[0];
        let found = engine.analyze(&m.text, policy);
        let cov = coverage(&m.text, gold.span, &union(found.iter().map(|f| f.span)));
        let mut found_as: Vec<Label> = found.iter().filter(|f| f.span.overlaps(gold.span)).map(|f| f.label).collect();
        found_as.dedup();
        positives.push(Positive { label: gold.label.clone(), value: m.text[gold.span].to_string(), coverage: cov, found_as });
    }
    ControlsReport {
        clean_documents: CLEAN.len(),
        spurious,
        positive_controls: positives.len(),
        caught: positives.iter().filter(|p| p.coverage == Coverage::Full).count(),
        positives,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_positive_control_per_label_in_order() {
        let labels: Vec<String> = POSITIVE.iter().map(|l| markup::parse(l).unwrap().spans[0].label.clone()).collect();
        let all: Vec<String> = Label::ALL.iter().map(|l| l.name().to_string()).collect();
        assert_eq!(labels, all, "add a positive control for every new label");
        for l in POSITIVE {
            assert_eq!(markup::parse(l).unwrap().spans.len(), 1, "{l}");
        }
    }

    #[test]
    fn clean_documents_have_no_markup() {
        for d in CLEAN {
            assert!(markup::parse(d).unwrap().spans.is_empty(), "{d}");
        }
    }

    #[test]
    fn runs_and_finds_email_and_phone() {
        let rep = run(&Engine::new(), &Policy::default());
        let by = |l: &str| rep.positives.iter().find(|p| p.label == l).unwrap().coverage;
        assert_eq!(by("EMAIL"), Coverage::Full);
        assert_eq!(by("PHONE"), Coverage::Full);
        assert_eq!(rep.positive_controls, Label::ALL.len());
        assert_eq!(rep.clean_documents, CLEAN.len());
    }
}
