//! Unlabelled look-alikes: values shaped like identifiers that a redactor must leave visible.

use super::*;

/// An unlabelled look-alike, in a short sentence.
pub(super) fn decoy(c: &mut Ctx, b: &mut Builder) {
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

/// A look-alike in the agent's words: a case reference, an order read back, a balance, a store, a wait time.
pub(super) fn agent_decoy(c: &mut Ctx, b: &mut Builder) {
    let r = &mut c.rng;
    match r.below(5) {
        0 => {
            let s = r.pick(&["INC", "CS", "TKT-"]).to_string() + &r.digits(7);
            b.t("I've logged that under reference ").decoy(&s, "ticket_number").t(".");
        }
        1 => {
            let s = order_number(r);
            b.t("I can see order ").decoy(&s, "order_number").t(" on the account.");
        }
        2 => {
            let s = format!("{}{}.{:02}", r.pick(&["£", "$", "€", "₹", "R$"]), r.range(5, 900), r.range(0, 99));
            b.t("The outstanding balance is ").decoy(&s, "price").t(".");
        }
        3 => {
            let s = format!("{} minutes", r.range(2, 45));
            b.t("Sorry about the wait, it's been about ").decoy(&s, "duration").t(" today.");
        }
        _ => {
            let s = format!("ending {}", r.digits(4));
            b.t("I can see a card ").decoy(&s, "card_last4").t(" on file.");
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
