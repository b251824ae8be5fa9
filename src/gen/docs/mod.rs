//! The document kinds: each builds one document from a random stream, placing labelled values and look-alikes.
//!
//! Shared here: the document state ([`Ctx`]), people and their mentions, and written sentences stating a fact.
//! One file per family of kinds: `speech` (call, SRT, VTT), `chat`, `written` (ticket, clinical, billing), and
//! `lookalike` for the unlabelled values.

mod chat;
mod lookalike;
mod speech;
mod written;

use super::builder::Builder;
use super::check;
use super::names::{self, Culture, Person};
use super::rng::Rng;
use super::values::{self, Date, Value};
use super::{Kind, Locale};
use crate::Label;

/// A person in a document, with their entity number and birth date.
struct Persona {
    p: Person,
    id: usize,
    dob: Date,
}

/// The state of one document being generated.
struct Ctx {
    rng: Rng,
    loc: Locale,
    entities: usize,
}

fn pv(text: String) -> Value {
    Value { label: Label::Person, text, format: "person" }
}

impl Ctx {
    fn ent(&mut self) -> usize {
        self.entities += 1;
        self.entities
    }

    fn persona(&mut self) -> Persona {
        let home = match self.loc {
            Locale::Us | Locale::Uk | Locale::Au => Culture::English,
            Locale::Ca => self.rng.pick(&[Culture::English, Culture::French]),
            Locale::Ie => Culture::Irish,
            Locale::De => Culture::German,
            Locale::Fr => Culture::French,
            Locale::Es => Culture::Spanish,
            Locale::It => Culture::Italian,
            Locale::Nl => Culture::Dutch,
            Locale::Pl => Culture::Polish,
            Locale::In => Culture::Indian,
            Locale::Vn => Culture::Vietnamese,
            Locale::Br => Culture::Portuguese,
        };
        let culture = if self.rng.chance(3, 10) { self.rng.pick(names::DIASPORA) } else { home };
        let p = names::person(&mut self.rng, culture);
        let dob = values::date(&mut self.rng, 1941, 2006);
        Persona { p, id: self.ent(), dob }
    }

    /// "Dana Whitfield"
    fn full(&mut self, b: &mut Builder, w: &Persona) {
        b.val(&pv(w.p.full()), w.id);
    }

    /// "Ms Whitfield" / "Dr. Whitfield" / "Ms Vân": the title is inside the PERSON span.
    fn titled(&mut self, b: &mut Builder, w: &Persona) {
        let dot = if self.rng.chance(1, 3) { "." } else { "" };
        b.val(&pv(format!("{}{dot} {}", w.p.title, w.p.short())), w.id);
    }

    /// "Dana"
    fn first(&mut self, b: &mut Builder, w: &Persona) {
        b.val(&pv(w.p.first()), w.id);
    }

    /// A later mention: the titled short form, the short form alone, or the first name.
    fn again(&mut self, b: &mut Builder, w: &Persona) {
        match self.rng.below(3) {
            0 => self.titled(b, w),
            1 => {
                b.val(&pv(w.p.short()), w.id);
            }
            _ => self.first(b, w),
        }
    }

    fn value(&mut self, b: &mut Builder, v: &Value) {
        let e = self.ent();
        b.val(v, e);
    }
}

/// The identifier facts a document can mention about a person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fact {
    Phone,
    Email,
    Dob,
    Address,
    Postcode,
    NationalId,
    TaxId,
    Card,
    Iban,
    Account,
    Passport,
    DriverLicense,
    Plate,
    Ip,
    Mac,
    Url,
    Username,
    Secret,
    Wallet,
}

use lookalike::{agent_decoy, decoy};

/// A value in a written sentence: usually after one of the `before` cues, one time in four first in the sentence
/// with one of `after`; endings vary so that values meet different trailing punctuation.
fn say(c: &mut Ctx, b: &mut Builder, v: &Value, before: &[&str], after: &[&str]) {
    if c.rng.chance(1, 4) {
        c.value(b, v);
        b.t(c.rng.pick(after));
    } else {
        b.t(c.rng.pick(before));
        c.value(b, v);
        b.t(c.rng.pick(&[".", ". Thanks!", " please.", "!", ", thanks.", " :)"]));
    }
}

/// A national id or, when `tax` and the locale has one, a tax id (ITIN, PAN, Steuer-ID, codice fiscale, TFN), with
/// the name it goes by.
fn id_value(c: &mut Ctx, w: &Persona, tax: bool) -> (&'static str, Value) {
    let mut id = values::national_id(&mut c.rng, c.loc, &w.p, w.dob);
    for _ in 0..8 {
        if (id.1.label == Label::TaxId) == tax {
            break;
        }
        id = values::national_id(&mut c.rng, c.loc, &w.p, w.dob);
    }
    id
}

