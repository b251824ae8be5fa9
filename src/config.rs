//! Configuration: one serde struct, read the same way by the CLI (`--config FILE`, `--preset`, `--threshold`) and by
//! the wasm bindings (a JS object), and its compiled form, [`Policy`], which the engine uses.
//!
//! ```json
//! {
//!   "preset": "direct",                         // the base: which labels, at which thresholds
//!   "threshold": 0.5,                           // overrides every label's threshold
//!   "thresholds": {"PHONE": 0.7},               // overrides single labels (wins over "threshold")
//!   "labels": ["EMAIL", "PHONE"],               // replaces the preset's label list
//!   "allow": ["support@northwind.example"],     // exact values never redacted
//!   "allow_patterns": ["^.*@northwind\\.example$"], // regexes a whole value must match to be kept visible
//!   "rules": [{"label": "ACCOUNT", "pattern": "\\bNW-\\d{8}\\b", "name": "northwind-account"}],
//!   "cues": {"ACCOUNT": ["member no"]}            // extra whole-word context cues per label
//! }
//! ```
//! Presets (each one's list is in [`PRESETS`], with why):
//! - `direct` (the default, for transcripts): direct identifiers — contact details, ids, accounts, secrets,
//!   addresses, birth dates, people;
//! - `strict`: every label but QUANTITY at its usual threshold — adds dates, postcodes, places, organisations, demographics, ages;
//! - `hipaa`: HIPAA Safe Harbor's 18 identifiers — `direct` plus postcodes, places smaller than a state, dates (not
//!   bare years), ages over 89;
//! - `full`: everything the Text Anonymization Benchmark masks — `strict` plus countries, bare years, durations,
//!   every age, weaker case references, amounts of money (QUANTITY).

use std::collections::BTreeMap;
use std::fmt;

use regex::Regex;

use crate::finding::score;
use crate::Label;

/// A custom rule: every match of `pattern` is redacted as `label` (a deny-list entry is a rule).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rule {
    /// The label findings get.
    pub label: Label,
    /// A regex (Rust `regex` syntax).
    pub pattern: String,
    /// A name for the rule, shown as `custom/<name>`; defaults to the rule's index.
    #[serde(default)]
    pub name: Option<String>,
    /// The score of its findings (default 1.0).
    #[serde(default)]
    pub score: Option<f32>,
}

/// What to report, as written by a person.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The base preset (`direct` when absent).
    pub preset: Option<String>,
    /// One threshold for every label, overriding the preset's.
    pub threshold: Option<f32>,
    /// Per-label thresholds, overriding `threshold`.
    pub thresholds: BTreeMap<Label, f32>,
    /// The labels to report, replacing the preset's list.
    pub labels: Option<Vec<Label>>,
    /// Exact values never redacted.
    pub allow: Vec<String>,
    /// Regexes; a value matching one in whole is never redacted.
    pub allow_patterns: Vec<String>,
    /// Custom rules (deny-list).
    pub rules: Vec<Rule>,
    /// Extra whole-word context cues per label, added to the built-in ones (`{"ACCOUNT": ["member no"]}`): see
    /// [`crate::context::UserCues`].
    pub cues: BTreeMap<Label, Vec<String>>,
}

/// A configuration that cannot be compiled: which field and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// The field, e.g. `rules[2].pattern`.
    pub field: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for ConfigError {}

/// A preset: its name, what it is for, and its labels with their thresholds.
pub struct Preset {
    /// The name used in configs and on the command line.
    pub name: &'static str,
    /// One line for people.
    pub description: &'static str,
    /// The preset whose labels this one starts from.
    pub extends: Option<&'static str>,
    /// Labels added (or re-thresholded) on top of `extends`, with their thresholds.
    pub labels: &'static [(Label, f32)],
}

const T: f32 = score::DEFAULT_THRESHOLD;

