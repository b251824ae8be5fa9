//! Words that make up written and spoken dates, shared by the date recognizer: month names in nine languages
//! (en, fr, de, es, it, nl, sv, da/no, pt), English spoken ordinals ("third", "twenty-first") and English spoken years
//! ("nineteen eighty-two", "two thousand and five", "twenty oh five").
//!
//! Each set comes as a regex fragment (no capture groups, for use inside `(?i)` patterns) and a parser from the
//! matched text to a number. Abbreviations are marked so that the recognizer can refuse them where a short word is
//! too ambiguous ("out", "set", "ago" as Portuguese/Italian/Spanish month abbreviations are only trusted next to a
//! year).

/// A month name: the lower-case spelling, its number and whether it is an abbreviation.
struct Month {
    name: &'static str,
    number: u32,
    abbreviation: bool,
}

const fn m(name: &'static str, number: u32) -> Month {
    Month { name, number, abbreviation: false }
}

const fn a(name: &'static str, number: u32) -> Month {
    Month { name, number, abbreviation: true }
}

/// Every month spelling, lower case. Duplicates across languages agree on the number.
const MONTHS: &[Month] = &[
    // English
    m("january", 1), m("february", 2), m("march", 3), m("april", 4), m("may", 5), m("june", 6), m("july", 7),
    m("august", 8), m("september", 9), m("october", 10), m("november", 11), m("december", 12),
    a("jan", 1), a("feb", 2), a("mar", 3), a("apr", 4), a("jun", 6), a("jul", 7), a("aug", 8), a("sep", 9),
    a("sept", 9), a("oct", 10), a("nov", 11), a("dec", 12),
    // French
    m("janvier", 1), m("février", 2), m("fevrier", 2), m("mars", 3), m("avril", 4), m("mai", 5), m("juin", 6),
    m("juillet", 7), m("août", 8), m("aout", 8), m("septembre", 9), m("octobre", 10), m("novembre", 11),
    m("décembre", 12), m("decembre", 12),
    a("janv", 1), a("févr", 2), a("fevr", 2), a("avr", 4), a("juil", 7), a("déc", 12),
    // German
    m("januar", 1), m("jänner", 1), m("februar", 2), m("märz", 3), m("maerz", 3), m("juni", 6), m("juli", 7),
    m("oktober", 10), m("dezember", 12), a("mär", 3), a("okt", 10), a("dez", 12),
    // Spanish
    m("enero", 1), m("febrero", 2), m("marzo", 3), m("abril", 4), m("mayo", 5), m("junio", 6), m("julio", 7),
    m("agosto", 8), m("septiembre", 9), m("setiembre", 9), m("octubre", 10), m("noviembre", 11), m("diciembre", 12),
    a("ene", 1), a("abr", 4), a("ago", 8), a("dic", 12),
    // Italian
    m("gennaio", 1), m("febbraio", 2), m("aprile", 4), m("maggio", 5), m("giugno", 6), m("luglio", 7),
    m("settembre", 9), m("ottobre", 10), m("dicembre", 12),
    a("gen", 1), a("mag", 5), a("giu", 6), a("lug", 7), a("set", 9), a("ott", 10),
    // Dutch
    m("januari", 1), m("februari", 2), m("maart", 3), m("mei", 5), m("augustus", 8), a("mrt", 3),
    // Swedish, Danish, Norwegian
    m("augusti", 8), m("maj", 5), m("marts", 3), m("desember", 12),
    // Portuguese
    m("janeiro", 1), m("fevereiro", 2), m("março", 3), m("maio", 5), m("junho", 6), m("julho", 7),
    m("setembro", 9), m("outubro", 10), m("novembro", 11), m("dezembro", 12), a("fev", 2), a("out", 10),
    // Polish (genitive, as written in dates)
    m("stycznia", 1), m("lutego", 2), m("marca", 3), m("kwietnia", 4), m("maja", 5), m("czerwca", 6),
    m("lipca", 7), m("sierpnia", 8), m("września", 9), m("października", 10), m("listopada", 11), m("grudnia", 12),
    // Indonesian and Malay
    m("maret", 3), m("agustus", 8), m("julai", 7), m("ogos", 8), m("disember", 12),
    // Turkish
    m("ocak", 1), m("şubat", 2), m("subat", 2), m("mart", 3), m("nisan", 4), m("mayıs", 5), m("mayis", 5),
    m("haziran", 6), m("temmuz", 7), m("ağustos", 8), m("agustos", 8), m("eylül", 9), m("eylul", 9), m("ekim", 10),
    m("kasım", 11), m("kasim", 11), m("aralık", 12), m("aralik", 12),
    // Tagalog
    m("pebrero", 2), m("marso", 3), m("hunyo", 6), m("hulyo", 7), m("setyembre", 9), m("oktubre", 10),
    m("nobyembre", 11), m("disyembre", 12),
    // Romanian
    m("ianuarie", 1), m("februarie", 2), m("martie", 3), m("aprilie", 4), m("iunie", 6), m("iulie", 7),
    m("septembrie", 9), m("octombrie", 10), m("noiembrie", 11), m("decembrie", 12),
    // Czech (genitive)
    m("ledna", 1), m("února", 2), m("března", 3), m("dubna", 4), m("května", 5), m("června", 6), m("července", 7),
    m("srpna", 8), m("září", 9), m("října", 10), m("listopadu", 11), m("prosince", 12),
    // Finnish (partitive, as written in dates)
    m("tammikuuta", 1), m("helmikuuta", 2), m("maaliskuuta", 3), m("huhtikuuta", 4), m("toukokuuta", 5),
    m("kesäkuuta", 6), m("heinäkuuta", 7), m("elokuuta", 8), m("syyskuuta", 9), m("lokakuuta", 10),
    m("marraskuuta", 11), m("joulukuuta", 12),
];

