//! CASE_NUMBER: court, application and file references (the Text Anonymization Benchmark's CODE).
//!
//! Matches:
//! - `case_number/application`: after "application(s)", "case(s)", "complaint", "petition", "appeal", "docket",
//!   "requête", "affaire" and "no."/"nos."/"number"/"n°"/"#", every reference of the list that follows ("applications
//!   nos. 4860/02 and 5240/02"): letters, digits and inner `/ - : .`, with at least two digits. Only the references
//!   are the span; the cue words stay.
//! - `case_number/no`: "no. 36244/06" — a number and a two-digit year after "no.", unless an order, invoice, ticket,
//!   page, item or similar word comes right before "no.".
//! - `case_number/eu`: EU court cases `C-131/12`, `T-201/04`, `F-12/05`.
//! - `case_number/us-federal`: US federal dockets `2:19-cv-01234`, `1:20-cr-00456-ABC`.
//! - `case_number/de-aktenzeichen`: German file numbers `1 BvR 2492/08`, `2 AZR 123/19`, `3 O 123/24`, `VI ZR 123/20`.
//! - `case_number/uk-tribunal`: UK tribunal references `PA/04471/2024`, `HU/11820/2023`.
//! - `case_number/neutral-citation`: neutral citations `[2014] UKUT 442 (IAC)`, `[2020] EWCA Civ 1234`.
//! - "case 1804471/2023" without "no.": a reference with a separator and at least four digits, or a letter and seven
//!   or more digits, right after "case", "appeal", "application", "petition", "index no.", "docket", "matter",
//!   "Aktenzeichen", "Az.", "expediente", "procedimiento", "RG", "A-Number", "Home Office reference", "số hồ sơ", … (a bare "claim CLM-99213" is a courier's or insurer's, not a court's; "claim no." only with a court word in the 40
//!   bytes before it: "County Court claim no. K00LS447", not "ACC claim no. 10049773821").
//!
//! - session 6: Spanish procedure types ("Juicio Verbal 1187/2026", "procedimiento abreviado", "recurso"), French and
//!   Italian general-register labels ("RG n° 24/08816", `R.G. n. 4412/2026` with its label), Polish "sygn. akt",
//!   Dutch "zaaknummer"/"rolnummer"; Swedish `mål nr T 4417-26` (`case_number/se-mal`); Commonwealth "N of YYYY"
//!   after a court code or a case-type word (`SCC E412 of 2026`, `Civil Suit No. 412 of 2019`: `case_number/of-year`).
//!
//! Deliberately not matched: order, ticket, invoice and reference numbers ("order no. 12345/67"), statute and article
//! references ("Article 6 § 1", "Regulation (EU) 2016/679"), dates (`12/24`), and bare `12345/67` shapes without
//! "no." or a case cue.

use regex::Regex;

use crate::{Finding, Label, Recognizer, Span};

/// Words that make a following "no." an operational number, not a case.
const NOT_CASES: &[&str] = &[
    "order", "invoice", "ticket", "ref", "reference", "tracking", "item", "part", "model", "serial", "product", "sku",
    "room", "flight", "store", "page", "pages", "vol", "volume", "issue", "build", "version", "phone", "tel", "fax",
    "house", "unit", "apt", "account", "regulation", "directive", "decision", "law", "act", "resolution", "protocol",
    "convention", "standard", "iso", "en", "din",
];

