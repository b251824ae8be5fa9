//! DATE (weak forms): bare years, durations, times of day and date ranges, which the Text Anonymization Benchmark
//! masks as DATETIME. Reported as [`Label::Date`] below the `strict` preset's DATE threshold (0.4) except for ranges,
//! so only the `full` preset (0.3) takes years, durations and times.
//!
//! | what | score | rule |
//! |---|---|---|
//! | a range of written dates (`1 and 9 September 2009`, `16 June and 30 July 1986`, `between 12 May 2006 and 30 May 2007`, `between 1980 and 1981`, `1996-1998`, `1997/8`) | 0.45 | `duration/range` |
//! | a year 1800–2099 on its own (`in 1989`, `born in 1965`) | 0.35 | `duration/year` |
//! | a duration (`28 days`, `three-month`, `six years and three months`, `five years’`, `seventy-second day`) | 0.35 | `duration/span` |
//! | a clock time with a.m./p.m. (`1.20 a.m.`, `approximately 11 p.m.`) | 0.35 | `duration/time` |
//!
//! Deliberately not matched: years glued to other numbers or codes (`40593/04`, `2024-123`, `v2019`), four-digit
//! numbers outside 1800–2099, relative expressions (`some years earlier`, `a little later`), durations of numbers
//! larger than 999.

use regex::Regex;

use crate::recognizers::is_free;
use crate::{Finding, Label, Recognizer, Span};

const MONTH: &str = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)";
const NUM: &str = r"(?:[0-9]{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a few|several|a|an|half an?|one and a half)";
const UNIT: &str = r"(?:years?|months?|weeks?|days?|hours?|minutes?|nights?|decades?)";

/// Finds years, durations, times and ranges.
pub struct DurationRecognizer {
    range: Regex,
    year: Regex,
    span: Regex,
    time: Regex,
}

impl Default for DurationRecognizer {
    fn default() -> Self {
        DurationRecognizer::new()
    }
}

impl DurationRecognizer {
    /// Compiles the patterns.
    pub fn new() -> DurationRecognizer {
        let re = |p: &str| Regex::new(p).expect("duration pattern compiles");
        let day = r"[0-3]?[0-9]";
        let date = format!(r"{day} {MONTH}(?: (?:1[89]|20)[0-9]{{2}})?");
        DurationRecognizer {
            range: re(&format!(
                r"(?i:between )?(?:{day}(?:, {day})* and {date}|{date} and {date}|(?:(?i:between) )(?:1[89]|20)[0-9]{{2}} and (?:1[89]|20)[0-9]{{2}}|(?:1[89]|20)[0-9]{{2}}(?:-|–|/)(?:(?:1[89]|20)[0-9]{{2}}|[0-9]{{1,2}})(?-u:\b)|(?:1[89]|20)[0-9]{{2}} and (?:1[89]|20)[0-9]{{2}})"
            )),
            year: re(r"(?-u:\b)(?:1[89]|20)[0-9]{2}(?-u:\b)"),
            span: re(&format!(
                r"(?i)(?-u:\b){NUM}[- ]{UNIT}(?:['’]s?)?(?:,? and {NUM}[- ]{UNIT}(?:['’]s?)?)?(?-u:\b)['’]?|(?i)(?-u:\b)(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth) day"
            )),
            time: re(r"(?i)(?:(?:approximately|about|around) )?(?-u:\b)[0-9]{1,2}(?:[.:][0-9]{2})? ?(?:a\.m\.|p\.m\.|am(?-u:\b)|pm(?-u:\b))"),
        }
    }
}

/// Words around a year that make it part of a statute's or a report's name (`Theft Act 1968`, `the 1985 Act`,
/// `Prison Rules 1964`, `NJA 2005 p. 805`, `(1994 edition)`), which is not a date of anyone's life.
const STATUTE_BEFORE: &[&str] = &["Act", "Acts", "Rules", "Regulations", "Order", "Code", "NJA", "Army)", "Ordinance", "Law", "no.", "No.", "Statute"];
const STATUTE_AFTER: &[&str] = &["Act", "Acts", "Rules", "Regulations", "Order", "Code", "edition", "version", "p.", "Law"];

