//! Support chat logs: time stamps, display names or handles, typed values, emoji.

use super::*;

/// ASCII digits, `+`, `(` and `)` replaced by their full-width forms (U+FF10..), as typed with an East Asian IME.
fn fullwidth(s: &str) -> String {
    s.chars()
        .map(|ch| match ch {
            '0'..='9' | '+' | '(' | ')' => char::from_u32(ch as u32 - 0x20 + 0xFF00).unwrap_or(ch),
            other => other,
        })
        .collect()
}

pub(super) fn chat(c: &mut Ctx) -> Builder {
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
        Fact::TaxId,
        Fact::Mac,
    ];
    let n = c.rng.range(3, 6) as usize;
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
            let agent_turn = c.rng.chance(1, 2);
            if agent_turn {
                agent_decoy(c, &mut d);
            } else {
                decoy(c, &mut d);
            }
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
