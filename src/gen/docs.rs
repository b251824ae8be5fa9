//! The document kinds: each builds one document from a random stream, placing labelled values and look-alikes.

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

/// Appends a written sentence giving `fact` about `w` (chat, ticket, letter).
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
        Fact::NationalId => {
            let (cue, v) = values::national_id(&mut c.rng, loc, &w.p, w.dob);
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

/// A sentence in a letter stating what the sender holds on record (billing).
fn held_fact(c: &mut Ctx, b: &mut Builder, w: &Persona, fact: Fact) {
    let loc = c.loc;
    let (what, v) = match fact {
        Fact::Email => ("e-mail address".to_string(), values::email(&mut c.rng, loc, &w.p)),
        Fact::NationalId => {
            let (cue, v) = values::national_id(&mut c.rng, loc, &w.p, w.dob);
            (cue.to_string(), v)
        }
        Fact::Dob => {
            let text = values::format_date(&mut c.rng, loc, w.dob);
            ("date of birth".to_string(), Value { label: Label::DateOfBirth, text, format: "date" })
        }
        Fact::Postcode => {
            let a = values::address(&mut c.rng, loc, false);
            ("postcode".to_string(), Value { label: Label::Postcode, text: a.postcode, format: "postcode" })
        }
        _ => ("contact number".to_string(), values::phone_value(&mut c.rng, loc, false)),
    };
    b.t(&format!("The {what} we hold for you is "));
    c.value(b, &v);
    b.t(". ");
}

/// ASCII digits, `+`, `(` and `)` replaced by their full-width forms (U+FF10..), as typed with an East Asian IME.
fn fullwidth(s: &str) -> String {
    s.chars()
        .map(|ch| match ch {
            '0'..='9' | '+' | '(' | ')' => char::from_u32(ch as u32 - 0x20 + 0xFF00).unwrap_or(ch),
            other => other,
        })
        .collect()
}

/// Digits and letters said aloud, group by group ("A B one two, three four").
fn spoken_id(rng: &mut Rng, text: &str) -> String {
    if text.chars().filter(|c| c.is_ascii_alphanumeric()).all(|c| c.is_ascii_digit()) {
        return values::spoken_digits(rng, text);
    }
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|g| !g.is_empty())
        .map(|g| {
            g.chars()
                .map(|c| if c.is_ascii_digit() { values::spoken_digits(rng, &c.to_string()) } else { c.to_string() })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// An e-mail address read out: "dana dot whitfield plus billing at gmail dot com".
fn spoken_email(addr: &str) -> String {
    let mut out = String::new();
    for ch in addr.chars() {
        match ch {
            '.' => out.push_str(" dot "),
            '@' => out.push_str(" at "),
            '+' => out.push_str(" plus "),
            '_' => out.push_str(" underscore "),
            '-' => out.push_str(" dash "),
            c => out.push(c),
        }
    }
    out
}

/// The agent's question and the caller's spoken answer for `fact` (call, SRT, VTT).
/// Returns an optional follow-up turn by the agent.
fn spoken_fact(c: &mut Ctx, ask: &mut Builder, answer: &mut Builder, w: &Persona, fact: Fact) -> Option<Builder> {
    let loc = c.loc;
    match fact {
        Fact::Phone => {
            ask.t(c.rng.pick(&[
                "And the best number to reach you on?",
                "Can I take a contact number?",
                "What's the phone number on the account?",
            ]));
            let p = values::phone(&mut c.rng, loc);
            let spoken = c.rng.chance(3, 5);
            let said = if spoken { values::spoken_digits(&mut c.rng, &p.spoken_groups) } else { p.written.clone() };
            let id = c.ent();
            answer.t(c.rng.pick(&["Yeah, it's ", "Sure, ", "It's ", "Um, "]));
            answer.val(&Value { label: Label::Phone, text: said, format: if spoken { "spoken" } else { "phone" } }, id);
            answer.t(".");
            if spoken && c.rng.chance(1, 2) {
                // The agent reads the number back in digits: a second mention of the same entity in another form.
                let mut back = Builder::new();
                back.t("Let me read that back: ");
                back.val(&Value { label: Label::Phone, text: p.spoken_groups, format: "phone" }, id);
                back.t(". Is that right?");
                return Some(back);
            }
        }
        Fact::Email => {
            ask.t("And your email address?");
            let mut v = values::email(&mut c.rng, loc, &w.p);
            if c.rng.chance(1, 2) {
                v = Value { text: spoken_email(&v.text), format: "spoken", ..v };
            }
            answer.t("It's ");
            c.value(answer, &v);
            answer.t(".");
        }
        Fact::Dob => {
            ask.t(c.rng.pick(&[
                "Can you confirm your date of birth?",
                "For security, what's your date of birth?",
                "And your DOB, please?",
            ]));
            let text = if c.rng.chance(1, 2) {
                values::spoken_date(&mut c.rng, w.dob)
            } else {
                values::format_date(&mut c.rng, loc, w.dob)
            };
            answer.t(c.rng.pick(&["It's ", "I was born on ", "", "Sure, "]));
            c.value(answer, &Value { label: Label::DateOfBirth, text, format: "date" });
            answer.t(".");
        }
        Fact::Address | Fact::Postcode => {
            let a = values::address(&mut c.rng, loc, false);
            if fact == Fact::Address {
                ask.t("Can you confirm the address we have for you?");
                answer.t("Yes, ");
                c.value(answer, &Value { label: Label::Address, text: a.text, format: "address" });
                answer.t(".");
            } else {
                ask.t("And just the postcode?");
                answer.t("It's ");
                c.value(answer, &Value { label: Label::Postcode, text: a.postcode, format: "postcode" });
                answer.t(".");
            }
        }
        Fact::NationalId => {
            let (cue, mut v) = values::national_id(&mut c.rng, loc, &w.p, w.dob);
            ask.t(&format!("I'll also need your {cue}."));
            if c.rng.chance(1, 3) {
                v = Value { text: spoken_id(&mut c.rng, &v.text), format: "spoken", ..v };
            }
            answer.t("OK, it's ");
            c.value(answer, &v);
            answer.t(".");
        }
        Fact::Card => {
            ask.t("Which card would you like to use?");
            let v = if c.rng.chance(1, 2) { values::card_spoken(&mut c.rng) } else { values::card(&mut c.rng) };
            answer.t("The long number is ");
            c.value(answer, &v);
            answer.t(".");
        }
        Fact::Account => {
            let (cue, mut v) = values::account(&mut c.rng, loc);
            ask.t(&format!("Do you have your {cue} handy?"));
            if c.rng.chance(1, 3) {
                v = Value { text: spoken_id(&mut c.rng, &v.text), format: "spoken", ..v };
            }
            answer.t("Yes, ");
            c.value(answer, &v);
            answer.t(".");
        }
        other => {
            ask.t(match other {
                Fact::Iban => "Which bank account should the refund go to?",
                Fact::Plate => "And the registration of the vehicle?",
                Fact::Passport => "Can I take your passport number for the booking?",
                _ => "Is there anything else on file we should check?",
            });
            written_fact(c, answer, w, other);
        }
    }
    None
}

/// An unlabelled look-alike, in a short sentence.
fn decoy(c: &mut Ctx, b: &mut Builder) {
    let r = &mut c.rng;
    match r.below(19) {
        0 | 1 => {
            let s = order_number(r);
            b.t(r.pick(&["The order number is ", "Order no. ", "It's about order "])).decoy(&s, "order_number").t(".");
        }
        2 => {
            let s = format!("{}-{}-{}", r.chars_from("ABCDEFGHKMNPRSTX", 2), r.range(100, 990), r.chars_from("ABC", 1));
            b.t("The item is SKU ").decoy(&s, "sku").t(".");
        }
        3 => {
            let s = if r.chance(1, 2) {
                format!("E-{}", r.range(1000, 9999))
            } else {
                format!("0x{:08X}", 0x8007_0000u32 + r.range(1, 0x100))
            };
            b.t("It keeps showing error ").decoy(&s, "error_code").t(".");
        }
        4 => {
            let s = format!("v{}.{}.{}", r.range(1, 9), r.range(0, 30), r.range(0, 20));
            b.t("I'm on app version ").decoy(&s, "version").t(".");
        }
        5 => {
            let s = format!("build {}.{}.{}", r.range(1, 28), r.range(1, 12), r.range(2023, 2026));
            b.t("The update says ").decoy(&s, "version").t(".");
        }
        6 => {
            let s = format!("{} {}", r.pick(&["£", "$", "€", "₹", "R$"]), r.range(5, 900)).replace(' ', "")
                + &format!(".{:02}", r.range(0, 99));
            b.t("I was charged ").decoy(&s, "price").t(" twice.");
        }
        7 => {
            let s = format!("ending {}", r.digits(4));
            b.t("It was the card ").decoy(&s, "card_last4").t(".");
        }
        8 => {
            let s = r.pick(&["INC", "CS", "TKT-"]).to_string() + &r.digits(7);
            b.t("My ticket reference is ").decoy(&s, "ticket_number").t(".");
        }
        9 => {
            let s = format!("store #{}", r.range(100, 4999));
            b.t("I bought it at ").decoy(&s, "store_number").t(".");
        }
        10 => {
            let s = format!(
                "2025-{:02}-{:02} {:02}:{:02}:{:02} UTC",
                r.range(1, 12),
                r.range(1, 28),
                r.range(0, 23),
                r.range(0, 59),
                r.range(0, 59)
            );
            b.t("The outage started at ").decoy(&s, "timestamp").t(".");
        }
        11 => {
            let s = format!("{} minutes {} seconds", r.range(2, 59), r.range(1, 59));
            b.t("I was on hold for ").decoy(&s, "duration").t(".");
        }
        12 => {
            let s = format!("**** **** **** {}", r.digits(4));
            b.t("The statement shows ").decoy(&s, "masked_card").t(".");
        }
        14 => {
            let s = isbn13(r);
            b.t("The manual (ISBN ").decoy(&s, "isbn").t(") says nothing about it.");
        }
        15 => {
            let s = format!("10.0.{}.{}", r.range(19041, 26100), r.range(1000, 6000));
            b.t("Windows reports OS build ").decoy(&s, "version").t(".");
        }
        16 => {
            let s = format!("{} {}", r.pick(&["BA", "LH", "AF", "VN", "QF", "AI"]), r.range(100, 2999));
            b.t("I was booked on flight ").decoy(&s, "flight_number").t(".");
        }
        17 => {
            let s = format!("1Z{}{}", r.chars_from("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 6), r.digits(10));
            b.t("The parcel's tracking number is ").decoy(&s, "tracking_number").t(".");
        }
        18 => {
            let s = format!("{}.{}%", r.range(1, 40), r.range(0, 9));
            b.t("The rate went up by ").decoy(&s, "percentage").t(" this year.");
        }
        _ => {
            let s = format!("{}.{}.{}.{}", r.range(2, 4), r.range(0, 12), r.range(0, 9), r.range(1, 99));
            b.t("Firmware ").decoy(&s, "version").t(" is installed.");
        }
    }
}

/// A valid ISBN-13 ("978-3-161-48410-0"): 13 digits, weights 1 and 3, sum ≡ 0 mod 10. Not a card, not a phone.
fn isbn13(r: &mut Rng) -> String {
    let body = format!("978{}{}", r.range(0, 1), r.digits(8));
    let sum: u32 =
        body.chars().enumerate().map(|(i, ch)| ch.to_digit(10).unwrap_or(0) * if i % 2 == 0 { 1 } else { 3 }).sum();
    let check = (10 - sum % 10) % 10;
    format!("{}-{}-{}-{}-{check}", &body[..3], &body[3..4], &body[4..7], &body[7..])
}

/// A 16-digit number shaped like a card (card-like prefix, grouped in fours) that fails Luhn.
fn order_number(r: &mut Rng) -> String {
    let mut d = format!("{}{}", r.pick(&["4", "5", "3", "6"]), r.digits(15));
    if check::luhn_valid(&d) {
        let last = d.pop().and_then(|c| c.to_digit(10)).expect("digit");
        d.push(char::from_digit((last + 1) % 10, 10).expect("digit"));
    }
    if r.chance(1, 2) {
        values::group(&d, &[4, 4, 4, 4], " ")
    } else {
        d
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

#[derive(Clone, Copy, PartialEq, Eq)]
enum Speaker {
    Agent,
    Caller,
}

/// A support call as speaker turns, shared by the call, SRT and VTT kinds.
fn dialogue(c: &mut Ctx, caller: &Persona, agent: &Persona) -> Vec<(Speaker, Builder)> {
    let mut turns = Vec::new();
    let org = c.rng.pick(ORGS);
    let mut b = Builder::new();
    b.t(&format!("Thank you for calling {org}, you're speaking with "));
    c.first(&mut b, agent);
    b.t(". How can I help?");
    turns.push((Speaker::Agent, b));
    let mut b = Builder::new();
    b.t("Hi, yes, my name is ");
    c.full(&mut b, caller);
    b.t(&format!(" and I'm calling about {}.", c.rng.pick(TOPICS)));
    turns.push((Speaker::Caller, b));
    let pool = [
        Fact::Dob,
        Fact::Phone,
        Fact::Address,
        Fact::Postcode,
        Fact::NationalId,
        Fact::Card,
        Fact::Account,
        Fact::Email,
        Fact::Iban,
        Fact::Plate,
        Fact::Passport,
    ];
    let n = c.rng.range(3, 5) as usize;
    let mut facts = pick_facts(&mut c.rng, &pool, n);
    if !facts.contains(&Fact::Dob) && c.rng.chance(1, 2) {
        facts.insert(0, Fact::Dob);
    }
    for (i, f) in facts.into_iter().enumerate() {
        let (mut ask, mut answer) = (Builder::new(), Builder::new());
        if i == 0 {
            ask.t("Thanks, ");
            c.titled(&mut ask, caller);
            ask.t(". ");
        }
        let followup = spoken_fact(c, &mut ask, &mut answer, caller, f);
        turns.push((Speaker::Agent, ask));
        turns.push((Speaker::Caller, answer));
        if let Some(b) = followup {
            turns.push((Speaker::Agent, b));
            let mut yes = Builder::new();
            yes.t(c.rng.pick(&["Yes, that's right.", "Yep.", "That's it."]));
            turns.push((Speaker::Caller, yes));
        }
        if c.rng.chance(1, 2) {
            let mut b = Builder::new();
            decoy(c, &mut b);
            turns.push((if c.rng.chance(1, 2) { Speaker::Agent } else { Speaker::Caller }, b));
        }
    }
    let mut b = Builder::new();
    b.t("That's all updated. Is there anything else I can help with, ");
    c.again(&mut b, caller);
    b.t("?");
    turns.push((Speaker::Agent, b));
    let mut b = Builder::new();
    b.t("No, that's everything. Thanks, ");
    c.first(&mut b, agent);
    b.t(".");
    turns.push((Speaker::Caller, b));
    turns
}

fn stamp(secs: u32) -> String {
    format!("{:02}:{:02}:{:02}", secs / 3600, (secs / 60) % 60, secs % 60)
}

fn call(c: &mut Ctx) -> Builder {
    let (caller, agent) = (c.persona(), c.persona());
    let turns = dialogue(c, &caller, &agent);
    let stamps = c.rng.chance(1, 3);
    let (a, k) = c.rng.pick(&[("Agent", "Caller"), ("Agent", "Customer"), ("AGENT", "CALLER"), ("Rep", "Caller")]);
    let mut doc = Builder::new();
    let mut secs = c.rng.range(0, 5);
    for (who, body) in &turns {
        if stamps {
            doc.t("[").decoy(&stamp(secs), "timestamp").t("] ");
            secs += c.rng.range(3, 20);
        }
        doc.t(if *who == Speaker::Agent { a } else { k }).t(": ").append(body).t("\n");
    }
    if c.rng.chance(1, 3) {
        doc = asr_style(&doc);
    }
    doc
}

/// Raw speech-to-text style: lower case, no sentence punctuation, names in lower case, spoken numbers without the
/// commas a human transcriber would add ("four one five five five five oh one three two").
fn asr_style(doc: &Builder) -> Builder {
    doc.restyle(
        |s| s.to_lowercase().replace([',', '.', '?', '!'], ""),
        |label, format, v| match (label, format) {
            (Label::Person, _) => v.to_lowercase().replace('.', ""),
            (Label::Address | Label::Postcode, _) => v.to_lowercase().replace(',', ""),
            (_, "spoken") => v.replace(',', ""),
            _ => v.to_string(),
        },
    )
}

fn cue_time(ms: u32, sep: char) -> String {
    format!("{:02}:{:02}:{:02}{sep}{:03}", ms / 3_600_000, (ms / 60_000) % 60, (ms / 1000) % 60, ms % 1000)
}

fn subtitles(c: &mut Ctx, vtt: bool) -> Builder {
    let (caller, agent) = (c.persona(), c.persona());
    let turns = dialogue(c, &caller, &agent);
    let named_voices = c.rng.chance(1, 2);
    let mut doc = Builder::new();
    if vtt {
        doc.t("WEBVTT");
        if c.rng.chance(1, 2) {
            doc.t(" - support call recording");
        }
        doc.t("\n\n");
        if c.rng.chance(1, 3) {
            doc.t("NOTE\nAutomatic transcript, not reviewed.\n\n");
        }
    }
    let mut ms = c.rng.range(200, 3000);
    for (i, (who, body)) in turns.iter().enumerate() {
        let len = 800 + body.text.chars().count() as u32 * 55;
        let sep = if vtt { '.' } else { ',' };
        let timing = format!("{} --> {}", cue_time(ms, sep), cue_time(ms + len, sep));
        ms += len + c.rng.range(100, 1500);
        if !vtt || c.rng.chance(1, 2) {
            doc.decoy(&(i + 1).to_string(), "cue_number").t("\n");
        }
        doc.decoy(&timing, "cue_timing").t("\n");
        let mut line = Builder::new();
        if vtt {
            line.t("<v ");
            if named_voices {
                let w = if *who == Speaker::Agent { &agent } else { &caller };
                c.first(&mut line, w);
            } else {
                line.t(if *who == Speaker::Agent { "Agent" } else { "Caller" });
            }
            line.t(">");
        } else {
            line.t(if *who == Speaker::Agent { "AGENT: " } else { "CALLER: " });
        }
        line.append(body);
        line.wrap(42);
        doc.append(&line).t("\n\n");
    }
    doc
}

fn chat(c: &mut Ctx) -> Builder {
    let (cust, agent) = (c.persona(), c.persona());
    let org = c.rng.pick(ORGS);
    // How the customer appears: a handle (USERNAME), the full name (PERSON), or a generic label (unlabelled).
    let customer_style = c.rng.below(4);
    let handle = (customer_style == 0).then(|| values::username(&mut c.rng, &cust.p));
    let handle_id = c.ent();
    let agent_named = c.rng.chance(1, 2);
    let mut minute = c.rng.range(0, 23) * 60 + c.rng.range(0, 59);
    let mut doc = Builder::new();
    let mut line = |c: &mut Ctx, doc: &mut Builder, agent_turn: bool, body: &Builder| {
        minute += c.rng.range(0, 2);
        doc.t("[").decoy(&format!("{:02}:{:02}", (minute / 60) % 24, minute % 60), "timestamp").t("] ");
        if agent_turn && agent_named {
            c.first(doc, &agent);
            doc.t(&format!(" ({org})"));
        } else if agent_turn {
            doc.t(&format!("{org} Support"));
        } else if let Some(h) = &handle {
            doc.val(h, handle_id);
        } else if customer_style == 1 {
            doc.t("Customer");
        } else {
            c.full(doc, &cust);
        }
        doc.t(": ").append(body).t("\n");
    };
    let mut b = Builder::new();
    b.t("Hi, you're chatting with ");
    c.first(&mut b, &agent);
    b.t(". What can I do for you today?");
    line(c, &mut doc, true, &b);
    let mut b = Builder::new();
    // Emoji lie outside the Basic Multilingual Plane: after one, code-point and UTF-16 offsets differ.
    b.t(c.rng.pick(&["Hi. ", "hi 👋 ", "Hello! ", "hey 🙂 "]));
    decoy(c, &mut b);
    b.t(" Can you help?");
    line(c, &mut doc, false, &b);
    if c.rng.chance(1, 6) {
        // A number typed with an East Asian input method: full-width digits, still a phone number.
        let mut b = Builder::new();
        let p = values::phone_value(&mut c.rng, c.loc, false);
        b.t("my number ");
        c.value(&mut b, &Value { text: fullwidth(&p.text), ..p });
        b.t(" 🙏");
        line(c, &mut doc, false, &b);
    }
    let pool = [
        Fact::Email,
        Fact::Phone,
        Fact::Card,
        Fact::Iban,
        Fact::Address,
        Fact::Username,
        Fact::Ip,
        Fact::Url,
        Fact::Account,
        Fact::Dob,
        Fact::Wallet,
        Fact::Secret,
    ];
    let n = c.rng.range(3, 5) as usize;
    for f in pick_facts(&mut c.rng, &pool, n) {
        let mut q = Builder::new();
        q.t(c.rng.pick(&["Sure, I can look into that. ", "Thanks for waiting. ", "OK. "]));
        if c.rng.chance(1, 3) {
            c.again(&mut q, &cust);
            q.t(", ");
        }
        q.t("could you give me a bit more detail?");
        line(c, &mut doc, true, &q);
        let mut a = Builder::new();
        written_fact(c, &mut a, &cust, f);
        line(c, &mut doc, false, &a);
        if c.rng.chance(1, 3) {
            let mut d = Builder::new();
            decoy(c, &mut d);
            let agent_turn = c.rng.chance(1, 2);
            line(c, &mut doc, agent_turn, &d);
        }
    }
    let mut b = Builder::new();
    b.t("Thanks, ");
    c.again(&mut b, &cust);
    b.t(". I've passed this on; you'll get an email within 2 working days.");
    line(c, &mut doc, true, &b);
    doc
}

fn ticket(c: &mut Ctx) -> Builder {
    let who = c.persona();
    let mut doc = Builder::new();
    doc.t("Ticket: ").decoy(&format!("INC{}", c.rng.digits(7)), "ticket_number").t("\n");
    doc.t("Opened: ")
        .decoy(
            &format!(
                "2025-{:02}-{:02} {:02}:{:02} UTC",
                c.rng.range(1, 12),
                c.rng.range(1, 28),
                c.rng.range(0, 23),
                c.rng.range(0, 59)
            ),
            "timestamp",
        )
        .t("\n");
    doc.t(&format!("Priority: P{}\nRequester: ", c.rng.range(1, 4)));
    c.full(&mut doc, &who);
    let email = values::email(&mut c.rng, c.loc, &who.p);
    let email_id = c.ent();
    doc.t(" <").val(&email, email_id).t(">\n");
    doc.t(&format!(
        "Subject: {}\n\n",
        c.rng.pick(&[
            "Cannot sign in after update",
            "Sync fails with access denied",
            "Wrong address on my account",
            "Router keeps dropping"
        ])
    ));
    let mut body = Builder::new();
    body.t("Hi team,\n\n");
    decoy(c, &mut body);
    body.t(" ");
    let pool = [
        Fact::Username,
        Fact::Ip,
        Fact::Mac,
        Fact::Phone,
        Fact::Address,
        Fact::Account,
        Fact::Url,
        Fact::DriverLicense,
        Fact::Secret,
        Fact::Passport,
    ];
    let n = c.rng.range(2, 4) as usize;
    for f in pick_facts(&mut c.rng, &pool, n) {
        written_fact(c, &mut body, &who, f);
        body.t(" ");
        if c.rng.chance(1, 2) {
            decoy(c, &mut body);
            body.t(" ");
        }
    }
    body.t("Please reply to ");
    body.val(&email, email_id);
    body.t(" rather than calling.");
    if c.rng.chance(2, 3) {
        body.wrap(c.rng.range(60, 76) as usize);
    }
    doc.append(&body).t("\n\n");
    let app = c.rng.pick(&["SyncDesk", "Fabrikam Home", "Contoso Mobile", "Northwind Portal"]);
    let ver = format!("v{}.{}.{}", c.rng.range(1, 9), c.rng.range(0, 30), c.rng.range(0, 20));
    let build = format!("build {}.{}.{}", c.rng.range(1, 28), c.rng.range(1, 12), c.rng.range(2023, 2026));
    doc.t(&format!("Environment: {app} ")).decoy(&ver, "version").t(" (").decoy(&build, "version").t(") on host ");
    doc.decoy(&format!("{}-prod-{:02}.internal", c.rng.pick(&["db", "api", "auth"]), c.rng.range(1, 12)), "hostname")
        .t("\nLog excerpt:\n");
    let user = values::username(&mut c.rng, &who.p);
    let user_id = c.ent();
    let ip = values::ip(&mut c.rng);
    let ip_id = c.ent();
    let day = format!("2025-{:02}-{:02}", c.rng.range(1, 12), c.rng.range(1, 28));
    let mut secs = c.rng.range(0, 80000);
    let mut ts = |c: &mut Ctx, doc: &mut Builder| {
        secs += c.rng.range(1, 30);
        doc.decoy(&format!("{day} {}", stamp(secs % 86400)), "timestamp");
    };
    ts(c, &mut doc);
    doc.t(" WARN auth: login failed for user=").val(&user, user_id).t(" from ").val(&ip, ip_id).t("\n");
    ts(c, &mut doc);
    doc.t(" ERROR sync: ")
        .decoy(&format!("0x{:08X}", 0x8007_0000u32 + c.rng.range(1, 0x100)), "error_code")
        .t(" access denied\n");
    ts(c, &mut doc);
    doc.t(" INFO auth: retry for user=").val(&user, user_id).t(" ok\n\nThanks,\n");
    c.first(&mut doc, &who);
    if c.rng.chance(1, 2) {
        doc.t("\n");
        let v = values::phone_value(&mut c.rng, c.loc, false);
        c.value(&mut doc, &v);
    }
    doc.t("\n");
    doc
}

fn clinical(c: &mut Ctx) -> Builder {
    let who = c.persona();
    let mut clinician = c.persona();
    clinician.p.title = "Dr";
    let nok = c.persona();
    let loc = c.loc;
    let mut doc = Builder::new();
    doc.t(&format!(
        "{}\n",
        c.rng.pick(&["CLINIC NOTE", "Outpatient review", "Discharge summary", "GP consultation note"])
    ));
    doc.t("Patient: ");
    c.full(&mut doc, &who);
    doc.t("\nDOB: ");
    let d = values::format_date(&mut c.rng, loc, who.dob);
    c.value(&mut doc, &Value { label: Label::DateOfBirth, text: d, format: "date" });
    let (cue, id) = values::national_id(&mut c.rng, loc, &who.p, who.dob);
    doc.t(&format!("\n{cue}: "));
    c.value(&mut doc, &id);
    doc.t("\nMRN: ");
    let mrn = c.rng.digits(7);
    c.value(&mut doc, &Value { label: Label::Account, text: mrn, format: "account" });
    doc.t("\nAddress: ");
    let a = values::address(&mut c.rng, loc, false);
    c.value(&mut doc, &Value { label: Label::Address, text: a.text, format: "address" });
    doc.t("\nTel: ");
    let p = values::phone_value(&mut c.rng, loc, false);
    c.value(&mut doc, &p);
    doc.t("\n\n");
    let mut body = Builder::new();
    body.t("Seen on ");
    let seen = values::date(&mut c.rng, 2023, 2025);
    let seen = values::format_date(&mut c.rng, loc, seen);
    c.value(&mut body, &Value { label: Label::Date, text: seen, format: "date" });
    body.t(" by ");
    c.titled(&mut body, &clinician);
    body.t(". ");
    c.titled(&mut body, &who);
    let (pre, age, post) = values::age(&mut c.rng, who.dob, if who.p.female { "woman" } else { "man" });
    body.t(&format!(" is {pre}"));
    c.value(&mut body, &Value { label: Label::Age, text: age, format: "age" });
    body.t(&format!(
        "{post}, presenting with {}. BP ",
        c.rng.pick(&[
            "chest pain on exertion",
            "a persistent cough",
            "poorly controlled diabetes",
            "lower back pain",
            "recurrent headaches"
        ])
    ));
    body.decoy(&format!("{}/{}", c.rng.range(105, 160), c.rng.range(60, 99)), "vitals");
    body.t(", HR ").decoy(&format!("{} bpm", c.rng.range(55, 110)), "vitals");
    body.t(&format!(", temp 3{}.{} °C. Current medication: ", c.rng.range(6, 8), c.rng.range(0, 9)));
    body.decoy(
        &format!(
            "{} {} mg",
            c.rng.pick(&["metformin", "ramipril", "atorvastatin", "sertraline"]),
            c.rng.pick(&["5", "10", "20", "500"])
        ),
        "dosage",
    );
    body.t(" daily. Plan: review in 6 weeks; next appointment ");
    let next = values::date(&mut c.rng, 2025, 2026);
    let next = values::format_date(&mut c.rng, loc, next);
    c.value(&mut body, &Value { label: Label::Date, text: next, format: "date" });
    body.t(". Next of kin: ");
    c.full(&mut body, &nok);
    body.t(&format!(" ({}), tel. ", c.rng.pick(&["spouse", "daughter", "son", "partner", "sister"])));
    let p = values::phone_value(&mut c.rng, loc, false);
    c.value(&mut body, &p);
    body.t(". Social history: works at ");
    let (org, place, demo) = values::quasi(&mut c.rng, loc);
    c.value(&mut body, &org);
    body.t(", lives in ");
    c.value(&mut body, &place);
    body.t(" with family; ");
    c.value(&mut body, &demo);
    body.t(&format!(
        "-speaking, {}. ",
        c.rng.pick(&["interpreter requested", "no interpreter needed", "prefers written material"])
    ));
    c.again(&mut body, &who);
    body.t(" was given written advice.");
    if c.rng.chance(1, 2) {
        body.wrap(c.rng.range(64, 80) as usize);
    }
    doc.append(&body).t("\n");
    doc
}

fn billing(c: &mut Ctx) -> Builder {
    let who = c.persona();
    let clerk = c.persona();
    let loc = c.loc;
    let org = c.rng.pick(ORGS);
    let mut doc = Builder::new();
    doc.t(&format!("{org} - Billing\nInvoice "))
        .decoy(&format!("INV-2025-{}", c.rng.digits(5)), "invoice_number")
        .t("\n\n");
    c.full(&mut doc, &who);
    doc.t("\n");
    let a = values::address(&mut c.rng, loc, true);
    c.value(&mut doc, &Value { label: Label::Address, text: a.text, format: "address" });
    doc.t("\n\nDear ");
    c.titled(&mut doc, &who);
    doc.t(",\n\n");
    let mut body = Builder::new();
    body.t("Thank you for your payment. ");
    decoy(c, &mut body);
    body.t(" ");
    let (cue, acct) = values::account(&mut c.rng, loc);
    body.t(&format!("Your {cue} is "));
    c.value(&mut body, &acct);
    body.t(". ");
    if c.rng.chance(1, 2) {
        body.t("We will debit IBAN ");
        let v = values::iban(&mut c.rng, loc);
        c.value(&mut body, &v);
    } else {
        body.t("We will charge the card ");
        let v = values::card(&mut c.rng);
        c.value(&mut body, &v);
    }
    body.t(" on ");
    let when = values::date(&mut c.rng, 2025, 2026);
    let when = values::format_date(&mut c.rng, loc, when);
    c.value(&mut body, &Value { label: Label::Date, text: when, format: "date" });
    body.t(". ");
    decoy(c, &mut body);
    body.t(" ");
    let pool = [Fact::Email, Fact::Phone, Fact::NationalId, Fact::Dob, Fact::Postcode];
    for f in pick_facts(&mut c.rng, &pool, 2) {
        held_fact(c, &mut body, &who, f);
    }
    if c.rng.chance(1, 3) {
        body.t(c.rng.pick(&["This balance is the subject of ", "Please quote ", "Our solicitors refer to "]));
        let v = values::case_number(&mut c.rng, loc);
        c.value(&mut body, &v);
        body.t(" in any reply. ");
    }
    body.t("Questions? Call our billing team on ");
    let v = values::phone_value(&mut c.rng, loc, false);
    c.value(&mut body, &v);
    body.t(&format!(" ({}).", c.rng.pick(&["Mon-Fri 8am-6pm", "lines open 9:00-17:30", "24/7"])));
    if c.rng.chance(1, 2) {
        body.wrap(c.rng.range(60, 78) as usize);
    }
    doc.append(&body).t("\n\nKind regards,\n");
    c.full(&mut doc, &clerk);
    doc.t(&format!("\n{org} Billing\n"));
    doc
}

/// One document of `kind` in `loc`.
pub fn document(rng: Rng, kind: Kind, loc: Locale) -> Builder {
    let mut c = Ctx { rng, loc, entities: 0 };
    match kind {
        Kind::Call => call(&mut c),
        Kind::Chat => chat(&mut c),
        Kind::Ticket => ticket(&mut c),
        Kind::Clinical => clinical(&mut c),
        Kind::Billing => billing(&mut c),
        Kind::Srt => subtitles(&mut c, false),
        Kind::Vtt => subtitles(&mut c, true),
    }
}