/// The regex fragment for a day of the week (en, fr, de, es, it, nl, pt), case left to the caller's `(?i)`.
pub(crate) const WEEKDAY_PATTERN: &str = concat!(
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun",
    r"|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche",
    r"|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag",
    r"|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo",
    r"|lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabato|domenica",
    r"|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag",
    r"|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira)\.?"
);

/// The regex fragment matching any month spelling (longest first, so "Sept" wins over "Sep"), case left to the
/// caller's `(?i)`.
pub(crate) fn month_pattern() -> String {
    let mut names: Vec<&str> = MONTHS.iter().map(|m| m.name).collect();
    crate::sort::sort_by(&mut names, |x, y| y.chars().count().cmp(&x.chars().count()).then(x.cmp(y)));
    names.dedup();
    let alts: Vec<String> = names.iter().map(|n| regex::escape(n)).collect();
    format!("(?:{})", alts.join("|"))
}

/// The month number of a spelling (any case, a trailing `.` ignored) and whether it is an abbreviation.
pub(crate) fn month_number(word: &str) -> Option<(u32, bool)> {
    let w = word.trim_end_matches('.').to_lowercase();
    MONTHS.iter().find(|m| m.name == w).map(|m| (m.number, m.abbreviation))
}

const UNITS: &[&str] = &["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS: &[&str] =
    &["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS: &[&str] = &["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINALS: &[&str] = &[
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
    "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
    "twentieth",
];

/// The regex fragment for an English spoken day ordinal, "first" to "thirty-first".
pub(crate) const ORDINAL_PATTERN: &str = r"(?:(?:twenty|thirty)[\s\-]*(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)";

/// The regex fragment for an English spoken cardinal from one to thirty-one ("fourteen", "twenty one", "oh three"),
/// as a day or month number said aloud after a birth cue ("march fourteen", "three fourteen sixty two").
pub(crate) const CARDINAL_DAY_PATTERN: &str = r"(?:(?:twenty|thirty)[\s\-]+(?:one|two|three|four|five|six|seven|eight|nine)|(?:(?:oh|zero)[\s\-]+)?(?:one|two|three|four|five|six|seven|eight|nine)|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty)";

/// The regex fragment for a month said as an ordinal ("the third" month: "the fourteenth of the third").
pub(crate) const ORDINAL_MONTH_PATTERN: &str = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|1st|2nd|3rd|[4-9]th|1[0-2]th)";

/// The value of a spoken cardinal below 100 ("fourteen", "twenty one", "oh three").
pub(crate) fn spoken_number(s: &str) -> Option<u32> {
    below_hundred(&words(s))
}

/// Number words of Spanish, Portuguese, Italian, German and French, as pieces that compose ("dieci|nueve",
/// "neunzehn|hundert|zwei|und|fünfzig", "mille|nove|cento|sessanta|due", "quatre-vingt|dix"): (piece, value); the
/// value 100 and 1000 multiply what comes before, 0 joins ("y", "e", "und", "et").
const FOREIGN_PIECES: &[(&str, u32)] = &[
    // es
    ("uno", 1), ("un", 1), ("una", 1), ("primero", 1), ("primer", 1), ("primera", 1), ("dos", 2), ("dós", 2),
    ("tres", 3), ("trés", 3), ("cuatro", 4), ("cinco", 5), ("seis", 6), ("séis", 6), ("siete", 7), ("ocho", 8),
    ("nueve", 9), ("diez", 10), ("once", 11), ("doce", 12), ("trece", 13), ("catorce", 14), ("quince", 15),
    ("dieciséis", 16), ("dieciseis", 16), ("diecisiete", 17), ("dieciocho", 18), ("diecinueve", 19), ("veinte", 20),
    ("veinti", 20), ("treinta", 30), ("cuarenta", 40), ("cincuenta", 50), ("sesenta", 60), ("setenta", 70),
    ("ochenta", 80), ("noventa", 90), ("cien", 100), ("ciento", 100), ("novecientos", 900), ("ochocientos", 800),
    ("mil", 1000), ("y", 0),
    // pt
    ("um", 1), ("uma", 1), ("primeiro", 1), ("primeira", 1), ("dois", 2), ("duas", 2), ("três", 3), ("quatro", 4),
    ("sete", 7), ("oito", 8), ("nove", 9), ("dez", 10), ("onze", 11), ("doze", 12), ("treze", 13), ("catorze", 14),
    ("quatorze", 14), ("quinze", 15), ("dezesseis", 16), ("dezasseis", 16), ("dezessete", 17), ("dezassete", 17),
    ("dezoito", 18), ("dezenove", 19), ("dezanove", 19), ("vinte", 20), ("trinta", 30), ("quarenta", 40),
    ("cinquenta", 50), ("sessenta", 60), ("oitenta", 80), ("novecentos", 900), ("e", 0),
    // it
    ("primo", 1), ("prima", 1), ("due", 2), ("tre", 3), ("tré", 3), ("quattro", 4), ("cinque", 5), ("sei", 6),
    ("sette", 7), ("otto", 8), ("dieci", 10), ("undici", 11), ("dodici", 12), ("tredici", 13), ("quattordici", 14),
    ("quindici", 15), ("sedici", 16), ("diciassette", 17), ("diciotto", 18), ("diciannove", 19), ("venti", 20),
    ("vent", 20), ("trenta", 30), ("trent", 30), ("quaranta", 40), ("quarant", 40), ("cinquanta", 50),
    ("cinquant", 50), ("sessanta", 60), ("sessant", 60), ("settanta", 70), ("settant", 70), ("ottanta", 80),
    ("ottant", 80), ("novanta", 90), ("novant", 90), ("cento", 100), ("mille", 1000), ("mila", 1000),
    // de (ordinals: the stem, then "te", "ten", "ter", "tes" or "ste", "sten" …; "erste", "dritte" as such)
    ("eins", 1), ("ein", 1), ("eine", 1), ("erste", 1), ("ersten", 1), ("erster", 1), ("zwei", 2), ("drei", 3),
    ("dritte", 3), ("dritten", 3), ("vier", 4), ("fünf", 5), ("fuenf", 5), ("sechs", 6), ("sieben", 7), ("siebte", 7),
    ("siebten", 7), ("acht", 8), ("neun", 9), ("zehn", 10), ("elf", 11), ("zwölf", 12), ("zwoelf", 12),
    ("sechzehn", 16), ("siebzehn", 17), ("zwanzig", 20), ("dreißig", 30), ("dreissig", 30), ("vierzig", 40),
    ("fünfzig", 50), ("fuenfzig", 50), ("sechzig", 60), ("siebzig", 70), ("achtzig", 80), ("neunzig", 90),
    ("hundert", 100), ("tausend", 1000), ("und", 0),
    // fr
    ("premier", 1), ("première", 1), ("deux", 2), ("trois", 3), ("quatre", 4), ("cinq", 5), ("six", 6), ("sept", 7),
    ("huit", 8), ("neuf", 9), ("dix", 10), ("douze", 12), ("treize", 13), ("seize", 16), ("vingt", 20),
    ("vingts", 20), ("trente", 30), ("quarante", 40), ("cinquante", 50), ("soixante", 60), ("quatre-vingt", 80),
    ("quatre-vingts", 80), ("cent", 100), ("cents", 100), ("et", 0),
];

/// German ordinal endings after a number stem ("vierzehn|ten", "zwanzig|sten", "zweiundfünfzig|sten").
const GERMAN_ORDINAL_ENDINGS: &[&str] = &["sten", "ste", "ster", "stes", "ten", "te", "ter", "tes"];

/// The regex fragment for one number word of [`FOREIGN_PIECES`] (pieces glued, a German ordinal ending allowed).
pub(crate) fn foreign_number_word() -> String {
    let mut pieces: Vec<&str> = FOREIGN_PIECES.iter().map(|p| p.0).filter(|p| p.chars().count() > 1).collect();
    crate::sort::sort_by(&mut pieces, |x, y| y.chars().count().cmp(&x.chars().count()).then(x.cmp(y)));
    pieces.dedup();
    let alts: Vec<String> = pieces.iter().map(|p| regex::escape(p)).collect();
    // The word boundary makes the regex try every split of a glued word ("millenovecento|sessantadue").
    format!(r"(?:(?:{})+(?:{})?\b)", alts.join("|"), GERMAN_ORDINAL_ENDINGS.join("|"))
}

/// The regex fragment for a spoken number phrase in those languages: number words joined by spaces, hyphens and
/// "y", "e", "und", "et" ("mil novecientos ochenta y cinco", "neunzehnhundertzweiundfünfzig", "dix-neuf").
pub(crate) fn foreign_number_phrase() -> String {
    let w = foreign_number_word();
    format!(r"(?:{w}(?:(?:[\s\-]+(?:y|e|et|und)[\s\-]+|[\s\-]+){w}){{0,6}})")
}

/// Splits one word into [`FOREIGN_PIECES`], preferring the longest piece at each place unless the rest then does
/// not split ("novecento|sessanta", not "novecentos|essanta"), a German ordinal ending allowed at the end. Linear in
/// the word: the splits of every suffix are computed once, from the end.
fn foreign_pieces(word: &str, out: &mut Vec<u32>) -> Option<()> {
    let n = word.len();
    // rest[i]: the values of the preferred split of word[i..], if it splits.
    let mut rest: Vec<Option<Vec<u32>>> = vec![None; n + 1];
    rest[n] = Some(Vec::new());
    for i in (0..n).rev() {
        if !word.is_char_boundary(i) {
            continue;
        }
        let tail = &word[i..];
        if i > 0 && GERMAN_ORDINAL_ENDINGS.contains(&tail) {
            rest[i] = Some(Vec::new());
            continue;
        }
        let mut fits: Vec<(&str, u32)> = FOREIGN_PIECES.iter().copied().filter(|(p, _)| tail.starts_with(p)).collect();
        crate::sort::sort_by(&mut fits, |x, y| y.0.len().cmp(&x.0.len()));
        rest[i] = fits.into_iter().find_map(|(p, v)| {
            rest[i + p.len()].as_ref().map(|r| std::iter::once(v).chain(r.iter().copied()).collect())
        });
    }
    out.extend(rest[0].take()?);
    Some(())
}

/// The value of a spoken number phrase in Spanish, Portuguese, Italian, German or French ("once" 11,
/// "mil novecientos ochenta y cinco" 1985, "neunzehnhundertzweiundfünfzig" 1952, "vierzehnten" 14,
/// "millenovecentosessantadue" 1962, "mille neuf cent soixante-deux" 1962, "dix-neuf cent quatre-vingt-dix" 1990).
pub(crate) fn foreign_number(s: &str) -> Option<u32> {
    let lower = s.to_lowercase();
    let mut values = Vec::new();
    // "quatre-vingt(s)" is one piece; other hyphens split words.
    let lower = lower.replace("quatre-vingt", "quatre\u{1}vingt");
    for w in lower.split(|c: char| c.is_whitespace() || c == '-').filter(|w| !w.is_empty()) {
        // No number word is longer (and the split below backtracks).
        if w.len() > 48 {
            return None;
        }
        foreign_pieces(&w.replace('\u{1}', "-"), &mut values)?;
    }
    let (mut total, mut current) = (0u32, 0u32);
    for v in values {
        match v {
            0 => {}
            100 => current = current.max(1) * 100,
            1000 => {
                total += current.max(1) * 1000;
                current = 0;
            }
            _ => current += v,
        }
    }
    Some(total + current).filter(|&n| n > 0)
}

/// The regex fragment for a two-word spoken short year ("eighty nine"), trusted only after a day and month.
pub(crate) const SPOKEN_SHORT_YEAR_PATTERN: &str = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s\-]+(?:one|two|three|four|five|six|seven|eight|nine)";

