//! Written documents: support tickets with logs, clinical notes, billing letters.

use super::*;

/// A sentence in a letter stating what the sender holds on record (billing).
fn held_fact(c: &mut Ctx, b: &mut Builder, w: &Persona, fact: Fact) {
    let loc = c.loc;
    let (what, v) = match fact {
        Fact::Email => ("e-mail address".to_string(), values::email(&mut c.rng, loc, &w.p)),
        Fact::NationalId | Fact::TaxId => {
            let (cue, v) = id_value(c, w, fact == Fact::TaxId);
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

pub(super) fn ticket(c: &mut Ctx) -> Builder {
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
        Fact::Wallet,
        Fact::TaxId,
    ];
    let n = c.rng.range(3, 5) as usize;
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

pub(super) fn clinical(c: &mut Ctx) -> Builder {
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
    let relation = if nok.p.female {
        ["wife", "daughter", "partner", "sister", "mother"]
    } else {
        ["husband", "son", "partner", "brother", "father"]
    };
    body.t(&format!(" ({}), tel. ", c.rng.pick(&relation)));
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

pub(super) fn billing(c: &mut Ctx) -> Builder {
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
    let (cue, acct) = loop {
        let (cue, v) = values::account(&mut c.rng, loc);
        if cue != "medical record number" {
            break (cue, v);
        }
    };
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
    let pool = [Fact::Email, Fact::Phone, Fact::NationalId, Fact::TaxId, Fact::Dob, Fact::Postcode];
    for f in pick_facts(&mut c.rng, &pool, 2) {
        held_fact(c, &mut body, &who, f);
    }
    if c.rng.chance(1, 2) {
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
