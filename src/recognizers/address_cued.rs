//! ADDRESS after an address cue: whatever a person gives as their address, in any country's shape, when they say it
//! is an address.
//!
//! The shape recognizers ([`super::AddressRecognizer`], [`super::AddressSpokenRecognizer`]) need a street-type word,
//! a district or a postcode they know. People also give addresses with none of those: a Spanish street with no
//! "calle" (`Mayor 23, cuarto izquierda`), an Irish townland (`Ballynoe, Castletownroche, Co. Cork`), a Polish
//! declined street name (`Kwiatowej 12/5`), a Philippine block and lot, an Indian landmark. When the text itself says
//! "this is an address", the value after the cue is read to its end instead.
//!
//! Cues, whole words, any case:
//! - a noun, followed by a verb or a colon: "address is", "my new address:", "Anschrift:", "dirección es",
//!   "endereço:", "adresse :", "indirizzo:", "adres:", "adress:", "adresa:", "alamat:", "địa chỉ:", "tirahan:";
//!   (not "email address", "IP address", "MAC address", "web address", "wallet address");
//! - a verb with its preposition: "I live at", "lives at", "residing at", "moved to", "ship (it) to", "deliver (it)
//!   to", "send it to", "post it to", "located at", "vivo en", "vivimos (juntos) en", "moro na/no/em", "j'habite
//!   au", "wohne in der", "abito in", "woon op", "mieszkam przy", "bor på", "tinggal di", "nakatira sa".
//!
//! The value runs from after the cue (and "it's", "that's", "es", "é", "c'est") to the first of: a line break (a
//! cue alone at the end of its line takes the next line), a sentence end (a full stop not after an abbreviation such
//! as `Co.`, `St.`, `No.`, `Av.`), `?`, `!`, `;`, a bracket or quote, a speaker label (`Agent:`), or a word that
//! starts a clause ("and", "but", "since", "because", "which", "pero", "porque", "mais", "aber", "weil", "ma", "ale",
//! pronouns, "is", "was", "from", "until", "please", …); at most 200 bytes and 24 words.
//!
//! It is kept only when it reads as an address: no `@`, no URL, a word of three letters or more, and either a
//! number next to a capitalised name or an address word (`Mayor 23`, `flat 4`, `box 42`, `lot 12`), or at least
//! three comma-separated parts that all start with a capital (`Ballynoe, Castletownroche, Co. Cork`). Lower-case
//! values (speech-to-text output) need a number and an address word (street, unit, box, block, lot, …).
//!
//! Speech-to-text (session 6): a noun cue followed by the next turn's speaker label ("and your address caller: …",
//! "address for the letter spk_1: …"), whose place it is after a moving verb ("moved to our daughter's it's …"), and
//! lower-case values with an address word and a number said in words (or a letter-digit postcode run) anywhere —
//! two numbers and six words after a moving or sending verb.
//!
//! Score 0.8 (`address/cued`). Deliberately not matched: values with no number and fewer than three named parts
//! ("I live at home", "moved to Berlin", "the address is on file", "ship to the office"), e-mail, IP and MAC
//! addresses, a number alone ("address line 2", "send it to 4471"), and anything after the clause ends ("I live at
//! 5 Elm St and I work at Acme": the address only).

use regex::Regex;

use crate::{Finding, Label, Recognizer, Span};

/// The score of an address read after its cue.
pub const SCORE: f32 = 0.8;

/// The longest value read after a cue, in bytes.
const MAX_BYTES: usize = 200;

/// The most words a value may have.
const MAX_WORDS: usize = 24;

/// Finds addresses after an address cue.
pub struct AddressCuedRecognizer {
    noun: Regex,
    verb: Regex,
}

/// Words before a noun cue that make it another kind of address.
const NOT_POSTAL: &[&str] = &[
    "email", "e-mail", "mail", "ip", "ipv4", "ipv6", "mac", "web", "wallet", "bitcoin", "btc", "eth", "ethereum",
    "server", "memory", "hardware", "network", "correo", "electrónico", "electronico", "courriel", "eletrônico",
    "eletronico", "elettronica", "wohnungs", "return", "hex", "base", "sender", "contract", "smart", "public",
];

