//! QUANTITY: amounts of money, with their currency, as court judgments and statements write them.
//!
//! | what | score | rule |
//! |---|---|---|
//! | a currency code or sign before the number (`GBP 250`, `TRL 150,000,000`, `£250`, `IR£8,800`, `approximately EUR 2,000`, `SEK 979,503 (approximately EUR 110,000)`) | 0.6 | `quantity/money` |
//! | a number, in digits or words, before a currency name (`50,000,000 Turkish liras (TRL)`, `five pounds sterling (“GBP”)`, `292 euros`, `28,000 US Dollars (USD)`) | 0.6 | `quantity/money` |
//!
//! | a measure or a count of people or things (`0.5 cm`, `13,208 sq. m`, `fifteen by three centimetres`, `40 %`, `722 other defendants`, `sixteen witnesses`; counts written as words only from thirteen: `two officers` is left) | 0.5 | `quantity/measure` |
//!
//! Reported under its own label, which only the `full` preset takes (the Text Anonymization Benchmark masks amounts
//! of money: they can identify a claim). Deliberately not matched: amounts without a currency (`1,204 of 1,210`),
//! counted things other than people and case items, prices in the `direct` and `strict` presets (not enabled there).

use regex::Regex;

use crate::{Finding, Label, Recognizer, Span};

const CODES: &str = r"(?:GBP|USD|EUR|SEK|TRL|TRY|YTL|DKK|NOK|PLN|CHF|ISK|HUF|CZK|RON|BGN|RUB|UAH|JPY|CNY|INR|AUD|CAD|NZD|ZAR|IEP|DEM|FRF|ITL|ESP|NLG|BEF|ATS|FIM|GRD|PTE|VND|AED|SAR)";
const SIGNS: &str = r"(?:IR£|£|€|\$|US\$|A\$|C\$|¥|₺|₹|₫|zł|kr)";
const NAMES: &str = r"(?:(?:new )?Turkish (?:liras?|Liras?)|(?:Irish )?pounds(?: sterling)?|pounds? sterling|euros?|(?:US |American )?[Dd]ollars|Swedish (?:kronor|crowns)|Danish (?:kroner|crowns)|Norwegian (?:kroner|crowns)|kronor|kroner|crowns|zlotys|złoty|Polish zlotys|Swiss francs|francs|Deutsche Marks|Deutschmarks|marks|liras|roubles|rubles|hryvnias|yen|rupees|dong|dirhams)";
const NUMBER: &str = r"[0-9]{1,3}(?:[,. ][0-9]{3})*(?:[.,][0-9]{1,2})?|[0-9]+(?:[.,][0-9]+)?";
const WORDS: &str = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|one hundred|a thousand|one thousand|(?:one|two|three|four|five|ten|twenty|fifty)? ?(?:hundred|thousand|million))";

/// Finds amounts of money.
pub struct QuantityRecognizer {
    re: Regex,
    measure: Regex,
}

impl Default for QuantityRecognizer {
    fn default() -> Self {
        QuantityRecognizer::new()
    }
}

