//! ACCOUNT: bank, customer, policy, member and patient record numbers — reported only right after a cue.
//!
//! Matches (see [`super::cued`]): a cue such as "account number", "acct", "a/c", "sort code", "routing number",
//! "customer ID", "policy no.", "member ID", "MRN", "Kontonummer", "numéro de compte", "số tài khoản", "BVN", loyalty,
//! rewards and frequent-flyer numbers, employee, staff and student numbers, contract numbers ("Vertragsnummer",
//! "numéro de contrat"), utility supply numbers (MPRN, MPAN, GPRN), IFSC with the account, then up to
//! few words, then the value: optional upper-case prefixes (`LCA-HS-`, `SRMH/`, `MPS `), a short letter prefix and
//! digit groups joined by `-` or `/` (letters allowed after them) or single spaces, with at least five digits in all
//! (`12345678`, `12-34-56`, `POL-88213409`, `1234 5678 9012`, `21883-9`, `SRMH/2025/0448172`). Rule `account/cued`.
//!
//! Also: letters said one by one before the digits on the shadow text ("p m 7720419", "l s a dash 44192207"), and
//! a branch or transit code of three to six digits after "agência", "branch code", "sucursal", "transit"
//! (`account/branch`); a Canadian institution number (the bank's code, like a BIC) is not a branch. Patient record
//! cues in other languages ("prontuário", "historia
//! clínica", NZ "NHI") and Japanese/Korean/Chinese bank words ("口座番号", "記号 … 番号 …", "普通", "계좌번호").
//!
//! Deliberately not matched: numbers without a cue (order, ticket, invoice and tracking numbers share every shape),
//! values before their cue, values with fewer than five digits (card or account last-4), and dates or amounts after
//! a cue ("account 12/25", "account balance 1,234.56": no `/`, `,` or `.` inside a value).

use crate::{Finding, Label, Recognizer};

use super::cued::{digit_count, Cued, Kind};

/// `12/03/2025`, `2025-03-12`, `12.03.2025`: a date, not an account (a sort code `20-12-13` is not a date).
fn looks_like_date(v: &str) -> bool {
    let parts: Vec<&str> = v.split(['/', '-', '.']).collect();
    let short = |p: &str| (1..=2).contains(&p.len());
    parts.len() == 3
        && parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit()))
        && ((short(parts[0]) && short(parts[1]) && parts[2].len() == 4)
            || (parts[0].len() == 4 && short(parts[1]) && short(parts[2])))
}

/// Finds cued account numbers.
pub struct AccountRecognizer {
    cued: Cued,
    /// A bank branch code given with an account ("agência 0447 conta 21883-9"): three digits are enough.
    branch: Cued,
}