/// Lower-case words that start a clause: the address ended before them.
const CLAUSE: &[&str] = &[
    "and", "but", "so", "since", "because", "which", "who", "that", "is", "was", "are", "were", "will", "would", "i",
    "i'm", "we", "you", "he", "she", "it", "it's", "they", "my", "your", "his", "her", "our", "their", "for", "from",
    "with", "until", "in", "please", "thanks", "thank", "ok", "okay", "yes", "yeah", "right", "correct", "if", "when",
    "where", "then", "now", "since", "till", "pero", "porque", "que", "desde", "hasta", "para", "cuando", "está",
    "mas", "mais", "até", "está", "car", "depuis", "pour", "est", "c'est", "und", "aber", "weil", "seit", "ist",
    "bis", "für", "ich", "wir", "ma", "perché", "che", "per", "è", "fino", "ale", "bo", "że", "jest", "maar",
    "omdat", "sinds", "voor", "men", "och", "dan", "tapi", "karena", "at", "mula", "hanggang", "dahil", "od", "last",
    "next", "this", "ago", "yesterday", "today", "tomorrow", "recently", "about", "also", "on", "by",
];

/// Words of addresses (street types, units, post boxes, districts) in the languages the cues cover.
const ADDRESS_WORDS: &[&str] = &[
    "street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "drive", "dr", "way", "court", "place", "close",
    "crescent", "terrace", "boulevard", "blvd", "highway", "hwy", "flat", "apt", "apartment", "unit", "suite",
    "floor", "house", "block", "blk", "lot", "plot", "phase", "box", "bag", "po", "p.o.", "village", "estate",
    "rue", "allée", "chemin", "bâtiment", "appartement", "calle", "c/", "avenida", "av", "paseo", "plaza", "piso",
    "puerta", "cuarto", "izquierda", "derecha", "bajo", "colonia", "col", "barrio", "rua", "travessa", "bairro",
    "apto", "bloco", "andar", "via", "viale", "piazza", "corso", "scala", "interno", "straße", "strasse", "str",
    "weg", "platz", "gasse", "allee", "straat", "laan", "plein", "ul", "ulica", "al", "os", "mieszkania", "m",
    "gatan", "vägen", "gade", "vej", "jalan", "jl", "barangay", "brgy", "purok", "sitio", "subdivision", "subd",
    "phường", "quận", "đường", "tầng", "near", "opp", "opposite", "behind", "landmark", "nagar", "marg", "colony",
    "sector", "cnr", "corner", "stand", "erf", "complex", "township", "townland", "co", "county", "eircode",
    "postcode", "zip", "cep", "cp", "código", "postal", "heol", "ffordd", "stryd", "cottage", "farm",
    "cad", "caddesi", "sokak", "sk", "sok", "mahallesi", "mah", "lok", "lokal", "tür", "stiege", "erf",
];