/// Finds case and application numbers.
pub struct CaseNumberRecognizer {
    cue: Regex,
    bare_cue: Regex,
    value: Regex,
    joiner: Regex,
    no: Regex,
    shapes: Vec<(&'static str, Regex)>,
}

impl CaseNumberRecognizer {
    /// Compiles the patterns.
    pub fn new() -> CaseNumberRecognizer {
        let re = |p: &str| Regex::new(p).expect("case pattern compiles");
        CaseNumberRecognizer {
            cue: re(
                r"(?i)(?-u:\b)(?:applications?|cases?|complaints?|petitions?|appeals?|dockets?|claims?|requêtes?|affaires?|files?)[ \t]+\(?(?:nos?\.?|numbers?|n[°º]s?|#)[ \t]*:?[ \t]*",
            ),
            bare_cue: re(
                r"(?i)(?-u:\b)(?:case|appeal|application|petition|index no\.?|docket|matter|aktenzeichen|az\.|geschäftszeichen|expediente|procedimiento(?: ordinario| abreviado)?|juicio (?:verbal|ordinario|monitorio|cambiario)|recurso(?: de apelación| de casación)?|diligencias previas|autos|causa|n° rg|rg n[°º]|r\.g\. n[°º.]?|numero di ruolo|rg|sygn\. akt|sygnatura akt|zaaknummer|rolnummer|a-number|alien number|uscis number|home office reference|ho ref|số hồ sơ|vụ án|geschäftszahl|geschäfts-nr\.?|gz\.|radicado|causa rol|rol|juicio|j\.nr\.?|journalnr\.?|sagsnummer|sagsnr\.?|saksnummer|saksnr\.?|ankesak|målnummer|diarienummer|dnr\.?|ügyszám|pratica|ricorso|ruolo|n[°º] de solicitud|número de solicitud|information no\.?|indictment no\.?|suit no\.?|a\.r\.|dossier du tribunal|numéro de dossier du tribunal|процесс|дело №|дело|číslo jednací|č\. j\.|sp\. zn\.|spisová značka|dosar nr\.?|dosarul|esas no|karar no|nomor perkara|perkara)[ \t]*[:#№]?[ \t]+",
            ),
            value: re(r"^[A-Za-z0-9](?:[A-Za-z0-9]|[:\-/.][A-Za-z0-9]){1,30}"),
            joiner: re(
                r"^(?:[ \t]*,[ \t]*|[ \t]+(?:and|&|et|und|y|e)[ \t]+|[ \t]*,[ \t]*and[ \t]+)(?:(?i:nos?\.?)[ \t]*)?",
            ),
            no: re(r"(?i)(?-u:\b)nos?\.[ \t]?([0-9]{2,6}/[0-9]{2})(?-u:\b)"),
            shapes: vec![
                ("case_number/eu", re(r"(?-u:\b)[CTF]-[0-9]{1,4}/[0-9]{2}(?-u:\b)")),
                // Swedish court cases after "mål nr": a letter for the kind and the number with the year (`T 4417-26`).
                ("case_number/se-mal", re(r"(?i:mål(?:nummer|[ \t]+nr\.?)?)[ \t]+([A-ZÅÄÖ] [0-9]{1,6}-[0-9]{2})(?-u:\b)")),
                // Italian general-register numbers written with their label (`R.G. n. 4412/2026`).
                ("case_number/it-rg", re(r"(?-u:\b)R\.G\.(?: ?n\.| n[°º])? ?[0-9]{1,6}/[0-9]{4}(?-u:\b)")),
                // Commonwealth courts number cases "N of YYYY" (KE, UG, TZ, NG, IN): a court's code before it
                // (`SCC E412 of 2026`, `HCCC No. 123 of 2020`) or a case-type word (`Civil Suit No. 412 of 2026`).
                (
                    "case_number/of-year",
                    re(r"(?-u:\b)(?:(?:SCC|HCCC|CMCC|ELC|ELRC|HCCA|HCCR|MCCC|HCMA|CACA|ELRCA)(?: No\.?)? E?[0-9]{1,6}|(?i:suit|petition|appeal|cause|misc\.? application|miscellaneous application|civil case|criminal case)(?: (?i:No\.?))? (?P<v>E?[0-9]{1,6})) of (?:19|20)[0-9]{2}(?-u:\b)"),
                ),
                ("case_number/uk-tribunal", re(r"(?-u:\b)[A-Z]{2,3}/[0-9]{4,6}/[0-9]{4}(?-u:\b)")),
                (
                    "case_number/neutral-citation",
                    re(
                        r"\[[0-9]{4}\] [A-Z][A-Za-z]{1,7}(?: (?:Civ|Crim|Admin|Fam|Ch|QB|KB|Comm|Pat|TCC|IPEC))? [0-9]{1,5}(?: \([A-Z][A-Za-z]{1,5}\))?",
                    ),
                ),
                (
                    "case_number/us-federal",
                    re(r"(?-u:\b)[0-9]:[0-9]{2}-(?:cv|cr|mj|bk|md|mc|ap)-[0-9]{3,6}(?:-[A-Z]{2,5})*(?-u:\b)"),
                ),
                (
                    "case_number/de-aktenzeichen",
                    re(
                        r"(?-u:\b)(?:[0-9]{1,3}|[IVX]{1,5}) (?:BvR|BvL|BvE|BvF|BvQ|AZR|StR|ZR|ZB|Ss|Ws|[A-Z][a-z]?) [0-9]{1,5}/[0-9]{2}(?-u:\b)",
                    ),
                ),
            ],
        }
    }
}

impl Default for CaseNumberRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for CaseNumberRecognizer {
    fn name(&self) -> &'static str {
        "case_number"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for m in self.cue.find_iter(text) {
            // A claim number is a court's only with a court before it ("County Court claim no."); an insurer's or
            // an agency's claim ("ACC claim no. 10049773821") is the data's own reference.
            if m.as_str().to_ascii_lowercase().starts_with("claim") {
                let mut from = m.start().saturating_sub(40);
                while !text.is_char_boundary(from) {
                    from -= 1;
                }
                let near = text[from..m.start()].to_lowercase();
                let court = ["court", "tribunal", "small claims", "magistrate", "sheriff", "judicial", "mcol", "hmcts"]
                    .iter()
                    .any(|w| near.contains(w));
                if !court {
                    continue;
                }
            }
            let mut pos = m.end();
            while let Some(v) = self.value.find(&text[pos..]) {
                let (s, e) = (pos, pos + v.end());
                if !super::is_isolated(text, s, e) || super::cued::digit_count(&text[s..e]) < 2 {
                    break;
                }
                out.push(Finding::new(Span::new(s, e), Label::CaseNumber, 0.85, "case_number/application"));
                match self.joiner.find(&text[e..]) {
                    Some(j) => pos = e + j.end(),
                    None => break,
                }
            }
        }
        // "case 1804471/2023": without "no." the reference must hold a separator and four digits.
        for m in self.bare_cue.find_iter(text) {
            if let Some(v) = self.value.find(&text[m.end()..]) {
                let (s, e) = (m.end(), m.end() + v.end());
                let val = &text[s..e];
                let digits = super::cued::digit_count(val);
                // A reference with a separator ("1804471/2023"), or a letter and seven or more digits (an A-number
                // "A123456789", a Home Office reference "F1127744").
                // Dots alone must be more than a decimal (`ST.2025.00482`, not a price `12.99`).
                let dots = val.contains('.') && (val.matches('.').count() >= 2 || val.bytes().any(|b| b.is_ascii_alphabetic()));
                let shaped = ((val.contains(['/', '-', ':']) || dots) && digits >= 4)
                    // A court's letters inside the number (`25A482`).
                    || (digits >= 4 && val.bytes().any(|b| b.is_ascii_alphabetic()) && val.as_bytes()[0].is_ascii_digit())
                    || (val.as_bytes()[0].is_ascii_alphabetic() && digits >= 7 && digits + 2 >= val.len());
                if shaped && super::is_isolated(text, s, e) {
                    out.push(Finding::new(Span::new(s, e), Label::CaseNumber, 0.8, "case_number/application"));
                }
            }
        }
        for c in self.no.captures_iter(text) {
            let whole = c.get(0).expect("match");
            let mut lo = whole.start().saturating_sub(30);
            while !text.is_char_boundary(lo) {
                lo += 1;
            }
            let prev = crate::context::words(&text[lo..whole.start()]);
            if prev.last().is_some_and(|w| NOT_CASES.contains(&w.as_str())) {
                continue;
            }
            let g = c.get(1).expect("group");
            if super::is_free(text, g.start(), g.end()) {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::CaseNumber, 0.8, "case_number/no"));
            }
        }
        for (rule, re) in &self.shapes {
            for c in re.captures_iter(text) {
                let m = c.get(0).expect("the whole match");
                // A shape with a group reports the group (`mål nr T 4417-26` → `T 4417-26`), or from its `v`
                // group to the end (`Civil Suit No. 412 of 2026` → `412 of 2026`).
                let (start, end) = match (c.name("v"), c.get(1)) {
                    (Some(v), _) => (v.start(), m.end()),
                    (None, Some(g)) => (g.start(), g.end()),
                    (None, None) => (m.start(), m.end()),
                };
                let ok = if rule.ends_with("citation") {
                    super::is_isolated(text, start, end)
                } else {
                    super::is_free(text, start, end)
                };
                if ok {
                    out.push(Finding::new(Span::new(start, end), Label::CaseNumber, 0.85, *rule));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::{check_table, kept};

    #[test]
    fn table() {
        use Label::CaseNumber as C;
        check_table(
            &CaseNumberRecognizer::new(),
            &[
                ("(Application no. 36244/06) against", C, "36244/06"),
                ("vid Uppsala tingsrätt, mål nr T 4417-26. Pat", C, "T 4417-26"),
                ("tribunal judiciaire de Bobigny, RG n° 24/08816). Cordialement", C, "24/08816"),
                ("il numero di ruolo assegnato è R.G. n. 4412/2026. L'udienza", C, "R.G. n. 4412/2026"),
                ("Juzgado de Primera Instancia 9 de València, Juicio Verbal 1187/2026. Se", C, "1187/2026"),
                ("small claims court, the case is SCC E412 of 2026, Kisumu", C, "SCC E412 of 2026"),
                ("filed Civil Suit No. 412 of 2019 at Milimani", C, "412 of 2019"),
                ("in Case C-131/12 the Court", C, "C-131/12"),
                ("see no. 12345/67 above", C, "12345/67"),
                ("Case No. 2:19-cv-01234 was filed", C, "2:19-cv-01234"),
                ("Docket #2024-CV-0042 remains open", C, "2024-CV-0042"),
                ("judgment T-201/04 of the General Court", C, "T-201/04"),
                ("BVerfG, 1 BvR 2492/08", C, "1 BvR 2492/08"),
                ("requête n° 12345/07", C, "12345/07"),
                ("complaint number CR-88-1123 dismissed", C, "CR-88-1123"),
                ("appeal no. 4421/2019 pending", C, "4421/2019"),
                ("County Court claim no. K00LS447 issued", C, "K00LS447"),
                ("the Small Claims court: claim no. 4471/2026 listed", C, "4471/2026"),
                ("Employment Tribunal case 1804471/2023 brought", C, "1804471/2023"),
                ("Appeal number: PA/04471/2024 listed", C, "PA/04471/2024"),
                ("Linked: HU/11820/2023.", C, "HU/11820/2023"),
                ("the country guidance case [2014] UKUT 442 (IAC).", C, "[2014] UKUT 442 (IAC)"),
                ("Home Office reference F1127744.", C, "F1127744"),
                ("A-Number: A123456789 on the notice", C, "A123456789"),
                ("Aktenzeichen 3 O 123/24 verhandelt", C, "3 O 123/24"),
                ("BGH, VI ZR 123/20", C, "VI ZR 123/20"),
                ("expediente 1234/2023 del juzgado", C, "1234/2023"),
                // Court-file words in more languages.
                ("Geschäfts-Nr. ST.2024.00871; Entscheid", C, "ST.2024.00871"),
                ("demanda en causa Rol C-1187-2022 ante el juzgado", C, "C-1187-2022"),
                ("la tutela con radicado 11001-31-03-004-2024-00112-00.", C, "11001-31-03-004-2024-00112-00"),
                ("op de oproeping staat rolnummer 24A117 en", C, "24A117"),
            ],
            &[
                "Order no. 12345/67 shipped",
                "we sold 412 of 2019's stock in the suit department",
                "the recurso was 12 pages, section 4/2026 of the manual",
                "RG 45 cable, 10/100 Mbit",
                "Mob 021 884 305 ACC claim no. 10049773821 (accepted 14/07/2026)",
                "invoice no. 4471/25 is due",
                "Article 6 § 1 of the Convention",
                "Regulation (EU) 2016/679 applies",
                "in case 2 of 3 we retry",
                "Claim CLM-99213 raised with the courier",
                "Our ref: JH/PAT/2025/0447",
                "the case was closed",
                "On 12/24 we met",
                "Ticket no. 44120 was closed",
                "Build 3.10.2.7, v2.14.3",
                "SKU HX-220-B, error E-4471",
                "page no. 12/34 of the bundle",
                "Rose gold case    12.99   Promo WINTER25",
                "the juicio was long",
            ],
        );
    }

    #[test]
    fn lists_of_applications() {
        let r = CaseNumberRecognizer::new();
        let got = kept(&r, "applications nos. 4860/02 and 5240/02, and no. 2000/03");
        let vals: Vec<&str> = got.iter().map(|(_, v)| v.as_str()).collect();
        assert_eq!(vals, ["4860/02", "5240/02", "2000/03"]);
    }
}