/// The cue-first kind this recognizer reports (also used with a configuration's extra cues, see
/// [`crate::context::UserCues`]).
pub(crate) fn kind() -> Kind {
    Kind {
        rule: "account/cued",
        chain: false,
        label: Label::Account,
        score: 0.8,
        cues: &[
            "account", "acct", "a/c", "bank account", "customer number", "customer id", "customer no",
            "client number", "client id", "policy number", "policy no", "policy", "member id", "member number",
            "membership number", "membership no", "patient id", "patient number", "mrn",
            "medical record number", "record number", "routing number", "sort code", "bsb", "kontonummer",
            "konto", "kundennummer", "numéro de compte", "numéro client", "número de cuenta", "cuenta",
            "conto", "conta", "số tài khoản", "tài khoản", "stk", "rekeningnummer", "bvn", "chart", "cert",
            "certificate", "uhid", "ip no", "hospital number", "transit", "transit number", "folder no", "folder number",
            "patient no", "numéro de dossier", "n° de dossier", "numero de dossier", "número de expediente",
            "institution number", "savings", "checking", "chequing", "current account", "routing", "aba",
            "plan number", "group number", "subscriber id", "policy id", "meter number", "mprn", "adhérent",
            "acc", "acc no", "acct no", "member no", "membership", "polizza", "numero di polizza", "póliza",
            "apólice", "versichertennummer", "versicherungsnummer", "mitgliedsnummer", "kundennr",
            "klantnummer", "lidnummer", "polisnummer", "numer klienta", "numer konta", "nr konta",
            "nr rachunku", "rachunek", "insurance id", "insurance number", "health plan", "medicaid",
            "medicare id", "nhif", "uan", "pf number", "epf", "super fund", "numéro d'adhérent",
            "numéro de police", "contrat", "n° client", "número de socio", "nº de socio", "socio", "número de afiliado",
            "afiliado", "numéro de membre", "numero di socio", "numero tessera", "pmjay", "ayushman card",
            "health card number", "member card", "loyalty number", "loyalty card", "loyalty card number",
            "rewards number", "rewards card", "rewards id", "frequent flyer", "frequent flyer number",
            "frequent flier number", "employee id", "employee number", "employee no", "staff number", "staff id",
            "payroll number", "student number", "student id", "matriculation number", "matrikelnummer",
            "vertragsnummer", "numéro de contrat", "número de contrato", "numero di contratto", "número de cliente",
            "numero cliente", "codice cliente", "numéro d'abonné", "subscriber number", "mpan", "gprn",
            "supply number", "medical aid number", "medical aid", "scheme number", "hospital no", "ifsc",
            "billing account", "contract number", "utility account", "customer reference number", "kundenkonto",
            "versichertennr", "numer polisy", "numer ubezpieczenia", "NHI", "nhi number", "prontuário",
            "prontuario", "número do prontuário", "historia clínica", "cartella clinica", "dossier médical",
            "口座番号", "口座", "記号", "番号", "普通", "当座", "계좌번호", "계좌", "账号", "帐号", "账户",
        ],
        // Spoken letters before the digits ("p m seven seven two …", "l s a dash four four …") on the shadow text.
        value: r"(?:(?:[a-z] ){1,4}(?:dash )?|(?:[A-Z]{2,6}[-/ ])*(?:[A-Z]{2,4}[0-9]-|[A-Za-z]{0,4}-?))[0-9]{2,}(?:[-/][0-9A-Za-z]+| [0-9]{2,}){0,6}[A-Z]{0,2}",
        // Five digits, or four after a prefix of three letters (a New Zealand NHI `ZKS4736`).
        accept: |v, _| {
            let prefix = v.chars().take_while(char::is_ascii_alphabetic).count();
            (digit_count(v) >= 5 || (digit_count(v) >= 4 && prefix >= 3)) && v.len() <= 40 && !looks_like_date(v)
        },
    }
}

impl AccountRecognizer {
    /// Compiles the cues and the value patterns.
    pub fn new() -> AccountRecognizer {
        AccountRecognizer {
            cued: Cued::new(kind()),
            branch: Cued::new(Kind {
                rule: "account/branch",
                chain: false,
                label: Label::Account,
                score: 0.75,
                cues: &[
                    "agência", "agencia", "branch number", "branch code", "sucursal", "filial", "transit no",
                    "transit", "transit number", "支店番号", "店番",
                ],
                value: r"[0-9]{3,6}(?:-[0-9Xx])?",
                // Not a year ("the institution was founded in 1850").
                accept: |v, _| {
                    let year = v.len() == 4 && v.parse::<u32>().is_ok_and(|y| (1000..=2099).contains(&y));
                    (3..=7).contains(&digit_count(v)) && !year
                },
            }),
        }
    }
}