impl QuantityRecognizer {
    /// Compiles the pattern.
    pub fn new() -> QuantityRecognizer {
        let scale = r"(?: (?:million|billion|thousand|m|bn))?";
        let paren = format!(r#"(?: \((?:approximately |about |around |some )?(?:{CODES} ?(?:{NUMBER}){scale}|[“"]?{CODES}[”"]?)\)?)?"#);
        let p = format!(
            r"(?:(?:approximately|about|around|some|over|almost|nearly) )?(?:(?-u:\b){CODES} ?(?:{NUMBER}){scale}|{SIGNS} ?(?:{NUMBER}){scale}|(?-u:\b)(?:{NUMBER}|{WORDS}){scale} {NAMES}){paren}"
        );
        let n = r"(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+(?:\.[0-9]+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)";
        let measure = format!(
            r"(?i)(?-u:\b){n}(?:[- ]{n})?(?: ?(?:x|by) ?{n})* ?(?:cm|centimetres?|centimeters?|mm|millimetres?|metres?|meters?|km|kilometres?|kilograms?|kg|grams?|tonnes?|sq\. ?m\.?|square metres?|hectares?|ha|%|per cent|percent)(?-u:\b)\.?|(?-u:\b)(?:[0-9]{{1,3}}(?:,[0-9]{{3}})*|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)(?: other)? (?:witnesses|defendants|co-accused|co‑accused|co-defendants|co-suspects|accused|hearings|persons|people|members|charges|counts|occasions|files|cases|pupils|children|packages|tablets|books|properties|flats|victims|officers|soldiers|prisoners|detainees|applicants|votes)(?-u:\b)"
        );
        QuantityRecognizer {
            re: Regex::new(&p).expect("money pattern compiles"),
            measure: Regex::new(&measure).expect("measure pattern compiles"),
        }
    }
}

impl Recognizer for QuantityRecognizer {
    fn name(&self) -> &'static str {
        "quantity"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for m in self.re.find_iter(text) {
            let (mut s, e) = (m.start(), m.end());
            // Never start inside a word or a number.
            if text[..s].chars().next_back().is_some_and(|c| c.is_alphanumeric()) {
                continue;
            }
            let v = &text[s..e];
            if v.starts_with(' ') {
                s += 1;
            }
            out.push(Finding::new(Span::new(s, e), Label::Quantity, 0.6, "quantity/money"));
        }
        for m in self.measure.find_iter(text) {
            if text[..m.start()].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '.' || c == ',') {
                continue;
            }
            out.push(Finding::new(Span::new(m.start(), m.end()), Label::Quantity, 0.5, "quantity/measure"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(text: &str) -> Vec<&str> {
        let mut out = Vec::new();
        QuantityRecognizer::new().find(text, &mut out);
        out.iter().map(|f| &text[f.span]).collect()
    }

    #[test]
    fn table() {
        let cases: &[(&str, &[&str])] = &[
            ("awarded GBP 5,000 for damage", &["GBP 5,000"]),
            ("a fine of TRL 150,000,000.", &["TRL 150,000,000"]),
            ("paid 50,000,000 Turkish liras (TRL) in", &["50,000,000 Turkish liras (TRL)"]),
            ("SEK 979,503 (approximately EUR 110,000) was", &["SEK 979,503 (approximately EUR 110,000)"]),
            ("cost £250 and IR£8,800", &["£250", "IR£8,800"]),
            ("five pounds sterling (“GBP”) a week", &["five pounds sterling (“GBP”)"]),
            ("claimed approximately EUR 2,000", &["approximately EUR 2,000"]),
            ("28,000 US Dollars (USD)", &["28,000 US Dollars (USD)"]),
            ("1,204 of 1,210 tests", &[]),
            ("a wound of 0.5 cm and 13,208 sq. m of land", &["0.5 cm", "13,208 sq. m"]),
            ("tried with 722 other defendants, sixteen witnesses and two officers", &["722 other defendants", "sixteen witnesses"]),
            ("fifteen by three centimetres", &["fifteen by three centimetres"]),
            ("version 2.14.3 released", &[]),
            ("error code 0x80070005", &[]),
            ("order 12345 shipped", &[]),
            ("two officers arrived", &[]),
            ("room 12 on floor 3", &[]),
            ("build 6.12.2025", &[]),
            ("SKU HX-220-B", &[]),
            ("at 10:32 the server restarted", &[]),
            ("call (415) 555-0132", &[]),
        ];
        let positives = cases.iter().filter(|c| !c.1.is_empty()).count();
        assert!(positives >= 10 && cases.len() - positives >= 10, "table too small");
        for (text, want) in cases {
            assert_eq!(find(text), *want, "{text:?}");
        }
    }
}