/// The presets, the first being the default.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "direct",
        description: "direct identifiers: contact details, ids, accounts, secrets, addresses, birth dates, people",
        extends: None,
        labels: &[
            (Label::Secret, T),
            (Label::Card, T),
            (Label::Iban, T),
            (Label::NationalId, T),
            (Label::TaxId, T),
            (Label::Passport, T),
            (Label::DriverLicense, T),
            (Label::Account, T),
            (Label::CryptoWallet, T),
            (Label::Email, T),
            (Label::Phone, T),
            (Label::IpAddress, T),
            (Label::MacAddress, T),
            (Label::Url, T),
            (Label::Username, T),
            (Label::DateOfBirth, T),
            (Label::Address, T),
            (Label::CaseNumber, T),
            (Label::LicensePlate, T),
            (Label::Person, T),
        ],
    },
    Preset {
        name: "strict",
        description: "every label but amounts of money: adds dates, postcodes, ages, places, organisations and demographics",
        extends: Some("direct"),
        labels: &[
            (Label::Postcode, T),
            (Label::Organization, T),
            (Label::Location, T),
            (Label::Demographic, T),
            (Label::Age, T),
            // Plain dates are reported at 0.45 (a date shape with no birth cue): strict takes them.
            (Label::Date, 0.4),
        ],
    },
    // hipaa: the 18 identifiers of HIPAA's Safe Harbor rule (45 CFR 164.514(b)(2)): names; geographic units smaller
    // than a state (addresses, cities, counties, postcodes; countries and states score 0.5 and stay); every element
    // of a date except the year (bare years score below 0.4 and stay); telephone and fax numbers; e-mail; SSNs and
    // other national ids; medical record, health plan and other account numbers; certificate and licence numbers;
    // vehicle ids and plates; device ids and serials (MAC); URLs; IP addresses; biometric and photo ids (none in
    // text); any other unique number or code (case numbers, secrets, wallets, user names); ages over 89 (AGE scores
    // 0.8 above 89 and 0.45 otherwise).
    Preset {
        name: "hipaa",
        description: "HIPAA Safe Harbor's 18 identifiers: direct ids, places below a state, dates but not years, ages over 89",
        extends: Some("direct"),
        labels: &[(Label::Postcode, T), (Label::Location, 0.55), (Label::Date, 0.4), (Label::Age, T)],
    },
    // full: everything the Text Anonymization Benchmark masks: persons, organisations, locations (countries
    // included), dates, bare years and durations, codes, demographics, ages, quantities and amounts of money.
    Preset {
        name: "full",
        description: "everything a court-judgment anonymiser masks: adds countries, years, durations, ages and amounts",
        extends: Some("strict"),
        labels: &[(Label::Location, 0.4), (Label::Age, 0.4), (Label::Date, 0.3), (Label::CaseNumber, 0.4), (Label::Quantity, T)],
    },
];

impl Preset {
    /// Every label of the preset with its threshold, the extended preset's first, in label order.
    pub fn thresholds(&self) -> Vec<(Label, f32)> {
        let mut out = self.extends.and_then(preset).map_or_else(Vec::new, Preset::thresholds);
        for &(l, t) in self.labels {
            match out.iter_mut().find(|(o, _)| *o == l) {
                Some(slot) => slot.1 = t,
                None => out.push((l, t)),
            }
        }
        crate::sort::sort_by_key(&mut out, |(l, _)| *l);
        out
    }
}

/// The preset called `name`.
pub fn preset(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.name == name)
}

/// A compiled custom rule.
#[derive(Clone, Debug)]
pub struct CompiledRule {
    /// Label of its findings.
    pub label: Label,
    /// The regex.
    pub regex: Regex,
    /// `custom/<name>`.
    pub rule: String,
    /// Score of its findings.
    pub score: f32,
}

/// A compiled configuration: what the engine reads.
#[derive(Clone, Debug)]
pub struct Policy {
    /// The configuration it was compiled from.
    pub config: Config,
    /// Per label (indexed by `Label as usize`): `Some(threshold)` when enabled.
    thresholds: Vec<Option<f32>>,
    allow: Vec<String>,
    allow_patterns: Vec<Regex>,
    /// Custom rules.
    pub rules: Vec<CompiledRule>,
    /// Extra context cues per label, compiled.
    pub cues: crate::context::UserCues,
}

impl Default for Policy {
    fn default() -> Policy {
        Config::default().compile().expect("the default configuration compiles")
    }
}

fn check_threshold(field: String, t: f32) -> Result<f32, ConfigError> {
    if (0.0..=1.0).contains(&t) {
        Ok(t)
    } else {
        Err(ConfigError { field, message: format!("must be between 0 and 1, got {t}") })
    }
}

fn compile_regex(field: String, pattern: &str) -> Result<Regex, ConfigError> {
    Regex::new(pattern).map_err(|e| {
        // The regex crate's message is several lines with a caret under the pattern; keep its last line.
        let text = e.to_string();
        let last = text.lines().last().unwrap_or("").trim().trim_start_matches("error: ").to_string();
        ConfigError { field, message: format!("invalid regex {pattern:?}: {last}") }
    })
}