impl AddressCuedRecognizer {
    /// Compiles the cue patterns.
    pub fn new() -> AddressCuedRecognizer {
        let noun = r"(?i)(?:address|addr\.|dirección|direccion|domicilio|endereço|endereco|morada|adresse|anschrift|wohnadresse|indirizzo|adres|adress|adresa|adresim|alamat|địa chỉ|dia chi|tirahan|lakcím|osoite)(?:[ \t]+(?:de[ \t]+(?:envío|envio|entrega|facturación|livraison|correspondencia)|postale|postal|completa|completo|actual|nueva|nouvelle|neue|nova|nuova|fiscal|here|there|on file|we have|now))*[ \t]*(?:(?:'s|’s|[ \t]+(?:is|was|will be|has changed to|changed to|is now|now is|es|est|ist|lautet|é|è|är|er|jest|to|là|ay|ni|is nu))[ \t]*:?|[ \t]*[:：]|(?:[ \t]+(?:please|for[ \t]+(?:the|your)(?:[ \t]+\p{L}+){1,3}))?[ \t?.,]*(?:\r?\n)?[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*|\([0-9:.]{4,12}\)[ \t]*)?(?:caller|customer|client|patient|spk_?[0-9a-z]|speaker_?[0-9]|s[0-9]|c|b|cx|cust)[ \t]*:)";
        let verb = r"(?i)(?:(?:live|lives|living|reside|resides|residing|stay|stays|staying|located|based)[ \t]+(?:now[ \t]+)?at|(?:moved|moving|relocated)[ \t]+(?:house[ \t]+)?to|(?:ship|ships|shipped|deliver|delivered|send|sent|post|posted|mail|mailed|forward|forwarded)[ \t]+(?:it[ \t]+|them[ \t]+|everything[ \t]+)?to|(?:vivo|vivimos|vive|viven|resido|residimos|reside)(?:[ \t]+\p{Ll}+)?[ \t]+en|(?:moro|moramos|mora|moram|resido)(?:[ \t]+\p{Ll}+)?[ \t]+(?:na|no|em)|(?:j'habite|j’habite|habite|habitons|habitent|domicilié|domiciliée|réside|résidons)(?:[ \t]+(?:au|à|aux|en))?|(?:wohne|wohnen|wohnt|wohnhaft)[ \t]+(?:jetzt[ \t]+)?(?:in|im|am|an|auf)(?:[ \t]+(?:der|dem|den))?|(?:abito|abitiamo|abita|risiedo|residente|domiciliato|domiciliata)[ \t]+(?:in|a|al|alla|presso)|(?:woon|wonen|woont|woonachtig)[ \t]+(?:op|aan|in|te)|(?:mieszkam|mieszkamy|mieszka|zamieszkały|zamieszkała|zamieszkali)[ \t]+(?:przy|na|w)|(?:bor|bur)[ \t]+(?:på|i)|tinggal[ \t]+di|nakatira[ \t]+sa)";
        AddressCuedRecognizer {
            noun: Regex::new(noun).expect("address cue pattern compiles"),
            verb: Regex::new(verb).expect("address cue pattern compiles"),
        }
    }
}

impl Default for AddressCuedRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// Abbreviations whose full stop does not end the address (`Co. Cork`, `St. Mary's`, `No. 5`, `Av. Paulista`).
const ABBREVIATIONS: &[&str] = &[
    "co", "st", "ste", "av", "ave", "avda", "nr", "no", "apt", "dr", "rd", "blvd", "mt", "ft", "pl", "sq", "dpto",
    "depto", "col", "brgy", "bldg", "blk", "jl", "jln", "ul", "al", "os", "sta", "sto", "gral", "pres", "int", "esq",
    "izq", "izda", "dcha", "str", "p", "o", "c", "n", "s", "e", "w", "tp", "q", "h", "subd", "bo", "dist", "opp",
    "cnr", "etg", "app", "appt", "bât", "bte", "apto", "ap", "fl", "rm", "mz", "lt", "ph", "nº", "n°",
    "cad", "sk", "sok", "mah", "blv", "d", "m", "lok", "tel", "stg", "lvl",
];

/// Labels a house, door or flat number carries after a colon (`No: 12`, `D: 5`, `Kat: 3`).
const NUMBER_LABELS: &[&str] = &["no", "nr", "nº", "d", "daire", "kat", "blok", "apt", "flat", "unit", "lot", "block", "piso", "door"];

/// Whether `word` (after `prev`) is a postcode that closes its part: four to six digits after a word, a UK or
/// Canadian inward code (`3ES`, `1G1`) after its outward code, or an Eircode's unique identifier (`X2H6`).
fn closes_postcode(prev: &str, word: &str) -> bool {
    let b = word.as_bytes();
    let digits = b.iter().filter(|c| c.is_ascii_digit()).count();
    let alnum = |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
    let prev_letters = prev.bytes().any(|c| c.is_ascii_alphabetic());
    if (4..=6).contains(&digits) && (digits == b.len() || (b.len() == digits + 1 && word.contains('-'))) {
        return prev_letters;
    }
    let outward = alnum(prev) && prev.bytes().any(|c| c.is_ascii_digit()) && prev.bytes().any(|c| c.is_ascii_uppercase());
    if b.len() == 3 && b[0].is_ascii_digit() && alnum(word) && outward {
        return true; // BN2 3ES, H3H 1G1
    }
    b.len() == 4 && alnum(word) && outward && prev.len() == 3 // F35 X2H6
}