/// Appends a written sentence giving `fact` about `w` (chat, ticket, letter).
fn written_fact(c: &mut Ctx, b: &mut Builder, w: &Persona, fact: Fact) {
    let loc = c.loc;
    match fact {
        Fact::Phone => {
            let v = values::phone_value(&mut c.rng, loc, false);
            let before = [
                "You can reach me on ",
                "My number is ",
                "Please call me back at ",
                "Best number: ",
                "mobile: ",
                "tel ",
            ];
            say(
                c,
                b,
                &v,
                &before,
                &[" is the best number to reach me.", " (mobile), any time after 5.", " - that's my cell."],
            );
        }
        Fact::Email => {
            let v = values::email(&mut c.rng, loc, &w.p);
            let before = ["My email is ", "Please reply to ", "send it to ", "The account email is ", "email: "];
            say(
                c,
                b,
                &v,
                &before,
                &[" is my personal address.", " is the one on the account.", " - please use that one."],
            );
        }
        Fact::Dob => {
            let cue = values::birth_cue(&mut c.rng, loc, w.p.female);
            let d = values::format_date(&mut c.rng, loc, w.dob);
            b.t(&format!("{}{cue} ", c.rng.pick(&["For verification, ", "", "Security check: "])));
            c.value(b, &Value { label: Label::DateOfBirth, text: d, format: "date" });
            b.t(".");
        }
        Fact::Address => {
            let a = values::address(&mut c.rng, loc, false);
            let v = Value { label: Label::Address, text: a.text, format: "address" };
            let before =
                ["I have moved to ", "My address is ", "Please send the replacement to ", "Registered address: "];
            say(c, b, &v, &before, &[" is my new address.", " (since March)."]);
        }
        Fact::Postcode => {
            let a = values::address(&mut c.rng, loc, false);
            let cue = match loc {
                Locale::Us => "ZIP code",
                Locale::De => "PLZ",
                Locale::Fr => "code postal",
                Locale::Ie => "Eircode",
                Locale::In => "PIN code",
                Locale::Br => "CEP",
                Locale::Es | Locale::It => "código postal",
                _ => "postcode",
            };
            b.t(&format!("The {cue} on file is "));
            c.value(b, &Value { label: Label::Postcode, text: a.postcode, format: "postcode" });
            b.t(".");
        }
        Fact::NationalId | Fact::TaxId => {
            let (cue, v) = id_value(c, w, fact == Fact::TaxId);
            b.t(&format!("My {cue} is "));
            c.value(b, &v);
            b.t(".");
        }
        Fact::Card => {
            let v = values::card(&mut c.rng);
            b.t(c.rng.pick(&["The card number is ", "charge it to my card ", "card no. ", "I paid with "]));
            c.value(b, &v);
            b.t(&format!(", expiry {:02}/{}.", c.rng.range(1, 12), c.rng.range(26, 31)));
        }
        Fact::Iban => {
            let v = values::iban(&mut c.rng, loc);
            b.t(c.rng.pick(&["Please refund to IBAN ", "My IBAN is ", "bank details: "]));
            c.value(b, &v);
            b.t(".");
        }
        Fact::Account => {
            let (cue, v) = values::account(&mut c.rng, loc);
            b.t(&format!("My {cue} is "));
            c.value(b, &v);
            b.t(".");
        }
        Fact::Passport => {
            let v = values::passport(&mut c.rng, loc);
            b.t(c.rng.pick(&["Passport number ", "my passport no. is ", "passport: "]));
            c.value(b, &v);
            b.t(".");
        }
        Fact::DriverLicense => {
            let v = values::driver_license(&mut c.rng, loc, &w.p, w.dob);
            b.t(if matches!(loc, Locale::Us | Locale::Ca) {
                "Driver's license number "
            } else {
                "Driving licence number "
            });
            c.value(b, &v);
            b.t(".");
        }
        Fact::Plate => {
            let v = values::license_plate(&mut c.rng, loc);
            b.t(c.rng.pick(&["The car is registration ", "vehicle reg ", "license plate "]));
            c.value(b, &v);
            b.t(".");
        }
        Fact::Ip => {
            let v = values::ip(&mut c.rng);
            b.t("My home IP address is ");
            c.value(b, &v);
            b.t(".");
        }
        Fact::Mac => {
            let v = values::mac(&mut c.rng);
            b.t("The router's MAC address is ");
            c.value(b, &v);
            b.t(".");
        }
        Fact::Url => {
            let v = values::url(&mut c.rng, &w.p);
            b.t("See ");
            c.value(b, &v);
            b.t(" for the details.");
        }
        Fact::Username => {
            let v = values::username(&mut c.rng, &w.p);
            b.t(c.rng.pick(&["My username is ", "login: ", "I sign in as "]));
            c.value(b, &v);
            b.t(".");
        }
        Fact::Secret => {
            let v = values::secret(&mut c.rng);
            b.t(c.rng.pick(&["My password is ", "password: ", "the key I used was "]));
            c.value(b, &v);
            b.t(" (I know, I'll change it).");
        }
        Fact::Wallet => {
            let v = values::crypto_wallet(&mut c.rng);
            b.t("Refund to my wallet ");
            c.value(b, &v);
            b.t(".");
        }
    }
}

const ORGS: &[&str] = &[
    "Northwind Energy",
    "Contoso Bank",
    "Fabrikam Mobile",
    "Tailspin Travel",
    "Adatum Insurance",
    "Litware Broadband",
];
const TOPICS: &[&str] =
    &["my last bill", "a card I lost", "moving house", "a claim I made", "a refund", "my direct debit"];

/// Facts for a call, chat or letter: a random selection without repeats, in random order.
fn pick_facts(rng: &mut Rng, pool: &[Fact], n: usize) -> Vec<Fact> {
    let mut v = pool.to_vec();
    rng.shuffle(&mut v);
    v.truncate(n);
    v
}

fn stamp(secs: u32) -> String {
    format!("{:02}:{:02}:{:02}", secs / 3600, (secs / 60) % 60, secs % 60)
}

/// One document of `kind` in `loc`.
pub fn document(rng: Rng, kind: Kind, loc: Locale) -> Builder {
    let mut c = Ctx { rng, loc, entities: 0 };
    match kind {
        Kind::Call => speech::call(&mut c),
        Kind::Chat => chat::chat(&mut c),
        Kind::Ticket => written::ticket(&mut c),
        Kind::Clinical => written::clinical(&mut c),
        Kind::Billing => written::billing(&mut c),
        Kind::Srt => speech::subtitles(&mut c, false),
        Kind::Vtt => speech::subtitles(&mut c, true),
    }
}
