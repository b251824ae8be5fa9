//! Letters spelled out in speech-to-text output, joined.
//!
//! Single letters or digits joined by single hyphens, at least three and at least one a letter,
//! are joined: "W-H-I-T-F-I-E-L-D" → `WHITFIELD`, "S-W-1-A" → `SW1A`; not when the chain continues with a longer
//! token ("A-B-C-123"), and not digits alone ("3-7-1 Nishi-Shinjuku" is an address). Letters spelled with single
//! spaces are joined only next to a number, and to it (a number run they touch is rewritten even when short):
//! "F R huit deux" → `FR82` (an IBAN read back), "one e g four t e five" → `1eg4te5`, "p thirty one x k four seven"
//! → `p31xk47`; never a lone `a`, `i`, `o`, `k`, `u` or `y`, nor a chain mixing cases; elsewhere ("W H I T") they
//! stay.

use super::spoken::{word, Kind, Token, W};
use super::Edit;
use crate::Span;

/// Marks chains of hyphen-joined single characters and returns the edits that remove their hyphens.
pub(crate) fn spelled(text: &str, toks: &[Token], used: &mut [bool], edits: &mut Vec<Edit>) {
    let single = |t: &Token| text[t.span].chars().count() == 1;
    let hyphen = |i: usize| &text[toks[i].span.end..toks[i + 1].span.start] == "-";
    let mut i = 0;
    while i < toks.len() {
        let mut j = i;
        while j + 1 < toks.len() && single(&toks[j]) && single(&toks[j + 1]) && hyphen(j) {
            j += 1;
        }
        let clean_start = i == 0 || !hyphen(i - 1);
        let clean_end = j + 1 >= toks.len() || !hyphen(j);
        let letter = (i..=j).any(|k| text[toks[k].span].chars().all(char::is_alphabetic));
        if j >= i + 2 && clean_start && clean_end && letter {
            for k in i..j {
                edits.push(Edit::new(Span::new(toks[k].span.end, toks[k + 1].span.start), ""));
            }
            used[i..=j].iter_mut().for_each(|u| *u = true);
        }
        i = j + 1;
    }
}

/// Spelled acronyms that are cues or units, never part of the value next to them.
#[rustfmt::skip]
const ACRONYMS: &[&str] = &[
    "ssn", "sin", "dob", "bsb", "nhs", "pps", "ppsn", "nin", "nino", "tfn", "abn", "acn", "iban", "bic", "pin", "cvv",
    "cvc", "vin", "zip", "id", "ni", "dl", "ext", "ref", "no", "nr", "tel", "fax", "acct", "ac", "am", "pm", "uk", "us",
    "eu", "usa", "vat", "ein", "itin", "cpf", "nie", "dni", "pan", "mrn", "po", "apt", "gp", "ok", "km", "kg", "mg",
    "ml", "gb", "mb", "tb",
];