/// The end of the value that starts at `start`: the byte offset after its last kept character.
fn value_end(text: &str, start: usize) -> usize {
    let limit = floor_boundary(text, start + MAX_BYTES);
    let bytes = text.as_bytes();
    let mut end = start;
    let mut words = 0;
    // Whether the next token starts a comma-separated part, and the token before it.
    let mut part_start = true;
    let mut prev = "";
    let mut i = start;
    while i < limit {
        // Skip horizontal space.
        while i < limit && matches!(bytes[i], b' ' | b'\t') {
            i += 1;
        }
        if i >= limit {
            break;
        }
        let c = text[i..].chars().next().unwrap_or(' ');
        if matches!(c, '\n' | '\r' | '?' | '!' | ';' | '(' | '[' | '"' | '“' | '”' | '|' | '¿' | '¡' | '<' | '{') {
            break;
        }
        // A token: up to white space.
        let tok_end = text[i..limit].find([' ', '\t', '\n', '\r']).map_or(limit, |n| i + n);
        let raw = &text[i..tok_end];
        let word = raw.trim_end_matches([',', '.', ':', ')', '…', '!', '?', ';', '"', '”']).trim_end_matches("...");
        let lower = word.to_lowercase();
        // A speaker label ("Agent:", "CUSTOMER:") starts the next turn.
        // ... but a house or flat number's own label is part of the address ("No: 12 D: 5").
        let number_label = NUMBER_LABELS.contains(&lower.as_str())
            && text[tok_end..limit].trim_start().starts_with(|c: char| c.is_ascii_digit());
        if raw.ends_with(':') && !raw.ends_with("::") && word.chars().next().is_some_and(char::is_alphabetic) && words > 0 && !number_label {
            break;
        }
        // The correction word itself right after a dash ("— sorry", "— no sorry") does not end the value.
        let after_dash = text[..i].trim_end().ends_with(['—', '–', '-']);
        if after_dash && matches!(lower.as_str(), "sorry" | "no" | "perdón" | "pardon" | "desculpa" | "przepraszam") {
            i = tok_end;
            continue;
        }
        if words > 0 && word.chars().next().is_some_and(char::is_lowercase) && CLAUSE.contains(&lower.as_str()) {
            break;
        }
        // A dash between spaces before a lower-case word: an aside ("Co. Cork - no Eircode").
        if matches!(word, "-" | "–" | "—") {
            let next = text[tok_end..limit].trim_start().chars().next();
            // "thirty one b — sorry thirty three b railway parade": a correction keeps the value going (the slip is
            // part of what was said about the address).
            let after = text[tok_end..limit].trim_start().to_lowercase();
            let correction = ["sorry", "no sorry", "no,", "i mean", "perdón", "pardon", "desculpa", "przepraszam"]
                .iter()
                .any(|w| after.starts_with(w));
            if correction {
                i = tok_end;
                continue;
            }
            if word != "-" || !next.is_some_and(|c| c.is_uppercase() || c.is_ascii_digit()) {
                break;
            }
            i = tok_end;
            continue;
        }
        if word.is_empty() && !raw.is_empty() && !raw.chars().all(|c| matches!(c, '.' | '…')) {
            i = tok_end;
            continue;
        }
        words += 1;
        if words > MAX_WORDS {
            return start;
        }
        if !word.is_empty() {
            end = i + word.len();
        }
        // A postcode that closes its part ends the address unless a comma follows (a country): `Kochi 682016`,
        // `Bellevue, WA 98004`, `Brighton BN2 3ES`, `Co. Mayo F35 X2H6`, but not `75116 Paris` (the city follows a
        // leading postcode).
        let comma_after = raw[word.len()..].starts_with(',');
        if !comma_after && !part_start && closes_postcode(prev, word) {
            break;
        }
        part_start = raw.ends_with(',');
        prev = word;
        // A full stop ends the value unless it closes an abbreviation or a single letter (`3º B.` ends it too
        // when a capitalised word follows: that is the next sentence).
        let rest = &raw[word.len()..];
        if rest.contains(['!', '?', ';', '"', '”']) {
            break;
        }
        let trailing_dot = rest.starts_with('.') && !rest.starts_with("...") && !rest.starts_with('…');
        if trailing_dot {
            let abbreviation = ABBREVIATIONS.contains(&lower.as_str());
            let next = text[tok_end..limit].trim_start_matches([' ', '\t']).chars().next();
            let sentence = next.is_none_or(|c| c.is_uppercase() || matches!(c, '\n' | '\r' | '¿' | '¡'));
            if !abbreviation || (lower.len() == 1 && sentence && !text[tok_end..].starts_with(' ')) {
                break;
            }
            if !abbreviation && sentence {
                break;
            }
        }
        i = tok_end;
    }
    end
}