impl Default for AccountRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for AccountRecognizer {
    fn name(&self) -> &'static str {
        "account"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        self.cued.find(text, out);
        self.branch.find(text, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::Account as A;
        check_table(
            &AccountRecognizer::new(),
            &[
                ("Account number: 12345678", A, "12345678"),
                ("Use Paybill 888880, account number 2230459-01 for payments.", A, "2230459-01"),
                ("send to Paybill 400200 account KWC7-0441 not my number", A, "KWC7-0441"),
                ("CONTINUATION NOTE Folder no: GSH-0511823 Ward: Paeds", A, "GSH-0511823"),
                ("admitted (patient no. RPA-220417), from 9 November", A, "RPA-220417"),
                ("votre numéro de dossier chez eux sera PH-3318802. La", A, "PH-3318802"),
                ("account number. 12345678", A, "12345678"),
                ("your account number, please. Caller: sure, it's 40031872", A, "40031872"),
                ("my account no. is 0012-3456-7890", A, "0012-3456-7890"),
                ("sort code 12-34-56", A, "12-34-56"),
                ("acct #88213409 was debited", A, "88213409"),
                ("policy number POL-88213409", A, "POL-88213409"),
                ("Member ID: 4410 2290 881", A, "4410 2290 881"),
                ("MRN 00482913", A, "00482913"),
                ("Kontonummer 0532013000", A, "0532013000"),
                ("số tài khoản của tôi là 0071000123456", A, "0071000123456"),
                ("routing number 021000021", A, "021000021"),
                ("customer ID CUS-559812 opened a ticket", A, "CUS-559812"),
                ("member number? Caller: Uh, 0041 887 203, it's on the statement", A, "0041 887 203"),
                ("policy number LCA-HS-0884172. I was admitted", A, "LCA-HS-0884172"),
                ("UHID: SRMH/2025/0448172 Age/Sex: 58", A, "SRMH/2025/0448172"),
                ("numéro d'adhérent ? Oui, MPS 0073 4412 09.", A, "MPS 0073 4412 09"),
                ("policy number speaker_1: yeah it's p m 7720419 speaker_0: thanks", A, "p m 7720419"),
                ("policy number is l s a dash 44192207 okay", A, "l s a dash 44192207"),
                ("Número de socio SAN-0931-22847. Nacida el", A, "SAN-0931-22847"),
                ("settled under PMJAY card PMJAY-TN-33-0091847.", A, "PMJAY-TN-33-0091847"),
                ("minha conta é agência 0447 e", A, "0447"),
                ("Frequent flyer number: BA 44712290.", A, "BA 44712290"),
                ("Employee ID E-204471 in payroll", A, "E-204471"),
                ("Vertragsnummer VN-4471-2290 bitte", A, "VN-4471-2290"),
                ("Seu prontuário aqui é o PRT-0044817, da unidade", A, "PRT-0044817"),
                ("Re: Hemi Walker   NHI ZKS4736   DOB 09/11/1967", A, "ZKS4736"),
                ("transit number 04127 and the account", A, "04127"),
                ("caller: gtbank account 0123944718 agent", A, "0123944718"),
                ("ゆうちょ銀行 記号 10170 です", A, "10170"),
                ("MPAN 1200 0512 3456 789 on the bill", A, "1200 0512 3456 789"),
                ("account number, uh, for future reference is 44712290", A, "44712290"),
            ],
            &[
                "credited to the account, not refunded to M-PESA. Use Paybill 888880 for payments.",
                "ACC claim no. 10049773821 (accepted 14/07/2026)",
                "Order 12345678 shipped",
                "Ticket #88213409 closed",
                "account ending in 4242",
                "my account was locked on Monday",
                "account balance 1,234.56",
                "12345678 is my account",
                "invoice INV-2024-00123",
                "account 123 only",
                "Tracking 1Z999AA10123456784",
                "SKU HX-220-B, error E-4471",
                "accountant 12345678",
                "account locked; order 12345678 shipped",
                "a salary certificate. [12/03/2025, 10:14] Aisha: hi",
                "the account is a 5 star one",
                "agência fechada às 16h",
                "socio since 2019",
                "branch code 12",
                "loyalty points 12,450 this year",
                "student id card expired in 2024",
                "account number? for reference 44712290 is the ticket",
                "employee number 12 of 40",
                "電話番号 03-1234-5678",
                "the institution was founded in 1850",
            ],
        );
    }
}