/// The year a spoken short year names ("eighty nine" is 1989, "twenty one" is 2021: 30 and above are 1900s).
pub(crate) fn spoken_short_year(s: &str) -> Option<u32> {
    let ws = words(s);
    if ws.len() != 2 {
        return None;
    }
    let v = below_hundred(&ws)?;
    Some(if v >= 30 { 1900 + v } else { 2000 + v })
}

/// The regex fragment for an English spoken year from 1900 to 2099.
pub(crate) const SPOKEN_YEAR_PATTERN: &str = concat!(
    r"(?:(?:nineteen|twenty)[\s\-]+(?:hundred|",
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s\-]+(?:one|two|three|four|five|six|seven|eight|nine))?",
    r"|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen",
    r"|(?:oh|o|zero)[\s\-]+(?:one|two|three|four|five|six|seven|eight|nine))",
    r"|two[\s\-]+thousand(?:(?:[\s\-]+and)?[\s\-]+(?:",
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s\-]+(?:one|two|three|four|five|six|seven|eight|nine))?",
    r"|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen",
    r"|one|two|three|four|five|six|seven|eight|nine))?)"
);

fn words(s: &str) -> Vec<String> {
    s.split(|c: char| c.is_whitespace() || c == '-').filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
}

fn index_of(list: &[&str], w: &str) -> Option<u32> {
    list.iter().position(|x| *x == w).map(|i| i as u32)
}

