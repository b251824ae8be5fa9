//! Quasi-identifier uniqueness (k-anonymity): redaction is not anonymisation.
//!
//! Records are grouped by their values on a chosen set of attributes; a record's k is the size of its group. The
//! report gives the share of records that are unique (k = 1), the k histogram (records in groups of 1, 2, 3–4, 5–9,
//! 10+), and how both fall as the attributes are coarsened:
//!
//! | level | dates | postcodes | other attributes |
//! |---|---|---|---|
//! | 0 | as written | as written | as written |
//! | 1 | year | outward code (before the space: `NW1 6XE` → `NW1`), else first 3 characters | as written |
//! | 2 | decade (`1980s`) | first 2 characters of the level-1 value | as written |
//!
//! An attribute is a date when its name contains `date`, `dob` or `birth`, a postcode when it contains `post`,
//! `zip` or `postal` (case-insensitive). A date's year is its first 4-digit run from 1800 to 2099; a value without
//! one is kept as written. A missing attribute is the empty value. Values compare after trimming and upper-casing.

use std::collections::HashMap;

use crate::formats::records::Record;
use crate::Span;

/// A record from the labelled spans of one document: for each attribute (a label name, compared ignoring case) the
/// text of its first span, or the empty value. This is how "the quasi-identifiers in each document" become records:
/// from gold spans, or from what blackbar detected.
pub fn record_from_spans<'a>(text: &str, spans: impl IntoIterator<Item = (&'a str, Span)>, attributes: &[String]) -> Record {
    let spans: Vec<(&str, Span)> = spans.into_iter().collect();
    attributes
        .iter()
        .map(|a| {
            let first = spans.iter().filter(|(l, _)| l.eq_ignore_ascii_case(a)).min_by_key(|(_, s)| s.start);
            (a.clone(), first.map_or(String::new(), |(_, s)| text[*s].to_string()))
        })
        .collect()
}

/// How an attribute is coarsened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Dates: year, then decade.
    Date,
    /// Postcodes: prefix, then shorter prefix.
    Postcode,
    /// Kept as written.
    Other,
}

/// The kind of an attribute, from its name.
pub fn kind(name: &str) -> Kind {
    let n = name.to_ascii_lowercase();
    if ["date", "dob", "birth"].iter().any(|k| n.contains(k)) {
        Kind::Date
    } else if ["post", "zip"].iter().any(|k| n.contains(k)) {
        Kind::Postcode
    } else {
        Kind::Other
    }
}

fn year(v: &str) -> Option<u32> {
    v.split(|c: char| !c.is_ascii_digit())
        .filter(|r| r.len() == 4)
        .filter_map(|r| r.parse::<u32>().ok())
        .find(|y| (1800..=2099).contains(y))
}

/// A value coarsened to `level` (0, 1 or 2) for an attribute of `kind`.
pub fn coarsen(value: &str, kind: Kind, level: u8) -> String {
    let v = value.trim().to_uppercase();
    match (kind, level) {
        (_, 0) | (Kind::Other, _) => v,
        (Kind::Date, 1) => year(&v).map_or(v, |y| y.to_string()),
        (Kind::Date, _) => year(&v).map_or(v, |y| format!("{}s", y / 10 * 10)),
        (Kind::Postcode, l) => {
            let prefix: String = match v.split_once(' ') {
                Some((out, _)) => out.to_string(),
                None => v.chars().take(3).collect(),
            };
            if l == 1 {
                prefix
            } else {
                prefix.chars().take(2).collect()
            }
        }
    }
}

/// Uniqueness at one coarsening level.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Level {
    /// 0, 1 or 2.
    pub level: u8,
    /// What was coarsened, in words.
    pub description: String,
    /// Equivalence classes (distinct value combinations).
    pub classes: usize,
    /// Records with k = 1.
    pub unique: usize,
    /// unique / records.
    pub unique_share: Option<f64>,
    /// Records in groups of size 1, 2, 3–4, 5–9, 10+.
    pub k_histogram: Vec<(String, usize)>,
    /// The smallest k (the data set is k-anonymous for this k).
    pub min_k: Option<usize>,
}

/// The k-anonymity report.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct KanonReport {
    /// Records.
    pub records: usize,
    /// The attributes and their kinds.
    pub attributes: Vec<(String, Kind)>,
    /// Levels 0, 1, 2.
    pub levels: Vec<Level>,
}

const BUCKETS: &[(&str, usize, usize)] = &[("1", 1, 1), ("2", 2, 2), ("3-4", 3, 4), ("5-9", 5, 9), ("10+", 10, usize::MAX)];

