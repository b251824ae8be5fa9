//! Spoken documents: a support call as speaker turns, rendered as a call transcript, SRT or WebVTT.

use super::*;

/// True when one group of `grouped` ("415 555 0132") has the same digit three times in a row.
fn has_run_of_three(grouped: &str) -> bool {
    grouped.split(' ').any(|g| g.as_bytes().windows(3).any(|w| w[0] == w[1] && w[1] == w[2]))
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
            // One spoken number in four is drawn until it has a run of three ("triple five"), which callers say
            // differently and random digits rarely give.
            let want_run = c.rng.chance(1, 4);
            let mut p = values::phone(&mut c.rng, loc);
            for _ in 0..200 {
                if !want_run || has_run_of_three(&p.spoken_groups) {
                    break;
                }
                p = values::phone(&mut c.rng, loc);
            }
            let spoken = want_run || c.rng.chance(3, 5);
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
        Fact::NationalId | Fact::TaxId => {
            let (cue, mut v) = id_value(c, w, fact == Fact::TaxId);
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
                Fact::DriverLicense => "And the licence number of the main driver?",
                _ => "Is there anything else on file we should check?",
            });
            written_fact(c, answer, w, other);
        }
    }
    None
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
        Fact::TaxId,
        Fact::DriverLicense,
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
            if c.rng.chance(1, 2) {
                agent_decoy(c, &mut b);
                turns.push((Speaker::Agent, b));
            } else {
                decoy(c, &mut b);
                turns.push((Speaker::Caller, b));
            }
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

pub(super) fn call(c: &mut Ctx) -> Builder {
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

pub(super) fn subtitles(c: &mut Ctx, vtt: bool) -> Builder {
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