/// Letters spelled with single spaces next to a number said in words are joined to each other and to the number on
/// either side (a chain of two or more letters also to written digits after it):
/// "F R huit deux" → `FR82`, "s c m nine nine four" → `scm994`, "one e g four" → `1eg4`, "double oh s" → `00s`.
/// A lone letter counts too, except `a`, `i`, `o` (words, or a zero) and chat's `k`, `u`, `y`. A spelled acronym
/// that is a cue or a unit (`ACRONYMS`: "s s n", "b s b", "p m") is joined anywhere but never glued to a number. Marks the letters used and returns the
/// indices of the number tokens they touch: runs through them are rewritten even when short.
pub(crate) fn spaced(text: &str, toks: &[Token], used: &mut [bool], edits: &mut Vec<Edit>) -> Vec<usize> {
    let letter = |k: usize| {
        k < toks.len()
            && !used[k]
            && toks[k].span.len() == 1
            && text.as_bytes()[toks[k].span.start].is_ascii_alphabetic()
    };
    let space = |k: usize| k + 1 < toks.len() && &text[toks[k].span.end..toks[k + 1].span.start] == " ";
    let number = |k: usize| {
        k < toks.len()
            && !used[k]
            && (toks[k].kind == Kind::Digits
                || matches!(
                    word(&text[toks[k].span]),
                    W::Zero(_) | W::Unit(_) | W::Teen(_) | W::Tens(_) | W::Repeat(_)
                ))
    };
    let mut marked = Vec::new();
    let mut forced = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        if !letter(i) || (i > 0 && letter(i - 1) && space(i - 1)) {
            i += 1;
            continue;
        }
        let mut j = i;
        while letter(j + 1) && space(j) {
            j += 1;
        }
        // Not "I a" or "a o": at least one letter that is not also a word or a zero, all of one case ("B a").
        // A lone letter is not one that chat and ASR use as a word: "k" (okay), "u" (you), "y" (why).
        let lc = |k: usize| text.as_bytes()[toks[k].span.start].to_ascii_lowercase();
        // Portuguese "e" between tens and a unit is "and": "trinta e dois" is 32.
        let pt_and = i == j
            && lc(i) == b'e'
            && i > 0
            && ["vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"]
                .iter()
                .any(|t| t.eq_ignore_ascii_case(&text[toks[i - 1].span]))
            && toks.get(i + 1).is_some_and(|t| matches!(word(&text[t.span]), W::Unit(_)));
        let plain = if pt_and {
            false
        } else if i == j {
            !matches!(lc(i), b'a' | b'i' | b'o' | b'k' | b'u' | b'y')
        } else {
            (i..=j).any(|k| !matches!(lc(k), b'a' | b'i' | b'o'))
        };
        let upper = (i..=j).filter(|&k| text.as_bytes()[toks[k].span.start].is_ascii_uppercase()).count();
        let one_case = upper == 0 || upper == j + 1 - i;
        // Written digits keep their letters apart ("1420 W 35th", "TY 21 96 37 C"), except after a spelled chain
        // ("b w 7741").
        let said = |k: usize| toks[k].kind != Kind::Digits;
        let left = i > 0 && space(i - 1) && number(i - 1) && said(i - 1);
        let right = space(j) && number(j + 1) && (said(j + 1) || j > i);
        // A spelled cue ("s s n", "b s b", "p m") is joined wherever it is, as a word of its own: `ssn 123…`.
        let spelled: String = (i..=j).map(|k| lc(k) as char).collect();
        let cue = j > i && one_case && ACRONYMS.contains(&spelled.as_str());
        // Letters spelled before or after a spoken e-mail connector are one part of the address: "s e u n b a l o
        // g u n at yahoo dot com" → `seunbalogun at yahoo dot com` (the e-mail pass then reads it).
        let email_word = |k: usize| {
            toks[k].kind == Kind::Word && matches!(super::email::marker(&text[toks[k].span]), Some('@' | '.'))
        };
        let email = j >= i + 2 && ((space(j) && j + 1 < toks.len() && email_word(j + 1)) || (i > 0 && space(i - 1) && email_word(i - 1)));
        if email && plain && one_case && !cue && !left && !right {
            for k in i..j {
                edits.push(Edit::new(Span::new(toks[k].span.end, toks[k + 1].span.start), ""));
            }
            marked.push(i..=j);
        } else if cue || (plain && one_case && (left || right)) {
            let (left, right) = (left && !cue, right && !cue);
            let (from, to) = (if left { i - 1 } else { i }, if right { j + 1 } else { j });
            for k in from..to {
                edits.push(Edit::new(Span::new(toks[k].span.end, toks[k + 1].span.start), ""));
            }
            marked.push(i..=j);
            forced.extend(left.then(|| i - 1).into_iter().chain(right.then_some(j + 1)));
        }
        i = j + 1;
    }
    for r in marked {
        used[r].iter_mut().for_each(|u| *u = true);
    }
    forced
}

#[cfg(test)]
mod tests {
    use super::super::shadow;
    use super::super::tests::{check_pass, check_shadow_spans};

    /// (original, shadow text)
    const POSITIVES: &[(&str, &str)] = &[
        ("W-H-I-T-F-I-E-L-D", "WHITFIELD"),
        ("postcode S-W-1-A", "postcode SW1A"),
        ("F R huit deux, zéro sept cinq huit, six quatre sept zéro", "FR82 0758 6470"),
        ("A T fünf sieben, neun null zwei sechs", "AT57 9026"),
        ("account s c m nine nine four one seven two two", "account scm9941722"),
        ("ref b w 7741", "ref bw7741"),
        ("one e g four t e five m k seven two", "1eg4te5mk72"),
        ("p thirty one x k four seven", "p31xk47"),
        ("seven eight five nine four double oh s", "7859400s"),
        ("l e eleven three t u", "le113tu"),
        ("my s s n is one two three", "my ssn is 123"),
        ("b s b oh six three one two three", "bsb 063123"),
        ("at nine thirty p m", "at 930 pm"),
        ("s e u n b a l o g u n at yahoo", "seunbalogun at yahoo"),
        ("d a n a dot w h i t at", "dana dot whit at"),
    ];

    /// Text that must come out unchanged.
    const NEGATIVES: &[&str] = &[
        "order HX-220-B and E-4471",
        "A-1 sauce, x-y plot, T-shirt",
        "A-B-C-123",
        "W H I T",
        "3-7-1 Nishi-Shinjuku",
        "plan B a 4",
        "I a m 5",
        "a 5 star hotel",
        "o 2 arena",
        "1420 W 35th St",
        "84/92 m. 117",
        "TY 21 96 37 C",
        "I a m at home",
        "a o at the",
    ];

    #[test]
    fn tables() {
        check_pass(shadow, POSITIVES, NEGATIVES);
    }

    #[test]
    fn spans_map_to_the_letters() {
        let rows = [
            ("ID W-H-I-T-F-I-E-L-D.", "HIT", "H-I-T"),
            ("the card says one e g four ok", "1eg4", "one e g four"),
            ("F R huit deux", "FR8", "F R huit"),
        ];
        check_shadow_spans(&rows);
    }
}