/// Whether `value` reads as an address. After a weak cue (a verb of sending or moving: "ship to", "moved to",
/// which also take teams, customers and warehouses) it needs an address word or a postcode, or three parts.
fn is_address(value: &str, weak: bool) -> bool {
    if value.contains('@') || value.contains("://") || value.contains("www.") {
        return false;
    }
    let tokens: Vec<&str> = value.split_whitespace().map(|t| t.trim_matches([',', '.', ':'])).filter(|t| !t.is_empty()).collect();
    if tokens.len() < 2 {
        return false;
    }
    if !tokens.iter().any(|t| t.chars().filter(|c| c.is_alphabetic()).count() >= 3) {
        return false;
    }
    // Speech-to-text says numbers in words ("house seven", "forty four oh six") and a postcode as a letter-digit run
    // (`v93xh71` on the shadow text).
    const SAID: &[&str] = &[
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty",
        "sixty", "seventy", "eighty", "ninety", "hundred",
    ];
    let lower_case = !value.chars().any(char::is_uppercase);
    let number = |t: &str| t.chars().next().is_some_and(|c| c.is_ascii_digit()) && t.chars().filter(char::is_ascii_digit).count() <= 6;
    let said_number = |t: &str| {
        number(t)
            || (lower_case && SAID.contains(&t))
            || (lower_case
                && (5..=8).contains(&t.len())
                && t.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                && t.bytes().filter(u8::is_ascii_digit).count() >= 2
                && t.bytes().filter(u8::is_ascii_lowercase).count() >= 2)
    };
    let named = |t: &str| {
        let mut cs = t.chars();
        cs.next().is_some_and(char::is_uppercase) && cs.clone().count() >= 1 && t.chars().any(char::is_lowercase)
    };
    let address_word = |t: &str| ADDRESS_WORDS.contains(&t.to_lowercase().trim_end_matches('.'));
    // A number next to a name or an address word: `Mayor 23`, `23 Mayor`, `box 42`, `Lot 12`.
    let adjacent = tokens.windows(2).any(|w| {
        (number(w[0]) && (named(w[1]) || address_word(w[1]))) || (number(w[1]) && (named(w[0]) || address_word(w[0])))
    });
    let has_address_word = tokens.iter().any(|t| address_word(t));
    let capitalised = tokens.iter().any(|t| named(t));
    let parts: Vec<&str> = value.split(',').map(str::trim).filter(|p| !p.is_empty()).collect();
    // A postcode: five digits, `00-514`, `4050-032`, `SW1A 2AA`, `K1A 0B1`, `1015 CJ`, `D02 X285`.
    let postcode = tokens.iter().any(|t| {
        let d = t.bytes().filter(u8::is_ascii_digit).count();
        (d == 5 && t.len() == 5)
            || (t.len() == 6 && t.as_bytes()[2] == b'-' && d == 5)
            || (t.len() == 8 && t.as_bytes()[4] == b'-' && d == 7)
            || (d >= 1 && t.len() >= 2 && t.len() <= 4 && t.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit()) && t.bytes().any(|b| b.is_ascii_uppercase()))
    });
    // `12/5`, `4/15`: a house and flat number.
    let house_flat = tokens.iter().any(|t| {
        t.split_once('/').is_some_and(|(a, b)| {
            (1..=4).contains(&a.len()) && a.bytes().all(|c| c.is_ascii_digit()) && b.bytes().next().is_some_and(|c| c.is_ascii_digit())
        })
    });
    // Speech-to-text (no capitals, numbers in words, no commas): an address word and a number anywhere, with a
    // second number after a moving or sending verb ("your address caller: ballinahown cross … county kerry v nine
    // three x h seven one", "moved to … forty four oh six east calle del sol … eight five six two nine").
    let numbers = tokens.iter().filter(|t| said_number(t)).count();
    if lower_case && has_address_word && tokens.len() >= 4 && numbers >= if weak { 2 } else { 1 } && (!weak || tokens.len() >= 6) {
        return true;
    }
    let support = has_address_word || postcode || house_flat || parts.len() >= if weak { 3 } else { 2 };
    if adjacent && (capitalised || has_address_word) && support {
        // Lower-case values (speech-to-text) need an address word, not just a name-like token.
        return capitalised || tokens.iter().any(|t| number(t)) && has_address_word;
    }
    // `Ballynoe, Castletownroche, Co. Cork`: three named parts.
    !weak && parts.len() >= 3 && parts.iter().all(|p| p.chars().next().is_some_and(char::is_uppercase))
}

