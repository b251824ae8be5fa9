//! AGE: a person's age in years, written with the words that make it one.
//!
//! | what | score | rule |
//! |---|---|---|
//! | `aged 45`, `age 45`, `age: 45`, `a 45-year-old`, `45 years old`, `45 years of age`, `45 yo`, `45 y/o`, `45yo`, `45-year-old` — an age above 89 | 0.8 | `age/over-89` |
//! | the same, 89 or under | 0.45 | `age/years` |
//!
//! Ages above 89 score higher because HIPAA's Safe Harbor rule removes only those: the `hipaa` preset reports AGE at
//! 0.5 and so takes them alone; `full` and `strict` take every age. The number may be written in words up to
//! ninety-nine (`aged forty-five`).
//!
//! Deliberately not matched: durations (`for 45 years`), ages of things (`a 10-year-old car` is still matched: the
//! word after is not read), age ranges (`aged 40 to 45` gives `aged 40`), `45 years` alone.

use regex::Regex;

use crate::{Finding, Label, Span};

const NUMBER: &str = r"(?:[0-9]{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)";

/// Finds ages.
pub struct AgeRecognizer {
    re: Regex,
}

impl Default for AgeRecognizer {
    fn default() -> Self {
        AgeRecognizer::new()
    }
}

impl AgeRecognizer {
    /// Compiles the pattern.
    pub fn new() -> AgeRecognizer {
        let p = format!(
            r"(?i)(?-u:\b)(?:(?:aged|age:?)[ \t]+(?P<a>{NUMBER})(?:[ \t]+years?)?|(?:an?[ \t]+)?(?P<b>{NUMBER})[- ]years?[- ]old|(?P<c>{NUMBER})[ \t]+years[ \t]+of[ \t]+age|(?P<d>[0-9]{{1,3}})[ \t]?(?:yo|y/o|yrs old|y\.o\.))(?-u:\b)"
        );
        AgeRecognizer { re: Regex::new(&p).expect("age pattern compiles") }
    }
}

fn value(n: &str) -> u32 {
    if let Ok(v) = n.parse() {
        return v;
    }
    let tens = [("twenty", 20), ("thirty", 30), ("forty", 40), ("fifty", 50), ("sixty", 60), ("seventy", 70), ("eighty", 80), ("ninety", 90)];
    let n = n.to_lowercase();
    tens.iter().find(|(w, _)| n.starts_with(w)).map_or(0, |(_, v)| *v + if n.contains(['-', ' ']) { 1 } else { 0 })
}

impl crate::Recognizer for AgeRecognizer {
    fn name(&self) -> &'static str {
        "age"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for c in self.re.captures_iter(text) {
            let m = c.get(0).expect("whole match");
            let n = ["a", "b", "c", "d"].iter().find_map(|g| c.name(g)).map_or("", |g| g.as_str());
            let (s, rule) = if value(n) > 89 { (0.8, "age/over-89") } else { (0.45, "age/years") };
            out.push(Finding::new(Span::new(m.start(), m.end()), Label::Age, s, rule));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Recognizer;

    fn find(text: &str) -> Vec<(&str, f32)> {
        let mut out = Vec::new();
        AgeRecognizer::new().find(text, &mut out);
        out.iter().map(|f| (&text[f.span], f.score)).collect()
    }

    #[test]
    fn table() {
        let cases: &[(&str, &[(&str, f32)])] = &[
            ("The patient, aged 45, was discharged.", &[("aged 45", 0.45)]),
            ("a 45-year-old man", &[("a 45-year-old", 0.45)]),
            ("HPI: 63 yo male", &[("63 yo", 0.45)]),
            ("she is 93 years old", &[("93 years old", 0.8)]),
            ("aged ninety-one", &[("aged ninety-one", 0.8)]),
            ("he was 70 years of age", &[("70 years of age", 0.45)]),
            ("for 45 years he worked", &[]),
            ("the 45 year plan", &[]),
            ("Age: 52, female", &[("Age: 52", 0.45)]),
            ("a 7-year-old girl", &[("a 7-year-old", 0.45)]),
            ("the 38 y/o patient", &[("38 y/o", 0.45)]),
            ("she is 102 years old", &[("102 years old", 0.8)]),
            ("45 years old, smoker", &[("45 years old", 0.45)]),
            ("aged forty-five at the time", &[("aged forty-five", 0.45)]),
            ("waited 45 years for this", &[]),
            ("version 45 of the app", &[]),
            ("page 45 of 90", &[]),
            ("45 years of service", &[]),
            ("room 93 is free", &[]),
            ("a 2-year warranty", &[]),
            ("build 45 yields 3 errors", &[]),
            ("the 45 days ahead", &[]),
        ];
        let positives = cases.iter().filter(|c| !c.1.is_empty()).count();
        assert!(positives >= 10 && cases.len() - positives >= 10, "table too small");
        for (text, want) in cases {
            assert_eq!(find(text), *want, "{text:?}");
        }
    }
}