/// The value of a spoken number below 100 given as words ("eighty two", "twelve", "oh five", "seven").
fn below_hundred(ws: &[String]) -> Option<u32> {
    match ws {
        [] => Some(0),
        [w] => index_of(UNITS, w).map(|i| i + 1).or_else(|| index_of(TEENS, w).map(|i| i + 10)).or_else(|| {
            index_of(TENS, w).map(|i| 20 + 10 * i)
        }),
        [t, u] if t == "oh" || t == "o" || t == "zero" => index_of(UNITS, u).map(|i| i + 1),
        [t, u] => Some(20 + 10 * index_of(TENS, t)? + index_of(UNITS, u)? + 1),
        _ => None,
    }
}

/// The year a spoken English year names ("nineteen eighty-two" is 1982), if it is one from 1900 to 2099.
pub(crate) fn spoken_year(s: &str) -> Option<u32> {
    let ws = words(s);
    let year = match ws.first().map(String::as_str)? {
        "two" if ws.get(1).map(String::as_str) == Some("thousand") => {
            let rest: Vec<String> = ws[2..].iter().filter(|w| *w != "and").cloned().collect();
            2000 + below_hundred(&rest)?
        }
        "nineteen" | "twenty" => {
            let century = if ws[0] == "nineteen" { 1900 } else { 2000 };
            if ws.len() == 2 && ws[1] == "hundred" {
                century
            } else if ws.len() == 1 {
                return None;
            } else {
                century + below_hundred(&ws[1..])?
            }
        }
        _ => return None,
    };
    (1900..=2099).contains(&year).then_some(year)
}