impl Config {
    /// The named preset with nothing overridden.
    pub fn preset(name: &str) -> Config {
        Config { preset: Some(name.to_string()), ..Config::default() }
    }

    /// Checks every field and compiles the regexes.
    pub fn compile(&self) -> Result<Policy, ConfigError> {
        let name = self.preset.as_deref().unwrap_or(PRESETS[0].name);
        let base = preset(name).ok_or_else(|| ConfigError {
            field: "preset".into(),
            message: format!(
                "unknown preset {name:?} (known: {})",
                PRESETS.iter().map(|p| p.name).collect::<Vec<_>>().join(", ")
            ),
        })?;
        let global = self.threshold.map(|t| check_threshold("threshold".into(), t)).transpose()?;
        let base = base.thresholds();
        let mut thresholds = vec![None; Label::ALL.len()];
        match &self.labels {
            Some(labels) => {
                for &l in labels {
                    let t = base.iter().find(|(b, _)| *b == l).map_or(T, |(_, t)| *t);
                    thresholds[l as usize] = Some(t);
                }
            }
            None => {
                for &(l, t) in &base {
                    thresholds[l as usize] = Some(t);
                }
            }
        }
        for t in thresholds.iter_mut().flatten() {
            *t = global.unwrap_or(*t);
        }
        for (&l, &t) in &self.thresholds {
            let t = check_threshold(format!("thresholds.{l}"), t)?;
            if let Some(slot) = thresholds[l as usize].as_mut() {
                *slot = t;
            }
        }
        let allow_patterns = self
            .allow_patterns
            .iter()
            .enumerate()
            .map(|(i, p)| compile_regex(format!("allow_patterns[{i}]"), p))
            .collect::<Result<_, _>>()?;
        let rules = self
            .rules
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let regex = compile_regex(format!("rules[{i}].pattern"), &r.pattern)?;
                let score = check_threshold(format!("rules[{i}].score"), r.score.unwrap_or(1.0))?;
                let name = r.name.clone().unwrap_or_else(|| i.to_string());
                Ok(CompiledRule { label: r.label, regex, rule: format!("custom/{name}"), score })
            })
            .collect::<Result<_, ConfigError>>()?;
        let allow = self.allow.iter().map(|s| s.trim().to_string()).collect();
        let cues = crate::context::UserCues::new(&self.cues)?;
        Ok(Policy { config: self.clone(), thresholds, allow, allow_patterns, rules, cues })
    }
}

impl Policy {
    /// The threshold of `label`, or `None` when the label is not reported.
    pub fn threshold(&self, label: Label) -> Option<f32> {
        self.thresholds[label as usize]
    }

    /// Whether findings with this label are reported.
    pub fn enabled(&self, label: Label) -> bool {
        self.threshold(label).is_some()
    }