fn statute_year(text: &str, start: usize, end: usize) -> bool {
    let before = text[..start].trim_end_matches(' ');
    let prev = before.rsplit([' ', '\n', '(']).next().unwrap_or("");
    let after = text[end..].trim_start_matches(' ');
    let next = after.split([' ', '\n', ',', ')']).next().unwrap_or("");
    STATUTE_BEFORE.contains(&prev) || STATUTE_AFTER.contains(&next.trim_end_matches(['”', '"']))
}

impl Recognizer for DurationRecognizer {
    fn name(&self) -> &'static str {
        "duration"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let mut push = |s: usize, e: usize, score: f32, rule: &'static str| {
            out.push(Finding::new(Span::new(s, e), Label::Date, score, rule));
        };
        for m in self.range.find_iter(text) {
            if crate::recognizers::is_isolated(text, m.start(), m.end()) {
                push(m.start(), m.end(), 0.45, "duration/range");
            }
        }
        for m in self.year.find_iter(text) {
            if is_free(text, m.start(), m.end()) && !statute_year(text, m.start(), m.end()) {
                push(m.start(), m.end(), 0.35, "duration/year");
            }
        }
        for m in self.span.find_iter(text) {
            let v = m.as_str();
            // "a day" / "an hour" alone are too common to be worth a span.
            let lower = v.to_ascii_lowercase();
            if lower.starts_with("a ") || lower.starts_with("an ") || lower.starts_with("a-") {
                continue;
            }
            push(m.start(), m.end(), 0.35, "duration/span");
        }
        for m in self.time.find_iter(text) {
            push(m.start(), m.end(), 0.35, "duration/time");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(text: &str) -> Vec<(&str, f32)> {
        let mut out = Vec::new();
        DurationRecognizer::new().find(text, &mut out);
        out.sort_by_key(|f| (f.span.start, std::cmp::Reverse(f.span.end)));
        out.iter().map(|f| (&text[f.span], f.score)).collect()
    }

    #[test]
    fn table() {
        let cases: &[(&str, &[(&str, f32)])] = &[
            ("The applicant was born in 1965.", &[("1965", 0.35)]),
            ("sentenced to six years and three months", &[("six years and three months", 0.35)]),
            ("within 28 days of the decision", &[("28 days", 0.35)]),
            ("a three-month period", &[("three-month", 0.35)]),
            ("hearings on 1 and 9 September 2009", &[("1 and 9 September 2009", 0.45), ("2009", 0.35)]),
            ("between 1980 and 1981 he", &[("between 1980 and 1981", 0.45), ("1980", 0.35), ("1981", 0.35)]),
            ("arrested at 1.20 a.m. on", &[("1.20 a.m.", 0.35)]),
            ("application no. 40593/04 and v2019", &[]),
            ("under the Theft Act 1968 (“the 1968 Act”) and NJA 2005 p. 805", &[]),
            ("detained for 14 days", &[("14 days", 0.35)]),
            ("a period of five years’", &[("five years’", 0.35)]),
            ("approximately 11 p.m. that night", &[("approximately 11 p.m.", 0.35)]),
            ("from 1996-1998 he lived", &[("1996-1998", 0.45)]),
            ("error E-4471 in module 7", &[]),
            ("order 2024-123 shipped", &[]),
            ("build 6.12.2025 is out", &[]),
            ("the number 1750 is odd", &[]),
            ("call 0800 1234", &[]),
            ("some years earlier", &[]),
            ("a little later", &[]),
            ("SKU HX-220-B in stock", &[]),
        ];
        let positives = cases.iter().filter(|c| !c.1.is_empty()).count();
        assert!(positives >= 10 && cases.len() - positives >= 10, "table too small");
        for (text, want) in cases {
            assert_eq!(find(text), *want, "{text:?}");
        }
    }
}