/// Groups `records` on `attributes` at each coarsening level.
pub fn analyze(records: &[Record], attributes: &[String]) -> KanonReport {
    let kinds: Vec<Kind> = attributes.iter().map(|a| kind(a)).collect();
    let mut levels = Vec::new();
    for level in 0..=2u8 {
        let keys: Vec<Vec<String>> = records
            .iter()
            .map(|rec| {
                attributes
                    .iter()
                    .zip(&kinds)
                    .map(|(a, &k)| {
                        let v = rec.iter().find(|(n, _)| n == a).map_or("", |(_, v)| v.as_str());
                        coarsen(v, k, level)
                    })
                    .collect()
            })
            .collect();
        let mut sizes: HashMap<&Vec<String>, usize> = HashMap::new();
        for k in &keys {
            *sizes.entry(k).or_default() += 1;
        }
        let ks: Vec<usize> = keys.iter().map(|k| sizes[k]).collect();
        let unique = ks.iter().filter(|&&k| k == 1).count();
        let k_histogram = BUCKETS
            .iter()
            .map(|(name, lo, hi)| (name.to_string(), ks.iter().filter(|&&k| k >= *lo && k <= *hi).count()))
            .collect();
        let coarsened: Vec<String> = attributes
            .iter()
            .zip(&kinds)
            .filter(|(_, k)| **k != Kind::Other)
            .map(|(a, k)| {
                let to = match (k, level) {
                    (Kind::Date, 1) => "year",
                    (Kind::Date, _) => "decade",
                    (_, 1) => "prefix",
                    _ => "2-character prefix",
                };
                format!("{a} → {to}")
            })
            .collect();
        let description = if level == 0 || coarsened.is_empty() { "as written".to_string() } else { coarsened.join(", ") };
        levels.push(Level {
            level,
            description,
            classes: sizes.len(),
            unique,
            unique_share: super::score::rate(unique as u64, records.len() as u64).map(super::round4),
            k_histogram,
            min_k: ks.iter().copied().min(),
        });
    }
    KanonReport { records: records.len(), attributes: attributes.iter().cloned().zip(kinds).collect(), levels }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coarsen_table() {
        let cases = [
            ("1987-03-14", Kind::Date, 0, "1987-03-14"),
            ("14/03/1987", Kind::Date, 1, "1987"),
            ("14 March 1987", Kind::Date, 2, "1980s"),
            ("unknown", Kind::Date, 2, "UNKNOWN"),
            ("nw1 6xe", Kind::Postcode, 1, "NW1"),
            ("NW1 6XE", Kind::Postcode, 2, "NW"),
            ("94103", Kind::Postcode, 1, "941"),
            ("94103", Kind::Postcode, 2, "94"),
            (" f ", Kind::Other, 2, "F"),
        ];
        for (v, k, l, want) in cases {
            assert_eq!(coarsen(v, k, l), want, "{v} {k:?} {l}");
        }
        assert_eq!((kind("DOB"), kind("zip_code"), kind("Postcode"), kind("gender")), (Kind::Date, Kind::Postcode, Kind::Postcode, Kind::Other));
    }

    #[test]
    fn records_from_labelled_spans() {
        let text = "Born 14/03/1987, lives NW1 6XE; born again 1990";
        let spans = [("DATE_OF_BIRTH", Span::new(43, 47)), ("date_of_birth", Span::new(5, 15)), ("POSTCODE", Span::new(23, 30))];
        let attrs: Vec<String> = ["DATE_OF_BIRTH", "POSTCODE", "AGE"].iter().map(|s| s.to_string()).collect();
        let rec = record_from_spans(text, spans, &attrs);
        let values: Vec<&str> = rec.iter().map(|(_, v)| v.as_str()).collect();
        assert_eq!(values, ["14/03/1987", "NW1 6XE", ""], "the first mention by position; a missing label is empty");
        assert_eq!(kind("DATE_OF_BIRTH"), Kind::Date);
        assert_eq!(kind("POSTCODE"), Kind::Postcode);
    }

    #[test]
    fn uniqueness_falls_with_coarsening() {
        let rec = |d: &str, p: &str, g: &str| -> Record {
            vec![("dob".into(), d.into()), ("postcode".into(), p.into()), ("gender".into(), g.into())]
        };
        let recs = vec![
            rec("1987-03-14", "NW1 6XE", "F"),
            rec("1987-07-01", "NW1 4AB", "F"),
            rec("1983-01-01", "NW3 1AA", "F"),
            rec("1962-05-05", "M1 1AA", "M"),
        ];
        let attrs: Vec<String> = ["dob", "postcode", "gender"].iter().map(|s| s.to_string()).collect();
        let rep = analyze(&recs, &attrs);
        let unique: Vec<usize> = rep.levels.iter().map(|l| l.unique).collect();
        assert_eq!(unique, [4, 2, 1]);
        assert_eq!(rep.levels[2].k_histogram[0], ("1".to_string(), 1));
        assert_eq!(rep.levels[2].k_histogram[2], ("3-4".to_string(), 3));
        assert_eq!(rep.levels[2].min_k, Some(1));
        assert_eq!(rep.levels[1].description, "dob → year, postcode → prefix");
    }
}
