//! Corpus independence: near-duplicate documents.
//!
//! Each document becomes the set of its lower-cased alphanumeric tokens (runs of letters and digits, any script).
//! Tokens present in at least 90% of documents are stop tokens and removed (only in corpora of 10 documents or
//! more: in a tiny corpus every shared word would be a stop token). Two documents are near-duplicates when the
//! Jaccard similarity of their sets, |A ∩ B| / |A ∪ B|, reaches the threshold (default 0.8). The report lists those
//! pairs and the closest pair below the threshold (how close the corpus came). Pairs where both sets are empty are
//! not compared. Comparison is all pairs: O(n²) set intersections, fine for thousands of documents.

use std::collections::HashMap;

/// The default similarity threshold.
pub const DEFAULT_THRESHOLD: f64 = 0.8;

/// Share of documents a token must appear in to be a stop token.
pub const STOP_SHARE: f64 = 0.9;

/// Smallest corpus in which stop tokens are removed.
pub const STOP_MIN_DOCS: usize = 10;

/// The lower-cased alphanumeric tokens of `text`.
pub fn tokens(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric()).filter(|t| !t.is_empty()).map(str::to_lowercase)
}

/// Jaccard similarity of two sorted, deduplicated sets; `None` when both are empty.
pub fn jaccard(a: &[u32], b: &[u32]) -> Option<f64> {
    if a.is_empty() && b.is_empty() {
        return None;
    }
    let (mut i, mut j, mut inter) = (0, 0, 0usize);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                inter += 1;
                i += 1;
                j += 1;
            }
        }
    }
    Some(inter as f64 / (a.len() + b.len() - inter) as f64)
}

/// Collects documents' token sets.
#[derive(Clone, Debug, Default)]
pub struct Dupes {
    vocab: HashMap<String, u32>,
    df: Vec<u32>,
    docs: Vec<(String, Vec<u32>)>,
}

/// Two documents and their similarity.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Pair {
    /// First document id (earlier in the input).
    pub a: String,
    /// Second document id.
    pub b: String,
    /// Jaccard similarity, 4 decimals.
    pub jaccard: f64,
}

/// The near-duplicate report.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct DupesReport {
    /// Documents compared.
    pub documents: usize,
    /// Stop tokens removed.
    pub stop_tokens: usize,
    /// The threshold used.
    pub threshold: f64,
    /// Pairs at or above the threshold, most similar first.
    pub pairs: Vec<Pair>,
    /// The most similar pair below the threshold.
    pub closest_below: Option<Pair>,
}

impl Dupes {
    /// Adds one document.
    pub fn add(&mut self, id: &str, text: &str) {
        let mut set: Vec<u32> = tokens(text)
            .map(|t| {
                let n = self.vocab.len() as u32;
                *self.vocab.entry(t).or_insert(n)
            })
            .collect();
        crate::sort::sort(&mut set);
        set.dedup();
        self.df.resize(self.vocab.len(), 0);
        for &t in &set {
            self.df[t as usize] += 1;
        }
        self.docs.push((id.to_string(), set));
    }

    /// Compares every pair.
    pub fn report(&self, threshold: f64) -> DupesReport {
        let n = self.docs.len();
        let stop: Vec<bool> = self
            .df
            .iter()
            .map(|&d| n >= STOP_MIN_DOCS && d as f64 >= STOP_SHARE * n as f64)
            .collect();
        let sets: Vec<Vec<u32>> =
            self.docs.iter().map(|(_, s)| s.iter().copied().filter(|&t| !stop[t as usize]).collect()).collect();
        let mut pairs = Vec::new();
        let mut closest: Option<Pair> = None;
        for i in 0..n {
            for j in i + 1..n {
                let Some(sim) = jaccard(&sets[i], &sets[j]) else { continue };
                let pair = Pair { a: self.docs[i].0.clone(), b: self.docs[j].0.clone(), jaccard: super::round4(sim) };
                if sim >= threshold {
                    pairs.push(pair);
                } else if closest.as_ref().map_or(true, |c| pair.jaccard > c.jaccard) {
                    closest = Some(pair);
                }
            }
        }
        crate::sort::sort_by(&mut pairs, |x, y| y.jaccard.total_cmp(&x.jaccard));
        DupesReport { documents: n, stop_tokens: stop.iter().filter(|s| **s).count(), threshold, pairs, closest_below: closest }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jaccard_table() {
        assert_eq!(jaccard(&[1, 2, 3], &[1, 2, 3]), Some(1.0));
        assert_eq!(jaccard(&[1, 2], &[3, 4]), Some(0.0));
        assert_eq!(jaccard(&[1, 2, 3, 4], &[2, 3, 4, 5]), Some(0.6));
        assert_eq!(jaccard(&[], &[1]), Some(0.0));
        assert_eq!(jaccard(&[], &[]), None);
    }

    #[test]
    fn tokens_are_lowercase_alphanumeric_runs() {
        assert_eq!(tokens("Hồng's e-mail: A1@x.org").collect::<Vec<_>>(), ["hồng", "s", "e", "mail", "a1", "x", "org"]);
    }

    #[test]
    fn finds_pairs_and_removes_stop_tokens() {
        let mut d = Dupes::default();
        d.add("a", "the applicant was born in 1965 in Izmir");
        d.add("b", "The applicant was born in 1965 in Izmir.");
        d.add("c", "the court held a hearing on 3 May");
        let rep = d.report(DEFAULT_THRESHOLD);
        assert_eq!(rep.pairs, [Pair { a: "a".into(), b: "b".into(), jaccard: 1.0 }]);
        assert_eq!(rep.stop_tokens, 0, "fewer than 10 documents: no stop tokens");
        assert_eq!(rep.closest_below.unwrap().jaccard, 0.0714, "`the` is shared by a and c: 1 of 14 tokens");

        // In 10 documents that all say "the", it is a stop token.
        let mut d = Dupes::default();
        for i in 0..10 {
            d.add(&i.to_string(), &format!("the word{i}"));
        }
        let rep = d.report(0.8);
        assert_eq!(rep.stop_tokens, 1);
        assert!(rep.pairs.is_empty());
        assert_eq!(rep.closest_below.unwrap().jaccard, 0.0);
    }
}