/// The largest char boundary of `text` at or below `at`.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

static SPEAKER: std::sync::LazyLock<Regex> = std::sync::LazyLock::new(|| {
    Regex::new(r"^(?:[ \t]+(?:please|for[ \t]+(?:the|your)(?:[ \t]+\p{L}+){1,3}))?[ \t?.,]*(?:\r?\n)?[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*|\([0-9:.]{4,12}\)[ \t]*)?(?i:caller|customer|client|patient|spk_?[0-9a-z]|speaker_?[0-9]|s[0-9]|c|b|cx|cust)[ \t]*:[ \t]*")
        .expect("speaker pattern compiles")
});

static POSSESSIVE: std::sync::LazyLock<Regex> = std::sync::LazyLock::new(|| {
    Regex::new(r"^(?i:my|our|his|her|their)[ \t]+\p{L}+(?:'s|’s)(?:[ \t]+(?:place|house|flat|home))?,?[ \t]+(?i:it's|its|it’s|that's|which is)[ \t]+")
        .expect("possessive pattern compiles")
});

/// Where the value starts after a cue ending at `at`: past spaces, a colon, "it's"/"that's"/"es"/"é"/"c'est", and
/// for a cue alone at the end of its line, the line break.
fn value_start(text: &str, at: usize) -> usize {
    let mut i = at;
    let skip = |i: &mut usize| {
        while *i < text.len() && matches!(text.as_bytes()[*i], b' ' | b'\t' | b':' | b'-' | b'>') {
            *i += 1;
        }
    };
    skip(&mut i);
    if text[i..].starts_with("\r\n") {
        i += 2;
    } else if text[i..].starts_with('\n') {
        i += 1;
    }
    skip(&mut i);
    // A turn's speaker label after the cue ("your address caller: …", "address for the letter spk_1: …").
    if let Some(m) = SPEAKER.find(&text[i..]) {
        i += m.end();
    }
    // "moved to our daughter's, it's …": whose place it is, then the value.
    if let Some(m) = POSSESSIVE.find(&text[i..]) {
        i += m.end();
    }
    // "it's", "es", then "still", "toujours au", "ainda na": fillers and an adverb before the value.
    for fillers in [
        &["it's ", "it’s ", "its ", "that's ", "that’s ", "es ", "é ", "c'est ", "c’est ", "the "][..],
        &["still ", "now ", "currently ", "toujours ", "encore ", "todavía ", "ainda ", "noch ", "ancora ", "nadal ", "nog "][..],
        &["at ", "au ", "à ", "en ", "in ", "na ", "no ", "em ", "am ", "op ", "przy ", "på "][..],
    ] {
        for filler in fillers {
            if text[i..].len() >= filler.len()
                && text.is_char_boundary(i + filler.len())
                && text[i..i + filler.len()].eq_ignore_ascii_case(filler)
            {
                i += filler.len();
                skip(&mut i);
                break;
            }
        }
    }
    i
}