    /// Whether `value` is allow-listed (exact, after trimming, or a whole match of an allow pattern).
    pub fn allowed(&self, value: &str) -> bool {
        let v = value.trim();
        self.allow.iter().any(|a| a == v)
            || self.allow_patterns.iter().any(|re| re.find(v).is_some_and(|m| m.start() == 0 && m.end() == v.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compile(json: &str) -> Result<Policy, String> {
        let c: Config = serde_json::from_str(json).map_err(|e| e.to_string())?;
        c.compile().map_err(|e| e.to_string())
    }

    #[test]
    fn presets_and_overrides() {
        let p = compile("{}").unwrap();
        assert_eq!(p.threshold(Label::Email), Some(0.5));
        assert_eq!(p.threshold(Label::Date), None, "direct leaves plain dates alone");
        let p = compile(r#"{"preset": "strict"}"#).unwrap();
        assert_eq!(p.threshold(Label::Date), Some(0.4));
        let p = compile(r#"{"preset": "strict", "threshold": 0.7, "thresholds": {"PHONE": 0.9}}"#).unwrap();
        assert_eq!((p.threshold(Label::Date), p.threshold(Label::Phone)), (Some(0.7), Some(0.9)));
        let p = compile(r#"{"labels": ["EMAIL"], "thresholds": {"PHONE": 0.9}}"#).unwrap();
        assert_eq!((p.enabled(Label::Email), p.enabled(Label::Phone)), (true, false));
        // Every preset's labels are unique; strict is every label.
        for pr in PRESETS {
            let mut ls: Vec<Label> = pr.thresholds().iter().map(|(l, _)| *l).collect();
            ls.dedup();
            assert_eq!(ls.len(), pr.thresholds().len(), "{}", pr.name);
            assert!(pr.extends.map_or(true, |e| preset(e).is_some()), "{} extends an unknown preset", pr.name);
        }
        assert_eq!(preset("full").unwrap().thresholds().len(), Label::ALL.len(), "full is every label");
        let strict: Vec<Label> = preset("strict").unwrap().thresholds().iter().map(|(l, _)| *l).collect();
        let missing: Vec<Label> = Label::ALL.iter().copied().filter(|l| !strict.contains(l)).collect();
        assert_eq!(missing, [Label::Quantity], "strict is every label but amounts of money");
        let hipaa = compile(r#"{"preset": "hipaa"}"#).unwrap();
        assert_eq!((hipaa.threshold(Label::Location), hipaa.threshold(Label::Organization)), (Some(0.55), None));
        let full = compile(r#"{"preset": "full"}"#).unwrap();
        assert_eq!((full.threshold(Label::Date), full.threshold(Label::Quantity)), (Some(0.3), Some(0.5)));
    }

    #[test]
    fn errors_name_the_field() {
        let cases = [
            (r#"{"preset": "lenient"}"#, "preset: unknown preset \"lenient\" (known: direct, strict, hipaa, full)"),
            (r#"{"threshold": 1.5}"#, "threshold: must be between 0 and 1, got 1.5"),
            (r#"{"thresholds": {"EMAIL": -1}}"#, "thresholds.EMAIL: must be between 0 and 1, got -1"),
            (r#"{"allow_patterns": ["("]}"#, "allow_patterns[0]: invalid regex \"(\": unclosed group"),
            (r#"{"rules": [{"label": "ACCOUNT", "pattern": "a", "score": 3}]}"#, "rules[0].score: must be between 0 and 1, got 3"),
        ];
        for (json, want) in cases {
            assert_eq!(compile(json).unwrap_err(), want, "{json}");
        }
        assert!(compile(r#"{"labels": ["NOPE"]}"#).unwrap_err().starts_with("unknown label \"NOPE\""));
        assert!(compile(r#"{"thresold": 0.5}"#).unwrap_err().starts_with("unknown field `thresold`"));
    }

    #[test]
    fn allow_list_matches_whole_values() {
        let p = compile(r#"{"allow": [" help@northwind.example "], "allow_patterns": ["[a-z]+@corp\\.example"]}"#).unwrap();
        assert!(p.allowed("help@northwind.example"));
        assert!(p.allowed("ops@corp.example"));
        assert!(!p.allowed("x.ops@corp.example.org"), "an allow pattern must match the whole value");
        assert!(!p.allowed("help@northwind.example.org"));
    }

    #[test]
    fn cues_add_to_the_built_in_ones() {
        let analyze = |json: &str, text: &str| -> Vec<(String, String)> {
            let p = compile(json).unwrap();
            crate::analyze(text, &p).into_iter().map(|f| (f.label.to_string(), text[f.span].to_string())).collect()
        };
        let text = "Loyalty club no 88412907, thanks";
        assert_eq!(analyze("{}", text), Vec::<(String, String)>::new(), "no built-in cue: not an account");
        assert_eq!(
            analyze(r#"{"cues": {"ACCOUNT": ["club no"]}}"#, text),
            [("ACCOUNT".to_string(), "88412907".to_string())]
        );
        // Whole words only: "club no" is not in "golfclub now".
        assert_eq!(analyze(r#"{"cues": {"ACCOUNT": ["club no"]}}"#, "golfclub now 88412907"), Vec::<(String, String)>::new());
        // A shape candidate below its threshold is raised by an extra cue (a bare run that is a valid number).
        let t = "Anschluss 046454286 bitte";
        assert_eq!(analyze("{}", t), Vec::<(String, String)>::new());
        let raised = analyze(r#"{"cues": {"PHONE": ["anschluss"]}}"#, t);
        assert_eq!(raised.iter().map(|(_, v)| v.as_str()).collect::<Vec<_>>(), ["046454286"], "{raised:?}");
        // Errors name the field.
        assert_eq!(compile(r#"{"cues": {"ACCOUNT": ["ok", " -- "]}}"#).unwrap_err(), "cues.ACCOUNT[1]: a cue needs a letter or digit, got \"--\"");
        assert!(compile(r#"{"cues": {"NOPE": ["x"]}}"#).unwrap_err().starts_with("unknown label \"NOPE\""));
    }
}
