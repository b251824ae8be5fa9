//! Step 2, stratify and sample: per stratum (type, field), a uniform random sample of `size` spans, deterministic
//! from the seed; a stratum of `size` spans or fewer is taken whole.
//!
//! Reservoir sampling (Vitter's algorithm R): the manifest is read once and each stratum keeps at most `size` spans,
//! so memory is bounded by strata × size whatever the manifest's length. Each stratum draws from its own
//! [`Rng`] seeded by the seed and the stratum's name (FNV-1a), so a stratum's sample depends only on its own spans,
//! in manifest order, and on the seed — not on the other strata.
//!
//! The sample lists strata in name order and, within one, spans in manifest order; `n` numbers them 1, 2, ….

use std::collections::{BTreeMap, HashMap};

use super::manifest::ManifestSpan;
use super::texts::{context, Context, Texts};
use super::{SpanKey, Stratum};
use crate::gen::rng::Rng;

/// One sampled span.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SampleItem {
    /// Position in the sample, from 1.
    pub n: usize,
    /// The manifest record.
    #[serde(flatten)]
    pub span: ManifestSpan,
    /// The span in its delivered text, when the texts were given.
    pub context: Option<Context>,
}

impl SampleItem {
    /// The span's key.
    pub fn key(&self) -> SpanKey {
        self.span.key()
    }
}

/// A stratum's size and how many of it were sampled.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct StratumCount {
    /// The stratum.
    #[serde(flatten)]
    pub stratum: Stratum,
    /// Spans in the manifest.
    pub spans: u64,
    /// Spans sampled (min(spans, size)).
    pub sampled: u64,
}

/// The stratified sample.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Sample {
    /// Per-stratum size asked for.
    pub size: usize,
    /// The seed.
    pub seed: u64,
    /// Every stratum, in name order.
    pub strata: Vec<StratumCount>,
    /// The sampled spans.
    pub items: Vec<SampleItem>,
}

impl Sample {
    /// Each item's key → its number `n`. Two sampled spans with one key (a manifest listing a span twice) keep the
    /// first.
    pub fn index(&self) -> HashMap<SpanKey, usize> {
        let mut m = HashMap::with_capacity(self.items.len());
        for i in &self.items {
            m.entry(i.key()).or_insert(i.n);
        }
        m
    }

    /// The item numbered `n`.
    pub fn item(&self, n: usize) -> Option<&SampleItem> {
        n.checked_sub(1).and_then(|i| self.items.get(i))
    }
}

/// FNV-1a (64-bit): a stable hash of a stratum's name for its seed.
fn fnv1a(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for b in p.bytes().chain(std::iter::once(0xff)) {
            h ^= b as u64;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

struct Reservoir {
    seen: u64,
    rng: Rng,
    items: Vec<ManifestSpan>,
}

/// Samples spans one at a time.
pub struct Sampler {
    size: usize,
    seed: u64,
    strata: BTreeMap<Stratum, Reservoir>,
}

impl Sampler {
    /// A sampler of `size` spans per stratum from `seed`.
    pub fn new(size: usize, seed: u64) -> Sampler {
        Sampler { size, seed, strata: BTreeMap::new() }
    }

    /// Offers one span to its stratum's reservoir.
    pub fn add(&mut self, span: ManifestSpan) {
        let (size, seed) = (self.size, self.seed);
        let stratum = span.stratum();
        let r = self.strata.entry(stratum).or_insert_with_key(|s| Reservoir {
            seen: 0,
            rng: Rng::new(seed ^ fnv1a(&[&s.label, &s.field])),
            items: Vec::with_capacity(size.min(64)),
        });
        r.seen += 1;
        if r.items.len() < size {
            r.items.push(span);
        } else if size > 0 {
            let j = r.rng.below(r.seen as usize);
            if j < size {
                r.items[j] = span;
            }
        }
    }

    /// The sample, with each span's context in `texts` (`context` code points either side).
    pub fn finish(self, texts: Option<&Texts>, context_chars: usize) -> Sample {
        let mut strata = Vec::new();
        let mut items = Vec::new();
        for (stratum, mut r) in self.strata {
            strata.push(StratumCount { stratum, spans: r.seen, sampled: r.items.len() as u64 });
            crate::sort::sort_by_key(&mut r.items, |s| s.line);
            for span in r.items {
                let ctx = texts.and_then(|t| t.locate(&span.key()).ok()).map(|(text, a, b)| context(text, a, b, context_chars));
                items.push(SampleItem { n: items.len() + 1, span, context: ctx });
            }
        }
        Sample { size: self.size, seed: self.seed, strata, items }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(line: u64, label: &str, field: &str) -> ManifestSpan {
        ManifestSpan {
            line,
            id: format!("r{line}"),
            field: field.into(),
            out_start: 0,
            out_end: 1,
            label: label.into(),
            rule: None,
            score: None,
            operator: None,
            entity: None,
        }
    }

    fn sample(spans: &[ManifestSpan], size: usize, seed: u64) -> Sample {
        let mut s = Sampler::new(size, seed);
        for x in spans {
            s.add(x.clone());
        }
        s.finish(None, 0)
    }

    fn lines(s: &Sample, label: &str) -> Vec<u64> {
        s.items.iter().filter(|i| i.span.label == label).map(|i| i.span.line).collect()
    }

    #[test]
    fn small_strata_whole_large_strata_sized_deterministic() {
        let mut spans = Vec::new();
        for i in 1..=1000u64 {
            spans.push(span(i, if i % 100 == 0 { "EMAIL" } else { "PERSON" }, "text"));
        }
        let a = sample(&spans, 20, 7);
        assert_eq!(lines(&a, "EMAIL"), (1..=10).map(|i| i * 100).collect::<Vec<_>>(), "10 EMAIL spans ≤ 20: taken whole");
        let p = lines(&a, "PERSON");
        assert_eq!(p.len(), 20);
        assert!(p.windows(2).all(|w| w[0] < w[1]), "manifest order within a stratum");
        assert_eq!(a, sample(&spans, 20, 7), "same seed, same sample");
        assert_ne!(lines(&sample(&spans, 20, 8), "PERSON"), p, "another seed, another sample");
        assert_eq!(a.strata.iter().map(|c| (c.stratum.label.as_str(), c.spans, c.sampled)).collect::<Vec<_>>(), vec![("EMAIL", 10, 10), ("PERSON", 990, 20)]);
        assert_eq!(a.items.iter().map(|i| i.n).collect::<Vec<_>>(), (1..=30).collect::<Vec<_>>());
        // A stratum's sample does not depend on the other strata.
        let only_person: Vec<ManifestSpan> = spans.iter().filter(|s| s.label == "PERSON").cloned().collect();
        assert_eq!(lines(&sample(&only_person, 20, 7), "PERSON"), p);
    }

    #[test]
    fn reservoir_is_uniform() {
        // 50 spans, samples of 5 over 4000 seeds: each span is drawn 4000 × 5/50 = 400 times in expectation.
        // The binomial sd is sqrt(4000 × 0.1 × 0.9) ≈ 19; every count must be within 400 ± 5 sd.
        let spans: Vec<ManifestSpan> = (1..=50).map(|i| span(i, "X", "text")).collect();
        let mut counts = [0u32; 51];
        for seed in 0..4000 {
            for l in lines(&sample(&spans, 5, seed), "X") {
                counts[l as usize] += 1;
            }
        }
        for (line, c) in counts.iter().enumerate().skip(1) {
            assert!((305..=495).contains(c), "span {line} drawn {c} times");
        }
    }
}