impl Recognizer for AddressCuedRecognizer {
    fn name(&self) -> &'static str {
        "address_cued"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let mut last_end = 0;
        let mut cues: Vec<(usize, usize, bool)> = self.noun.find_iter(text).map(|m| (m.start(), m.end(), true)).collect();
        cues.extend(self.verb.find_iter(text).map(|m| (m.start(), m.end(), false)));
        cues.sort_unstable();
        for (start, end, noun) in cues {
            let first = text[start..end].split_whitespace().next().unwrap_or("").to_lowercase();
            let weak = !noun
                && ["mov", "reloc", "ship", "deliver", "send", "sent", "post", "mail", "forward"].iter().any(|w| first.starts_with(w));
            if start < last_end || super::char_before(text, start).is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            if super::char_at(text, end).is_some_and(|c| c.is_alphanumeric()) && !text[..end].ends_with([' ', ':', '：']) {
                continue;
            }
            if noun {
                let before = text[..start].trim_end();
                let prev = before.rsplit(|c: char| c.is_whitespace()).next().unwrap_or("").to_lowercase();
                if NOT_POSTAL.contains(&prev.trim_matches(|c: char| !c.is_alphanumeric() && c != '-').trim_end_matches('-')) {
                    continue;
                }
            }
            let from = value_start(text, end);
            let to = value_end(text, from);
            if to <= from || !is_address(&text[from..to], weak) {
                continue;
            }
            last_end = to;
            out.push(Finding::new(Span::new(from, to), Label::Address, SCORE, "address/cued"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(text: &str) -> Vec<&str> {
        static R: std::sync::OnceLock<AddressCuedRecognizer> = std::sync::OnceLock::new();
        let mut out = Vec::new();
        R.get_or_init(AddressCuedRecognizer::new).find(text, &mut out);
        out.iter().map(|f| &text[f.span]).collect()
    }

    /// (text, the address).
    const POSITIVES: &[(&str, &str)] = &[
        ("Vivimos juntos en Mayor 23, cuarto izquierda. ¿Pueden hacerlo?", "Mayor 23, cuarto izquierda"),
        ("Previous address: Ballynoe, Castletownroche, Co. Cork (my parents')", "Ballynoe, Castletownroche, Co. Cork"),
        ("my address is 14 Kowhai Street, Mount Eden, Auckland 1024 and my phone", "14 Kowhai Street, Mount Eden, Auckland 1024"),
        ("Mieszkam przy Kwiatowej 12/5 od roku.", "Kwiatowej 12/5"),
        ("Adres: Kwiatowa 12/5, 00-001 Warszawa", "Kwiatowa 12/5, 00-001 Warszawa"),
        ("I live at Block 5, Lot 12, Phase 2, Molino 3, Bacoor, Cavite. Thanks", "Block 5, Lot 12, Phase 2, Molino 3, Bacoor, Cavite"),
        ("Address:\nPlot 14, Off Ring Road, Kilimani, Nairobi\nPhone: 0712", "Plot 14, Off Ring Road, Kilimani, Nairobi"),
        ("ship it to 42 Mahatma Gandhi Road, near Big Bazaar, Kochi 682016!", "42 Mahatma Gandhi Road, near Big Bazaar, Kochi 682016"),
        ("La mia residenza: indirizzo: Corso Buenos Aires 9, Milano", "Corso Buenos Aires 9, Milano"),
        ("Meine Anschrift lautet Lindenweg 3, 04109 Leipzig.", "Lindenweg 3, 04109 Leipzig"),
        ("O meu endereço é Quinta do Lago 14, Almancil.", "Quinta do Lago 14, Almancil"),
        ("Agent: the address? Caller: my address is 7 Admiralty Way, Lekki Phase 1 Agent: thanks", "7 Admiralty Way, Lekki Phase 1"),
        ("my address is r r 1 box 42 b kermit tx 79745", "r r 1 box 42 b kermit tx 79745"),
        ("j'habite au 5 allée des Tilleuls, 49100 Angers. Merci", "5 allée des Tilleuls, 49100 Angers"),
        ("We moved to Unit 3, 18 Oak Avenue, Ferndale, Randburg 2194 last year", "Unit 3, 18 Oak Avenue, Ferndale, Randburg 2194"),
        ("Dirección: C/ Sierpes 23, 3º B, Sevilla", "C/ Sierpes 23, 3º B, Sevilla"),
        ("Adresim: Atatürk Cad. No: 12 D: 5, Kadıköy, İstanbul", "Atatürk Cad. No: 12 D: 5, Kadıköy, İstanbul"),
        ("Address: 14 Holly Bank Road Headingley Leeds LS6 4DJ Tel: 0113 278 4410", "14 Holly Bank Road Headingley Leeds LS6 4DJ"),
        ("my address is 2905 Bellevue Way NE, Apt 1108, Bellevue, WA 98004 Refund due", "2905 Bellevue Way NE, Apt 1108, Bellevue, WA 98004"),
        ("j'habite toujours au 8 allée des Tilleuls, 35200 Rennes depuis", "8 allée des Tilleuls, 35200 Rennes"),
        ("my address is still Blk 412 Ang Mo Kio Avenue 10, #08-1123, Singapore 560412", "Blk 412 Ang Mo Kio Avenue 10, #08-1123, Singapore 560412"),
        ("Address: Cloonfad, Ballyhaunis, Co. Mayo F35 X2H6 Thanks", "Cloonfad, Ballyhaunis, Co. Mayo F35 X2H6"),
        // Speech-to-text: the address in the next turn, numbers in words, whose place it is.
        ("agent: thanks and your address\ncaller: ballinahown cross kilcummin county kerry v nine three x h seven one\nagent: lovely", "ballinahown cross kilcummin county kerry v nine three x h seven one"),
        ("caller: we moved to our daughter's it's forty four oh six east calle del sol sahuarita a z eight five six two nine\nrep: ok", "forty four oh six east calle del sol sahuarita a z eight five six two nine"),
        ("agent: address for the letter caller: house number fourteen second floor near hanuman mandir sector nine rohini delhi\nagent: ok", "house number fourteen second floor near hanuman mandir sector nine rohini delhi"),
    ];

    const NEGATIVES: &[&str] = &[
        "my email address is dana.whitfield@example.com",
        "we moved to the new office floor two last week",
        "agent: and your email address caller: it's dana at gmail dot com",
        "agent: what's the address caller: one sec i need to find it",
        "the IP address is 203.0.113.50 from Berlin",
        "MAC address: 00:1A:2B:3C:4D:5E",
        "the address is on file, nothing changed",
        "I live at home with my parents since 2019",
        "We moved to Berlin in 2019.",
        "ship it to the office please",
        "send it to 4471",
        "address line 2 is optional",
        "Wallet address: 0x52908400098527886E0F7030069857D2E4169EE7",
        "the address is the same as before",
        "moved to version 2 last week",
        "addresses the issue in 3 steps",
        "My new address: see the attached form.",
        "send it to dana at example dot com",
        "The meeting moved to Room 204 on Floor 3.",
        "Release 4.2 ships to EU customers on 12 March.",
        "Send it to Support Team 3 by Friday.",
        "Order 12345 shipped to Warehouse B, Dock 4.",
        "I live at Level 3 of the game now",
    ];

    #[test]
    fn table_is_large_enough() {
        assert!(POSITIVES.len() >= 10 && NEGATIVES.len() >= 10, "table too small");
    }

    #[test]
    fn positives() {
        let mut failures = Vec::new();
        for &(text, want) in POSITIVES {
            let got = find(text);
            if got != [want] {
                failures.push(format!("{text:?}: want {want:?}, got {got:?}"));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn negatives() {
        let failures: Vec<String> =
            NEGATIVES.iter().map(|t| (t, find(t))).filter(|(_, g)| !g.is_empty()).map(|(t, g)| format!("{t:?}: {g:?}")).collect();
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