/// The day a spoken ordinal ("third", "twenty-first") or a numeral with an optional suffix ("3rd", "1er", "11")
/// names, before any range check.
pub(crate) fn day_number(s: &str) -> Option<u32> {
    let digits: String = s.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        return digits.parse().ok();
    }
    let ws = words(s);
    match ws.as_slice() {
        [w] => index_of(ORDINALS, w).map(|i| i + 1).or_else(|| (w == "thirtieth").then_some(30)),
        [t, o] => {
            let tens = match t.as_str() {
                "twenty" => 20,
                "thirty" => 30,
                _ => return None,
            };
            Some(tens + index_of(&ORDINALS[..9], o)? + 1)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_spoken_years() {
        assert_eq!(spoken_year("nineteen eighty two"), Some(1982));
        assert_eq!(spoken_year("nineteen eighty-two"), Some(1982));
        assert_eq!(spoken_year("nineteen hundred"), Some(1900));
        assert_eq!(spoken_year("twenty oh five"), Some(2005));
        assert_eq!(spoken_year("twenty twenty"), Some(2020));
        assert_eq!(spoken_year("two thousand and five"), Some(2005));
        assert_eq!(spoken_year("two thousand seventeen"), Some(2017));
        assert_eq!(spoken_year("two thousand"), Some(2000));
        assert_eq!(spoken_year("nineteen"), None);
        assert_eq!(spoken_short_year("eighty nine"), Some(1989));
        assert_eq!(spoken_short_year("twenty-one"), Some(2021));
        assert_eq!(spoken_short_year("eighty"), None);
        assert_eq!(spoken_number("oh three"), Some(3));
        assert_eq!(spoken_number("twenty one"), Some(21));
        assert_eq!(spoken_number("fourteen"), Some(14));
        assert_eq!(spoken_number("fourteen sixty"), None);
        for (words, n) in [
            ("once", 11), ("mil novecientos ochenta y cinco", 1985), ("neunzehnhundertzweiundfünfzig", 1952),
            ("vierzehnten", 14), ("dritte", 3), ("millenovecentosessantadue", 1962), ("mille neuf cent soixante-deux", 1962),
            ("dix-neuf cent quatre-vingt-dix", 1990), ("veintitrés", 23), ("dos mil cinco", 2005),
            ("mil novecentos e sessenta e dois", 1962), ("zweitausendzwei", 2002), ("einundzwanzigsten", 21),
            ("quatorze", 14), ("trente et un", 31),
        ] {
            assert_eq!(foreign_number(words), Some(n), "{words}");
        }
        assert_eq!(foreign_number("junio"), None);
        assert_eq!(foreign_number("und"), None);
    }

    #[test]
    fn parses_days_and_months() {
        assert_eq!(day_number("third"), Some(3));
        assert_eq!(day_number("twenty-first"), Some(21));
        assert_eq!(day_number("thirty first"), Some(31));
        assert_eq!(day_number("thirtieth"), Some(30));
        assert_eq!(day_number("11th"), Some(11));
        assert_eq!(day_number("1er"), Some(1));
        assert_eq!(month_number("Juni"), Some((6, false)));
        assert_eq!(month_number("Sept."), Some((9, true)));
        assert_eq!(month_number("DÉCEMBRE"), Some((12, false)));
        assert_eq!(month_number("Monday"), None);
    }

    #[test]
    fn pattern_is_longest_first() {
        let re = regex::Regex::new(&format!("(?i)^{}", month_pattern())).unwrap();
        assert_eq!(re.find("September").unwrap().as_str(), "September");
        assert_eq!(re.find("Sept").unwrap().as_str(), "Sept");
    }
}
