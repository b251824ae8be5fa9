//! DATE_OF_BIRTH and DATE: calendar dates, numeric, written and spoken, in several locales.
//!
//! Matches:
//! - numeric day-month-year, month-day-year and year-month-day with one repeated separator (`/`, `.`, `. `, `-`, a
//!   space): `11/06/1985`, `6-11-85`, `11.06.1985`, `11. 06. 1985`, `1985-06-11`, `11 06 1985`; range-checked
//!   (month 1–12, day valid for the month, four-digit years 1900–2099; two-digit years only with `/`, `.`, `-`);
//! - written, with month names in English, French, German, Spanish, Italian, Dutch, Swedish, Danish/Norwegian,
//!   Portuguese and Polish: `June 11, 1985`, `11 June 1985`, `the 11th of June 1985`, `Jun 11 '85`, `1er juin 1985`,
//!   `11. Juni 1985`, `11 de junio de 1985`, `11 giugno 1985`, `11-Jun-1985`, `14 marca 1990`, with a weekday before
//!   (`jueves 22 de mayo`, `Monday, June 11, 1985`) and day ranges (`12-15 April`);
//! - partial dates at a lower score: day and month (`11 June`, `11月13日`), month and year (`June 1985`), `dd/mm`
//!   right after a date preposition (`by 20/06`, `ngày 20/06`), a bare ordinal day after a weekday or a preposition
//!   and before the end of a clause (`Thursday the ninth`, `on the 12th, thanks`; not `the 12th floor`);
//! - Vietnamese `ngày 11 tháng 6 năm 1985`, Chinese/Japanese `1985年6月11日`, Korean `1985년 6월 11일`;
//! - spoken English: `the third of March nineteen eighty two`, `March third, nineteen eighty-two`,
//!   `the fourteenth of february eighty nine`.
//!
//! - only right after a birth cue (`date/birth-form`): a spoken cardinal day ("march fourteen nineteen sixty two",
//!   "fourteen march …"), a month said as an ordinal ("the fourteenth of the third sixty two"), day, month and year
//!   said as numbers ("three fourteen sixty two", "oh three fourteen nineteen sixty two", `3 14 62` on the shadow),
//!   a month name with a bare two-digit year (`14 Mar 62`, `Mar. 14 62`), compact `14031962` / `19620314`, and
//!   day and year said in Spanish, Portuguese, Italian, German or French ("once de junio de mil novecientos ochenta
//!   y cinco", "der dritte Oktober neunzehnhundertzweiundfünfzig", "quatorze mars mille neuf cent soixante-deux").
//!
//! A date with a birth cue among the five words before it ("DOB", "D.O.B.", "date of birth", "born", "birthday",
//! "né le", "geboren am", "fecha de nacimiento", "ngày sinh", "data di nascita", "nata", "urodzona", ...; whole
//! words, any case; "b." and "sinh" only right before), or on the previous line when the date opens a short answer
//! ("Agent: And your date of birth?" / "Caller: May 2, 1990"), is DATE_OF_BIRTH at 0.9 (`date/birth`). A cue does
//! not reach past another date ("DOB: 14/3/1962. Released 2025-06-01"), except a birth date restated or corrected
//! right after the first ("DOB 14/03/1962, sorry, 14/03/1963"). Any other
//! full date is DATE at 0.45 (`date/numeric`, `date/written`, `date/cjk`, `date/vietnamese`), below the default
//! threshold: whether plain dates are redacted is the preset's decision. Partial dates score 0.4; dotted shapes that
//! are often versions (`3.10.12`, `2025.06.01`) 0.35 (`date/numeric-ambiguous`); system dates 0.3: a date with a
//! clock time (`2025-04-02 10:15:44`, `[12/03/2025, 10:02]`: `date/timestamp`, never a birth date), a date closing
//! the first line of a multi-line text (`date/header`), a date within five words after "updated", "received",
//! "recorded", "generated", ... (`date/system-event`).
//!
//! Deliberately not matched: calendar-versioned build tags, i.e. a numeric date within two words after "build",
//! "version", "release", "v", "firmware", ..., or next to a version string or commit hash (`3.10.2.7 — 2025-11-18`,
//! `2025-06-01  v2025.06.01`, `(f6e511eec 2024-10-15)`), or followed by one (`the 6.12.2025 build`): these are
//! reported as rejected candidates (`date/build-tag`) so `explain` can say why; dates glued to letters
//! (`v2025.06.01`, `2024-10-15T10:32:11Z`); numeric dates inside a longer chain of numbers (IP addresses
//! `10.1.12.25`, phone numbers, `3.10.2.7`) or with a version suffix (`2025.06.01-rc1`); times (`10:32:11`), SRT
//! timings, decimals (`3.14`), scores (`3-1`), fractions (`1/2`, `3/4 cup`), `dd/mm` without a preposition, compact
//! `19850611` without a birth cue, years alone (`in 2019`), number ranges (`2019-2020`), weekdays alone, relative days ("yesterday"),
//! non-English spoken dates without a birth cue ("mil novecientos ochenta y cinco"), and full-width digits (the
//! transcript normaliser folds them).

use regex::{Captures, Regex};

use super::date_words::{
    day_number, foreign_number, foreign_number_phrase, month_number, month_pattern, spoken_number, spoken_short_year, spoken_year, CARDINAL_DAY_PATTERN,
    ORDINAL_MONTH_PATTERN, ORDINAL_PATTERN, SPOKEN_SHORT_YEAR_PATTERN, SPOKEN_YEAR_PATTERN, WEEKDAY_PATTERN,
};
use crate::{Finding, Label, Recognizer, Span, Validation};

/// The scores this recognizer reports.
pub mod score {
    /// A date with a birth cue before it: DATE_OF_BIRTH.
    pub const BIRTH: f32 = 0.9;
    /// A full date (day, month and year) with no cue: DATE, below the default threshold.
    pub const DATE: f32 = 0.45;
    /// A partial date (day and month, or month and year): DATE.
    pub const PARTIAL: f32 = 0.4;
    /// A shape that is often not a date: dotted with a two-digit year (`3.10.12`) or year first (`2025.06.01`).
    pub const AMBIGUOUS: f32 = 0.35;
    /// A date followed by a clock time: a log or system timestamp.
    pub const TIMESTAMP: f32 = 0.3;
}

/// Birth cues that may stand up to five words before the date (lower case, whole words).
const BIRTH_CUES: &[&str] = &[
    "dob", "d.o.b.", "d.o.b", "date of birth", "birth date", "birthdate", "birthday", "born", "birth",
    "date de naissance", "né", "née", "naissance", "geboren", "geburtsdatum", "geburtstag", "fecha de nacimiento",
    "nacido", "nacida", "nacimiento", "ngày sinh", "sinh ngày", "năm sinh", "data di nascita", "nato", "nata",
    "nascita", "geboortedatum", "födelsedatum", "född", "fødselsdato", "født", "data de nascimento", "nascido",
    "nascida", "data urodzenia", "urodzony", "urodzona", "urodzenia", "出生日期", "出生", "生于", "生日", "生年月日",
    "생년월일", "fecha nac", "fecha nac.", "f. nac.", "fec. nac.", "nac.", "data nasc.", "data nasc", "nasc.",
    "geb.-datum", "geb.datum", "geburtsdat.", "date naiss.", "naiss.", "bday", "b-day", "dob.", "d.o.b:", "nació",
    "nacio", "nací", "naci", "nasceu", "nasci", "nacque", "birthdate", "birth day",
    // Indonesian/Malay, Turkish, Finnish, Czech, Romanian, Hungarian, Russian, Greek, Arabic, Hindi, Swahili,
    // Tagalog, Afrikaans, Japanese, Korean.
    "lahir", "tanggal lahir", "tgl lahir", "tgl. lahir", "tarikh lahir", "doğum tarihi", "doğum", "doğumlu",
    "syntymäaika", "syntynyt", "datum narození", "narozen", "narozena", "data nașterii", "data nasterii", "născut",
    "născută", "született", "születési dátum", "дата рождения", "родился", "родилась", "ημερομηνία γέννησης",
    "تاريخ الميلاد", "जन्म तिथि", "tarehe ya kuzaliwa", "alizaliwa", "kapanganakan", "ipinanganak", "gebore",
    "geboortedag", "生まれ", "생일",
    // More languages and form abbreviations: Slovak, Croatian/Serbian/Bosnian, Slovene, Polish, Ukrainian,
    // Bulgarian, Baltic, Icelandic, Albanian, Catalan, Galician, Hebrew, Persian, Urdu, Bengali, Thai, Malay,
    // Vietnamese forms, and "year of birth", "D/O/B", "birth dt".
    "dátum narodenia", "narodený", "narodená", "datum rođenja", "rođen", "rođena", "datum rojstva", "rojen",
    "rojena", "urodził się", "urodziła się", "ur.", "дата народження", "народився", "народилася", "дата на раждане",
    "роден", "родена", "sünniaeg", "sündinud", "dzimšanas datums", "dzimis", "gimimo data", "gimęs", "gimusi",
    "fæðingardagur", "fæddur", "fædd", "data e lindjes", "lindur", "data de naixement", "nascut", "nascuda",
    "תאריך לידה", "נולד", "נולדה", "تاریخ تولد", "تاریخ پیدائش", "জন্ম তারিখ", "জন্মতারিখ", "วันเกิด",
    "เกิดวันที่", "tarikh kelahiran", "tanggal kelahiran", "ngày tháng năm sinh", "d/o/b", "birth dt", "dt of birth",
    "date of birth/age", "fecha de nac", "f. de nacimiento", "dt. nasc.", "dt nasc", "data nascimento",
    "fødselsdag", "födelsedag", "syntymäpäivä", "születésnap", "születési", "doğum günü", "cumpleaños",
    "aniversário natalício", "geburtsjahr", "year of birth", "yob", "año de nacimiento", "ano de nascimento",
    "rok urodzenia", "année de naissance", "anno di nascita", "出生年月日", "생년", "ημ. γέννησης", "γεννήθηκε",
    "data urodz.", "dat. nar.", "nar.",
];

/// Birth words that follow the date in German and Dutch word order ("am 17.06.1984 geboren", "op 3 mei 1990
/// geboren"): within three words after it.
const BIRTH_CUES_AFTER: &[&str] = &[
    "geboren", "geb.", "syntynyt", "syntyny", "synt.", "született", "doğumlu", "narozen", "narozena", "urodzony",
    "urodzona", "rođen", "rođena", "生まれ",
];

/// Birth cues trusted only as the word right before the date ("b. 1985", "né 11 juin", "sinh 11/6/1985").
const NEAR_BIRTH_CUES: &[&str] = &["b.", "b", "geb.", "geb", "sinh"];

/// Words that make a date after them (within five words) a system event, not an event in a person's life.
const SYSTEM_EVENT_CUES: &[&str] = &[
    "updated", "corrected", "generated", "created", "modified", "exported", "received", "sent", "printed",
    "published", "deployed", "logged", "recorded", "revised", "changed", "compiled", "built", "released",
];

/// Words after which a bare day-and-month (`20/06`) or a bare ordinal day (`the 12th`) is taken as a date.
const DATE_PREPOSITIONS: &[&str] = &[
    "on", "by", "until", "till", "before", "after", "from", "since", "due", "le", "du", "au", "am", "vom", "bis",
    "zum", "ab", "el", "del", "al", "il", "dal", "entro", "ngày", "op", "tot", "per",
];

/// Words that may follow a bare ordinal day (`on the 12th at noon`); any other word makes it something else
/// (`the 12th floor`, `the 12th century`).
const AFTER_ORDINAL_DAY: &[&str] = &[
    "at", "and", "or", "to", "then", "please", "is", "works", "if", "for", "in", "between", "from", "until", "so",
    "but", "because", "when", "that", "ok", "okay", "right", "yes", "would", "will", "could", "instead", "morning",
    "afternoon", "evening",
];

/// Words that make the numeric date after them a version or build tag (within two words).
const VERSION_CUES: &[&str] = &[
    "build", "builds", "version", "versions", "ver", "release", "rel", "rev", "revision", "v", "firmware", "fw",
    "patch", "tag", "nightly", "snapshot", "calver", "sdk", "image", "kernel", "package", "pkg", "bios",
];

/// Finds dates and dates of birth.
pub struct DateRecognizer {
    numeric: Regex,
    day_month: Regex,
    ordinal_day: Regex,
    dmy: Regex,
    mdy: Regex,
    month_year: Regex,
    cjk: Regex,
    vietnamese: Regex,
    vietnamese_month_year: Regex,
    /// Forms trusted only right after a birth cue (see [`DateRecognizer::birth_only`]).
    birth_only: Vec<Regex>,
    /// For each of `birth_only`, its pattern without word boundaries when it has one (a necessary condition that runs
    /// on the lazy DFA: see [`crate::prefilter::relaxed`]); a form whose gate does not match a window is not run
    /// over it.
    birth_only_gates: Vec<Option<Regex>>,
    compact: Regex,
    /// Any birth cue of [`BIRTH_CUES`], to choose where the birth-only forms are looked for.
    birth_cue: Regex,
}

impl DateRecognizer {
    /// Compiles the patterns.
    pub fn new() -> DateRecognizer {
        // Horizontal space, or one line break with its indentation (a date wrapped across lines is one date).
        let ws = r"(?:[ \t\u{a0}]+|[ \t\u{a0}]*\r?\n[ \t\u{a0}]*)";
        let month = month_pattern();
        let day = format!(r"(?:[0-3]?[0-9](?:st|nd|rd|th|er|º|°)?|{ORDINAL_PATTERN})");
        let year = format!(r"(?:[0-9]{{4}}|['’][0-9]{{2}}|{SPOKEN_YEAR_PATTERN}|{SPOKEN_SHORT_YEAR_PATTERN})");
        let weekday = format!(r"(?:{WEEKDAY_PATTERN},?{ws})");
        // The first day of a range: "12-15 April", "April 12-15".
        let range = r"(?:[0-3]?[0-9](?:st|nd|rd|th)?[ \t]*[-–][ \t]*)";
        let compile = |p: &str| Regex::new(p).expect("date pattern compiles");
        let mut date = DateRecognizer {
            birth_only_gates: Vec::new(),
            numeric: compile(r"(?P<a>[0-9]{1,4})(?P<s1>\. ?|/|-| )(?P<b>[0-9]{1,2})(?P<s2>\. ?|/|-| )(?P<c>[0-9]{2,4})"),
            day_month: compile(r"(?P<a>[0-9]{2})/(?P<b>[0-9]{2})"),
            ordinal_day: compile(&format!(
                r"(?i)(?P<wd>{weekday})?the{ws}(?P<d>[0-3]?[0-9](?:st|nd|rd|th)|{ORDINAL_PATTERN})"
            )),
            dmy: compile(&format!(
                r"(?i){weekday}?(?:the{ws})?{range}?(?P<d>{day})(?:\.?{ws}(?:of{ws}|de{ws})?|-|/|\.)(?P<m>{month})(?:\.?(?:,?{ws}(?:de{ws}|del{ws})?|-|/)(?P<y>{year}))?"
            )),
            mdy: compile(&format!(
                r"(?i){weekday}?(?P<m>{month})\.?{ws}(?:the{ws})?(?P<d>{day})(?:[ \t]*[-–][ \t]*[0-3]?[0-9](?:st|nd|rd|th)?)?(?:(?:,(?:{ws})?|{ws})(?P<y>{year}))?"
            )),
            month_year: compile(&format!(
                r"(?i)(?P<m>{month})(?:,?{ws}(?:of{ws}|de{ws}|del{ws})?)(?P<y>[0-9]{{4}}|{SPOKEN_YEAR_PATTERN})"
            )),
            cjk: compile(r"(?:(?P<y>[0-9]{4})\s*(?:年|년)\s*)?(?P<m>[0-9]{1,2})\s*(?:月|월)\s*(?P<d>[0-9]{1,2})\s*(?:日|号|號|일)"),
            vietnamese: compile(&format!(
                r"(?i)(?P<ngay>ngày{ws})?(?P<d>[0-9]{{1,2}}){ws}tháng{ws}(?P<m>[0-9]{{1,2}})(?:(?:,?{ws}năm{ws}|,(?:{ws})?|{ws})(?P<y>[0-9]{{4}}))?"
            )),
            vietnamese_month_year: compile(&format!(r"(?i)tháng{ws}(?P<m>[0-9]{{1,2}}){ws}năm{ws}(?P<y>[0-9]{{4}})")),
            birth_only: {
                let card = CARDINAL_DAY_PATTERN;
                let spoken_y = format!(r"(?:{SPOKEN_YEAR_PATTERN}|{SPOKEN_SHORT_YEAR_PATTERN}|[0-9]{{4}}|['’]?[0-9]{{2}})");
                let any_day = format!(r"(?:[0-3]?[0-9](?:st|nd|rd|th)?|{ORDINAL_PATTERN}|{card})");
                vec![
                    // "march fourteen nineteen sixty two", "Mar. 14 62", "March 14th, '62"
                    compile(&format!(r"(?i)(?P<m>{month})\.?{ws}(?:the{ws})?(?P<d>{any_day}),?{ws}(?P<y>{spoken_y})")),
                    // "fourteen march nineteen sixty two", "14 Mar 62", "14-Mar-62"
                    compile(&format!(
                        r"(?i)(?:the{ws})?(?P<d>{any_day})(?:{ws}(?:of{ws})?|-)(?P<m>{month})\.?(?:,?{ws}|-)(?P<y>{spoken_y})"
                    )),
                    // "the fourteenth of the third sixty two", "14th of the 3rd, 1962"
                    compile(&format!(
                        r"(?i)(?:the{ws})?(?P<d>{ORDINAL_PATTERN}|[0-3]?[0-9](?:st|nd|rd|th)){ws}of{ws}the{ws}(?P<mo>{ORDINAL_MONTH_PATTERN})(?:{ws}month)?,?{ws}(?:of{ws})?(?P<y>{spoken_y})"
                    )),
                    // Said as numbers: "three fourteen sixty two", "oh three fourteen nineteen sixty two"
                    compile(&format!(r"(?i)(?P<a>{card})[\s\-,]+(?P<b>{card})[\s\-,]+(?P<y>{SPOKEN_YEAR_PATTERN}|{SPOKEN_SHORT_YEAR_PATTERN}|(?:thirty|forty|fifty|sixty|seventy|eighty|ninety)(?-u:\b))")),
                    // Spaced digits with a short year, as the shadow writes the spoken form: "3 14 62"
                    compile(r"(?P<a>[0-9]{1,2}) (?P<b>[0-9]{1,2}) (?P<y>[0-9]{2})"),
                    // Spoken in es/pt/it/de/fr: "once de junio de mil novecientos ochenta y cinco", "der dritte
                    // Oktober neunzehnhundertzweiundfünfzig", "quatorze mars mille neuf cent soixante-deux"
                    {
                        let phrase = foreign_number_phrase();
                        compile(&format!(
                            r"(?i)(?:(?:der|den){ws})?(?P<d>{phrase})(?:{ws}(?:de|del))?{ws}(?P<m>{month})\.?(?:,?{ws}(?:de|del){ws}|,?{ws})(?P<y>{phrase}|[0-9]{{4}})"
                        ))
                    },
                ]
            },
            compact: compile(r"[0-9]{8}"),
            birth_cue: {
                let mut cues: Vec<&str> = BIRTH_CUES.iter().chain(&["geb.", "b."]).copied().collect();
                crate::sort::sort_by_key(&mut cues, |c| std::cmp::Reverse(c.len()));
                compile(&format!("(?i:{})", cues.iter().map(|c| regex::escape(c)).collect::<Vec<_>>().join("|")))
            },
        };
        date.birth_only_gates = date.birth_only.iter().map(crate::prefilter::relaxed).collect();
        date
    }
}

impl Default for DateRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// Days in `month` (1–12) of `year`; February has 29 when the year is unknown or leap.
fn days_in_month(month: u32, year: Option<u32>) -> u32 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 => match year {
            Some(y) if !(y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) => 28,
            _ => 29,
        },
        _ => 31,
    }
}

fn valid(day: u32, month: u32, year: Option<u32>) -> bool {
    (1..=12).contains(&month) && day >= 1 && day <= days_in_month(month, year)
}

/// A four-digit year in range, a two-digit year as given (with an assumed century for the leap check), or the
/// value of a spoken year.
fn parse_year(s: &str) -> Option<u32> {
    let digits = s.trim_start_matches(['\'', '’']);
    if digits.len() == 2 && digits.bytes().all(|b| b.is_ascii_digit()) {
        return digits.parse::<u32>().ok().map(|y| 2000 + y);
    }
    if digits.len() == 4 && digits.bytes().all(|b| b.is_ascii_digit()) {
        return digits.parse().ok().filter(|y| (1900..=2099).contains(y));
    }
    spoken_year(s).or_else(|| spoken_short_year(s))
}

/// The largest char boundary of `text` at or below `at`.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The last `n` whitespace-separated words before byte `at` (looking back at most 100 bytes), as one slice.
fn words_before(text: &str, at: usize, n: usize) -> &str {
    let from = floor_boundary(text, at.saturating_sub(100));
    let window = &text[from..at];
    let mut start = window.len();
    let mut seen = 0;
    let mut in_word = false;
    for (i, c) in window.char_indices().rev() {
        if c.is_whitespace() {
            if in_word {
                seen += 1;
                in_word = false;
                if seen == n {
                    break;
                }
            }
        } else {
            in_word = true;
            start = i;
        }
    }
    &window[start..]
}

/// True when `cue` (lower case) occurs in `hay` (lower case) as whole words: no letter or digit touches it from
/// outside. A cue that begins or ends with punctuation, or is written in a script without spaces, needs no boundary
/// on that side.
fn has_whole_word(hay: &str, cue: &str) -> bool {
    let word = |c: char| c.is_alphanumeric();
    let cjk = cue.chars().all(|c| c as u32 >= 0x3000);
    hay.match_indices(cue).any(|(i, _)| {
        let before_ok = cjk || !cue.starts_with(word) || !super::char_before(hay, i).is_some_and(word);
        let after_ok = cjk || !cue.ends_with(word) || !super::char_at(hay, i + cue.len()).is_some_and(word);
        before_ok && after_ok
    })
}

/// The line before the one holding byte `at` (at most 200 bytes of it), when the text on `at`'s own line before
/// it is short (a speaker label, a timestamp): an answer to a question asked on the previous line.
fn previous_line(text: &str, at: usize) -> &str {
    // Every scan is bounded so that many dates on one long line stay linear.
    let from = floor_boundary(text, at.saturating_sub(120));
    let Some(nl) = text[from..at].rfind('\n') else { return "" };
    let line_start = from + nl + 1;
    if text[line_start..at].split_whitespace().count() > 8 {
        return "";
    }
    let mut prev = text[..line_start - 1].trim_end_matches('\r');
    // Subtitle scaffolding between the question and its answer (a timing line, with the blank line and cue number
    // around it) is skipped: up to four lines. A blank line alone is a paragraph break: the line before it is not
    // read ("born in 1965.\n\nOn 6 February 1993 …").
    let mut timing = false;
    for skipped in 0..5 {
        let prev_from = floor_boundary(prev, prev.len().saturating_sub(200));
        let prev_start = prev[prev_from..].rfind('\n').map_or(prev_from, |i| prev_from + i + 1);
        let line = &prev[prev_start..];
        let t = line.trim();
        timing |= t.contains("-->");
        let scaffolding = t.is_empty() || t.contains("-->") || t.bytes().all(|b| b.is_ascii_digit());
        if !scaffolding || prev_start == 0 {
            return if skipped == 0 || timing { line } else { "" };
        }
        prev = prev[..prev_start - 1].trim_end_matches('\r');
    }
    ""
}

/// True when a birth cue stands in the few words before byte `at`, or on the previous line when the date answers it.
/// A cue does not reach past another date: with `after` (the end of the date before, 0 if none; timestamps do not
/// count) inside the window, only the text after it is read ("DOB: 14/3/1962. Released 2025-06-01" has one birth
/// date), and a question on the previous line is not read past a date on that line.
fn birth_cue_before(text: &str, at: usize, after: usize) -> bool {
    let window = words_before(text, at, 5);
    let window_start = at - window.len();
    let window = if after > window_start && after <= at { &text[after..at] } else { window }.to_lowercase();
    let previous = previous_line(text, at);
    // `previous` is a slice of `text` when it is not empty: its offset says whether the date before is on it.
    let previous_start = (previous.as_ptr() as usize).wrapping_sub(text.as_ptr() as usize);
    let reached = !previous.is_empty() && after > previous_start && after <= previous_start + previous.len();
    let previous = if reached { String::new() } else { previous.to_lowercase() };
    if BIRTH_CUES.iter().any(|cue| has_whole_word(&window, cue) || has_whole_word(&previous, cue)) {
        return true;
    }
    let last = words_before(text, at, 1).to_lowercase();
    let last = last.trim().trim_start_matches(['(', '[', '"', '“']).trim_end_matches([':', ',', '-', '–']);
    NEAR_BIRTH_CUES.contains(&last)
}

/// True when a birth word of [`BIRTH_CUES_AFTER`] is among the three words after byte `end`.
fn birth_cue_after(text: &str, end: usize) -> bool {
    let to = floor_boundary(text, (end + 60).min(text.len()));
    text[end..to]
        .split_whitespace()
        .take(3)
        .any(|w| BIRTH_CUES_AFTER.contains(&w.trim_end_matches([',', '.', ';', ')']).to_lowercase().as_str())
            || BIRTH_CUES_AFTER.contains(&w.trim_end_matches([',', ';', ')']).to_lowercase().as_str()))
}

/// True when the birth date that ends at `after` is said again, or corrected, right before `at`: only brackets,
/// punctuation and words of restating or correcting between ("born 3/14/62, that's March 14th 1962", "DOB
/// 14/03/1962, sorry, 14/03/1963", "14.03.1962 (14 March 1962)"); "born 1/2/1960, admitted 3/4/2020" is two events.
fn restated_birth(text: &str, after: usize, at: usize) -> bool {
    const RESTATING: &[&str] = &[
        "sorry", "i", "mean", "that's", "thats", "that", "is", "it's", "its", "or", "no", "actually", "so", "ie",
        "i.e", "meaning", "correction", "pardon", "rather", "make", "it", "oh", "um", "uh", "wait", "sorry,", "nope",
        "perdón", "pardon", "entschuldigung", "also", "bzw", "c'est", "soit", "dh", "d.h",
    ];
    let gap = &text[after..at];
    at - after <= 40
        && !gap.contains('\n')
        && gap
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
            .all(|w| w.is_empty() || RESTATING.contains(&w.as_str()))
}

/// True when `word` is a version string (`v2.14.3`, `3.10.2.7`, `v2025.06.01`) or a commit hash (`f6e511eec`): a
/// date next to one is a release date or a build tag.
fn looks_like_version(word: &str) -> bool {
    let w = word.trim_matches(|c: char| !c.is_alphanumeric());
    let digits = w.strip_prefix(['v', 'V']).unwrap_or(w);
    let parts: Vec<&str> = digits.split('.').collect();
    // Three or more numeric parts, none a four-digit year unless there are four parts (`01.02.2025` is a date).
    let dotted = parts.len() >= 3
        && parts.iter().all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
        && (parts.len() >= 4 || parts.iter().all(|p| p.len() <= 3));
    let tagged = w.starts_with(['v', 'V']) && digits.starts_with(|c: char| c.is_ascii_digit()) && digits.contains('.');
    let hash = (7..=40).contains(&w.len())
        && w.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        && w.bytes().any(|b| b.is_ascii_digit())
        && w.bytes().any(|b| b.is_ascii_alphabetic());
    dotted || tagged || hash
}

/// True when one of the two words before byte `at` marks a version or build tag, or is a version itself.
fn version_cue_before(text: &str, at: usize) -> bool {
    words_before(text, at, 2).split_whitespace().any(|w| {
        let lower = w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
        VERSION_CUES.contains(&lower.as_str()) || looks_like_version(w)
    })
}

/// True when the word right after byte `end` marks a version or build tag (`the 6.12.2025 build`).
fn version_cue_after(text: &str, end: usize) -> bool {
    let rest = &text[end..floor_boundary(text, end + 40)];
    rest.split_whitespace().next().is_some_and(|w| {
        let lower = w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
        VERSION_CUES.contains(&lower.as_str()) || looks_like_version(w)
    })
}

/// True when a system-event word stands among the five words before byte `at` (`updated 01.09.2025`).
fn system_event_before(text: &str, at: usize) -> bool {
    words_before(text, at, 5).split_whitespace().any(|w| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
        SYSTEM_EVENT_CUES.contains(&w.as_str())
    })
}

/// True when the date ending at `end` closes the first line of the text: a document header
/// (`Rabobank chat – gesprek 2025-02-18`).
fn ends_first_line(text: &str, first_newline: Option<usize>, start: usize, end: usize) -> bool {
    let rest = text[end..].trim_start_matches([' ', '\t', '\r']);
    rest.starts_with('\n') && first_newline.is_some_and(|nl| start < nl)
}

/// True when the numeric match `start..end` is one link of a longer chain of numbers (`10.1.12.25`, `3.10.2.7`,
/// `+33 1 11 06 1985`), or carries a version suffix (`2025.06.01-rc1`, `6.12.2025+build`).
fn in_number_chain(text: &str, start: usize, end: usize, spaced: bool) -> bool {
    let b = text.as_bytes();
    let digit_at = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    let sep = |c: u8| matches!(c, b'.' | b'/' | b'-' | b':' | b',') || (spaced && c == b' ');
    if start >= 2 && sep(b[start - 1]) && digit_at(start - 2) {
        return true;
    }
    if end < b.len() && sep(b[end]) && digit_at(end + 1) {
        return true;
    }
    end + 1 < b.len() && matches!(b[end], b'-' | b'+' | b'_') && b[end + 1].is_ascii_alphabetic()
}

/// True when a clock time (`10:32`) follows the date, after a space, a comma or a `T`.
fn followed_by_time(text: &str, end: usize) -> bool {
    let mut rest = &text.as_bytes()[end..];
    if rest.first() == Some(&b',') {
        rest = &rest[1..];
    }
    let rest = match rest.first() {
        Some(b' ') | Some(b'\t') => &rest[1..],
        _ => return false,
    };
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    (1..=2).contains(&digits) && rest.get(digits) == Some(&b':') && rest.get(digits + 1).is_some_and(u8::is_ascii_digit)
}

/// A date found before the birth-cue and overlap steps: its span, score and rule.
struct Candidate {
    span: Span,
    score: f32,
    rule: &'static str,
}

impl DateRecognizer {
    fn numeric(&self, text: &str, out: &mut Vec<Candidate>, rejected: &mut Vec<Finding>) {
        for c in self.numeric.captures_iter(text) {
            let whole = c.get(0).expect("group 0");
            let (start, end) = (whole.start(), whole.end());
            if !super::is_isolated(text, start, end) || c["s1"] != c["s2"] || in_number_chain(text, start, end, &c["s1"] == " ") {
                continue;
            }
            let (a, b, cc) = (&c["a"], &c["b"], &c["c"]);
            let n = |s: &str| s.parse::<u32>().unwrap_or(0);
            let sep = &c["s1"];
            let dotted = sep.starts_with('.');
            let (ok, ambiguous) = if a.len() == 4 {
                // Year first: y-m-d, day and month one or two digits (two each when separated by spaces).
                let y = parse_year(a);
                let spaced_ok = sep != " " || (b.len() == 2 && cc.len() == 2);
                (y.is_some() && cc.len() <= 2 && spaced_ok && valid(n(cc), n(b), y), dotted)
            } else if a.len() <= 2 && (cc.len() == 4 || (cc.len() == 2 && sep != " ")) {
                let y = parse_year(cc);
                let either = valid(n(a), n(b), y) || valid(n(b), n(a), y);
                (y.is_some() && either, dotted && cc.len() == 2)
            } else {
                (false, false)
            };
            if !ok {
                continue;
            }
            let span = Span::new(start, end);
            if version_cue_before(text, start) {
                rejected.push(Finding::new(span, Label::Date, 0.0, "date/build-tag").validated(Validation::Rejected));
                continue;
            }
            if version_cue_after(text, end) {
                rejected.push(Finding::new(span, Label::Date, 0.0, "date/build-tag").validated(Validation::Rejected));
                continue;
            }
            let (score, rule) = if ambiguous {
                (score::AMBIGUOUS, "date/numeric-ambiguous")
            } else {
                (score::DATE, "date/numeric")
            };
            out.push(Candidate { span, score, rule });
        }
    }

    /// A bare day and month (`20/06`), both two digits, right after a date preposition (`by 20/06`).
    fn day_month(&self, text: &str, out: &mut Vec<Candidate>) {
        for c in self.day_month.captures_iter(text) {
            let whole = c.get(0).expect("group 0");
            let (start, end) = (whole.start(), whole.end());
            if !super::is_isolated(text, start, end) || in_number_chain(text, start, end, false) {
                continue;
            }
            let n = |s: &str| s.parse::<u32>().unwrap_or(0);
            let (a, b) = (n(&c["a"]), n(&c["b"]));
            let prev = words_before(text, start, 1).trim().to_lowercase();
            if (valid(a, b, None) || valid(b, a, None)) && DATE_PREPOSITIONS.contains(&prev.as_str()) {
                out.push(Candidate { span: Span::new(start, end), score: score::PARTIAL, rule: "date/day-month" });
            }
        }
    }

    /// A bare ordinal day (`the 12th`, `Thursday the ninth`) after a weekday or a date preposition, followed by
    /// the end of a clause rather than a noun.
    fn ordinal_day(&self, text: &str, out: &mut Vec<Candidate>) {
        for c in self.ordinal_day.captures_iter(text) {
            let whole = c.get(0).expect("group 0");
            let (start, end) = (whole.start(), whole.end());
            if !super::is_isolated(text, start, end) || !day_number(&c["d"]).is_some_and(|d| (1..=31).contains(&d)) {
                continue;
            }
            let prev = words_before(text, start, 1).trim().to_lowercase();
            if c.name("wd").is_none() && !DATE_PREPOSITIONS.contains(&prev.as_str()) {
                continue;
            }
            let rest = &text[end..floor_boundary(text, end + 30)];
            let next_ok = match rest.trim_start_matches([' ', '\t']).chars().next() {
                None => true,
                Some(ch) if !ch.is_alphanumeric() => true,
                Some(_) => rest.split_whitespace().next().is_some_and(|w| {
                    let w = w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
                    AFTER_ORDINAL_DAY.contains(&w.as_str())
                }),
            };
            if next_ok {
                out.push(Candidate { span: Span::new(start, end), score: score::PARTIAL, rule: "date/day" });
            }
        }
    }

    /// Day-month-year and month-day-year written with a month name (any supported language) or spoken.
    fn written(&self, re: &Regex, rule: &'static str, text: &str, out: &mut Vec<Candidate>) {
        for c in re.captures_iter(text) {
            let whole = c.get(0).expect("group 0");
            if !super::is_isolated(text, whole.start(), whole.end()) {
                continue;
            }
            let Some((month, abbreviation)) = month_number(&c["m"]) else { continue };
            let Some(day) = day_number(&c["d"]) else { continue };
            let year = match c.name("y") {
                Some(y) => match parse_year(y.as_str()) {
                    Some(y) => Some(y),
                    None => continue,
                },
                None => None,
            };
            if !valid(day, month, year) {
                continue;
            }
            let score = if year.is_some() {
                score::DATE
            } else if abbreviation || ambiguous_month_word(&c["m"]) {
                continue;
            } else {
                score::PARTIAL
            };
            let start = whole.start() + verb_like_weekday(whole.as_str());
            out.push(Candidate { span: Span::new(start, whole.end()), score, rule });
        }
    }

    fn month_year(&self, text: &str, out: &mut Vec<Candidate>) {
        for c in self.month_year.captures_iter(text) {
            let whole = c.get(0).expect("group 0");
            if !super::is_isolated(text, whole.start(), whole.end()) || ambiguous_month_word(&c["m"]) {
                continue;
            }
            if matches!(month_number(&c["m"]), Some((_, false))) && parse_year(&c["y"]).is_some() {
                out.push(Candidate { span: Span::new(whole.start(), whole.end()), score: score::PARTIAL, rule: "date/month-year" });
            }
        }
    }

    fn numbered(&self, text: &str, out: &mut Vec<Candidate>) {
        let num = |c: &Captures, g: &str| c.name(g).and_then(|m| m.as_str().parse::<u32>().ok());
        for c in self.cjk.captures_iter(text) {
            let whole = c.get(0).expect("group 0");
            if super::char_before(text, whole.start()).is_some_and(|ch| ch.is_ascii_alphanumeric()) {
                continue;
            }
            let y = num(&c, "y");
            if y.is_some_and(|y| !(1900..=2099).contains(&y)) {
                continue;
            }
            if let (Some(m), Some(d)) = (num(&c, "m"), num(&c, "d")) {
                if valid(d, m, y) {
                    let score = if y.is_some() { score::DATE } else { score::PARTIAL };
                    out.push(Candidate { span: Span::new(whole.start(), whole.end()), score, rule: "date/cjk" });
                }
            }
        }
        for c in self.vietnamese.captures_iter(text) {
            let whole = c.get(0).expect("group 0");
            if !super::is_isolated(text, whole.start(), whole.end()) {
                continue;
            }
            let y = c.name("y").map(|y| parse_year(y.as_str()));
            if y == Some(None) || (y.is_none() && c.name("ngay").is_none()) {
                continue;
            }
            let y = y.flatten();
            if let (Some(m), Some(d)) = (num(&c, "m"), num(&c, "d")) {
                if valid(d, m, y) {
                    let score = if y.is_some() { score::DATE } else { score::PARTIAL };
                    out.push(Candidate { span: Span::new(whole.start(), whole.end()), score, rule: "date/vietnamese" });
                }
            }
        }
        for c in self.vietnamese_month_year.captures_iter(text) {
            let whole = c.get(0).expect("group 0");
            let ok = num(&c, "m").is_some_and(|m| (1..=12).contains(&m)) && parse_year(&c["y"]).is_some();
            if ok && super::is_isolated(text, whole.start(), whole.end()) {
                out.push(Candidate { span: Span::new(whole.start(), whole.end()), score: score::PARTIAL, rule: "date/month-year" });
            }
        }
    }
}

impl DateRecognizer {
    /// Forms too loose to be dates on their own, trusted only after a birth cue ("DOB 14 Mar 62", "date of birth
    /// three fourteen sixty two", "born march fourteen nineteen sixty two", "the fourteenth of the third sixty two",
    /// "DOB 14031962"): each needs a valid day and month and a year, and [`birth_cue_before`].
    fn birth_only(&self, text: &str, out: &mut Vec<Candidate>) {
        // Only the text after a birth cue is read (the cue's own words and the next line: 400 bytes, a form may run
        // 300 more), so these loose patterns cost nothing on text without one. Of the cues trusted only right before
        // the date, "b." and "geb." open one; "b", "geb" and "sinh" alone do not.
        // (from, the last place a form may start)
        let mut windows: Vec<(usize, usize)> = Vec::new();
        for m in self.birth_cue.find_iter(text) {
            let (from, limit) = (m.end(), m.end() + 400);
            match windows.last_mut() {
                Some(last) if from <= last.1 => last.1 = limit,
                _ => windows.push((from, limit)),
            }
        }
        for (from, limit) in windows {
            self.birth_only_in(text, from, limit, out);
        }
    }

    /// The birth-only forms that start in `from..=limit`.
    fn birth_only_in(&self, text: &str, from: usize, limit: usize, out: &mut Vec<Candidate>) {
        let window = &text[from..floor_boundary(text, (limit + 300).min(text.len()))];
        let number = |s: &str| spoken_number(s).or_else(|| day_number(s)).or_else(|| foreign_number(s));
        for (re, gate) in self.birth_only.iter().zip(&self.birth_only_gates) {
            if gate.as_ref().is_some_and(|g| !g.is_match(window)) {
                continue;
            }
            for c in re.captures_iter(window) {
                let whole = c.get(0).expect("group 0");
                let (start, end) = (from + whole.start(), from + whole.end());
                if start > limit {
                    break;
                }
                if !super::is_isolated(text, start, end) || in_number_chain(text, start, end, true) {
                    continue;
                }
                // A year said as one tens word after a day and a month ("fourteen zero six ninety") is 19xx from 30 up.
                let tens = |s: &str| {
                    spoken_number(s).filter(|n| n % 10 == 0 && (20..=90).contains(n)).map(|n| if n >= 30 { 1900 + n } else { 2000 + n })
                };
                let year = |s: &str| {
                    parse_year(s).or_else(|| tens(s)).or_else(|| {
                        // "del setenta y ocho", "do oitenta e dois": a short year said in words is 19xx from 30 up.
                        foreign_number(s).map(|y| if (30..=99).contains(&y) { 1900 + y } else { y }).filter(|y| (1900..=2099).contains(y))
                    })
                };
                let Some(y) = year(&c["y"]) else { continue };
                let ok = if let Some(m) = c.name("m") {
                    let (Some((m, _)), Some(d)) = (month_number(m.as_str()), number(&c["d"])) else { continue };
                    valid(d, m, Some(y))
                } else if let Some(mo) = c.name("mo") {
                    let (Some(m), Some(d)) = (day_number(mo.as_str()), number(&c["d"])) else { continue };
                    valid(d, m, Some(y))
                } else {
                    let (Some(a), Some(b)) = (number(&c["a"]), number(&c["b"])) else { continue };
                    valid(a, b, Some(y)) || valid(b, a, Some(y))
                };
                if ok && birth_cue_before(text, start, 0) {
                    out.push(Candidate { span: Span::new(start, end), score: score::DATE, rule: "date/birth-form" });
                }
            }
        }
        for m in self.compact.find_iter(window) {
            let (start, end) = (from + m.start(), from + m.end());
            if start > limit {
                break;
            }
            if !super::is_free(text, start, end) || !birth_cue_before(text, start, 0) {
                continue;
            }
            let d = m.as_str().as_bytes();
            let n = |r: std::ops::Range<usize>| d[r].iter().fold(0u32, |n, &b| n * 10 + u32::from(b - b'0'));
            let (y4, y0) = (n(4..8), n(0..4));
            let ok = ((1900..=2099).contains(&y4) && (valid(n(0..2), n(2..4), Some(y4)) || valid(n(2..4), n(0..2), Some(y4))))
                || ((1900..=2099).contains(&y0) && valid(n(6..8), n(4..6), Some(y0)));
            if ok {
                out.push(Candidate { span: Span::new(start, end), score: score::DATE, rule: "date/birth-form" });
            }
        }
    }
}

/// The length of a lower-case weekday abbreviation that opens `s` and is more likely a word ("we sat 3 June",
/// "the sun 4 May"), with the spaces after it; 0 otherwise.
fn verb_like_weekday(s: &str) -> usize {
    let word: String = s.chars().take_while(|c| c.is_alphabetic()).collect();
    if !matches!(word.as_str(), "sat" | "sun" | "wed" | "mon") {
        return 0;
    }
    let rest = &s[word.len()..];
    word.len() + (rest.len() - rest.trim_start_matches([',', ' ', '\t']).len())
}

/// Month words that are also common lower-case words ("may", "march", "mars"): trusted without a year only when
/// capitalised, and never in the month-year form when lower case.
fn ambiguous_month_word(m: &str) -> bool {
    matches!(m, "may" | "march" | "mars" | "mai" | "mei")
}

impl Recognizer for DateRecognizer {
    fn name(&self) -> &'static str {
        "date"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let mut cands = Vec::new();
        self.numeric(text, &mut cands, out);
        self.day_month(text, &mut cands);
        self.ordinal_day(text, &mut cands);
        self.written(&self.dmy, "date/written", text, &mut cands);
        self.written(&self.mdy, "date/written", text, &mut cands);
        self.month_year(text, &mut cands);
        self.numbered(text, &mut cands);
        self.birth_only(text, &mut cands);
        // Keep the longest of nested candidates: earliest start first, longer first, drop what a kept one contains.
        crate::sort::sort_by(&mut cands, |x, y| x.span.start.cmp(&y.span.start).then(y.span.end.cmp(&x.span.end)));
        let mut last_end = 0;
        // The end of the date before, and whether it was a birth date.
        let mut last_birth = false;
        let mut clip_end = 0;
        let first_newline = text.find('\n');
        for c in cands {
            if c.span.end <= last_end {
                continue;
            }
            let after = if clip_end <= c.span.start { clip_end } else { 0 };
            let restated = last_birth && after > 0 && restated_birth(text, after, c.span.start);
            last_end = c.span.end;
            let (start, end) = (c.span.start, c.span.end);
            let (label, score, rule) = if followed_by_time(text, end) {
                // A date with a clock time is a log, chat or call-record timestamp, never a birth date.
                (Label::Date, score::TIMESTAMP, "date/timestamp")
            } else if restated || birth_cue_before(text, start, after) || birth_cue_after(text, end) {
                (Label::DateOfBirth, score::BIRTH, "date/birth")
            } else if ends_first_line(text, first_newline, start, end) {
                (Label::Date, score::TIMESTAMP, "date/header")
            } else if system_event_before(text, start) {
                (Label::Date, score::TIMESTAMP, "date/system-event")
            } else {
                (Label::Date, c.score, c.rule)
            };
            last_birth = label == Label::DateOfBirth;
            if rule != "date/timestamp" {
                clip_end = end;
            }
            out.push(Finding::new(c.span, label, score, rule));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kept (non-rejected) findings as (label, text, score).
    fn find(text: &str) -> Vec<(Label, &str, f32)> {
        static R: std::sync::OnceLock<DateRecognizer> = std::sync::OnceLock::new();
        let mut out = Vec::new();
        R.get_or_init(DateRecognizer::new).find(text, &mut out);
        out.iter().filter(|f| f.validation != Validation::Rejected).map(|f| (f.label, &text[f.span], f.score)).collect()
    }

    const POSITIVES: &[(&str, Label, &str)] = &[
        ("Meeting on 11/06/1985 at noon", Label::Date, "11/06/1985"),
        ("US style 6/11/85 works", Label::Date, "6/11/85"),
        ("ISO 1985-06-11.", Label::Date, "1985-06-11"),
        ("German 11.06.1985 and", Label::Date, "11.06.1985"),
        ("spaced 11. 06. 1985 ok", Label::Date, "11. 06. 1985"),
        ("spaces 11 06 1985 ok", Label::Date, "11 06 1985"),
        ("leap day 29/02/2024", Label::Date, "29/02/2024"),
        ("Signed June 11, 1985 in Ohio", Label::Date, "June 11, 1985"),
        ("Signed 11 June 1985.", Label::Date, "11 June 1985"),
        ("on the 11th of June 1985", Label::Date, "the 11th of June 1985"),
        ("on Jun 11 '85", Label::Date, "Jun 11 '85"),
        ("le 11 juin 1985", Label::Date, "11 juin 1985"),
        ("le 1er janvier 2001", Label::Date, "1er janvier 2001"),
        ("am 11. Juni 1985", Label::Date, "11. Juni 1985"),
        ("el 11 de junio de 1985", Label::Date, "11 de junio de 1985"),
        ("il 11 giugno 1985", Label::Date, "11 giugno 1985"),
        ("op 11 juni 1985", Label::Date, "11 juni 1985"),
        ("den 11 maj 1985", Label::Date, "11 maj 1985"),
        ("dated 11-Jun-1985.", Label::Date, "11-Jun-1985"),
        ("vào ngày 11 tháng 6 năm 1985", Label::Date, "ngày 11 tháng 6 năm 1985"),
        ("生于1985年6月11日。", Label::DateOfBirth, "1985年6月11日"),
        ("会议在1985年6月11日举行", Label::Date, "1985年6月11日"),
        ("1985년 6월 11일", Label::Date, "1985년 6월 11일"),
        ("it was the third of March nineteen eighty two", Label::Date, "the third of March nineteen eighty two"),
        ("it was March third, nineteen eighty-two.", Label::Date, "March third, nineteen eighty-two"),
        ("on the twenty-first of May two thousand and five", Label::Date, "the twenty-first of May two thousand and five"),
        ("we met in June 1985", Label::Date, "June 1985"),
        ("see you 4 July", Label::Date, "4 July"),
        ("wrapped 11 June\n1985 here", Label::Date, "11 June\n1985"),
        ("DOB: 11/06/1985", Label::DateOfBirth, "11/06/1985"),
        ("NIK 5171044512960003, lahir 5 Desember 1996", Label::DateOfBirth, "5 Desember 1996"),
        ("doğum tarihi 14 Kasım 1988", Label::DateOfBirth, "14 Kasım 1988"),
        ("syntynyt 3 maaliskuuta 1979", Label::DateOfBirth, "3 maaliskuuta 1979"),
        ("data nașterii 12 martie 1990", Label::DateOfBirth, "12 martie 1990"),
        ("narozena 7 května 1985", Label::DateOfBirth, "7 května 1985"),
        ("D.O.B. 1985-06-11", Label::DateOfBirth, "1985-06-11"),
        ("Date of birth: June 11, 1985", Label::DateOfBirth, "June 11, 1985"),
        ("she was born on the 3rd of March 1982", Label::DateOfBirth, "the 3rd of March 1982"),
        ("I was born March third, nineteen eighty-two", Label::DateOfBirth, "March third, nineteen eighty-two"),
        ("his birthday is 4 July", Label::DateOfBirth, "4 July"),
        ("Ada Lovelace (b. 10 December 1915)", Label::DateOfBirth, "10 December 1915"),
        ("Jean Dupont, né le 11 juin 1985", Label::DateOfBirth, "11 juin 1985"),
        ("Herr Weber, geboren am 11.06.1985", Label::DateOfBirth, "11.06.1985"),
        ("ACCT#: V0093318821\nDOB: 08/19/1961   AGE: 63", Label::DateOfBirth, "08/19/1961"),
        ("Fecha de nacimiento: 11 de junio de 1985", Label::DateOfBirth, "11 de junio de 1985"),
        ("DNI/NIE: 68276761-L Fecha nac.: 30-06-1969 Dirección", Label::DateOfBirth, "30-06-1969"),
        ("Data nasc.: 12/04/1971", Label::DateOfBirth, "12/04/1971"),
        ("Ngày sinh: 11/06/1985", Label::DateOfBirth, "11/06/1985"),
        ("sinh ngày 11 tháng 6 năm 1985", Label::DateOfBirth, "ngày 11 tháng 6 năm 1985"),
        ("Data di nascita 11 giugno 1985", Label::DateOfBirth, "11 giugno 1985"),
        ("Nata a Milano il 1° gennaio 1988", Label::DateOfBirth, "1° gennaio 1988"),
        ("Agent: And your date of birth?\nCaller: May 2, 1990", Label::DateOfBirth, "May 2, 1990"),
        ("Urodzona 14 marca 1990 r.", Label::DateOfBirth, "14 marca 1990"),
        ("it's the fourteenth of february eighty nine", Label::Date, "the fourteenth of february eighty nine"),
        ("can you come Thursday the ninth at ten", Label::Date, "Thursday the ninth"),
        ("booked on the 12th, thanks", Label::Date, "the 12th"),
        ("trước ngày 20/06 giúp em", Label::Date, "20/06"),
        ("el jueves 22 de mayo", Label::Date, "jueves 22 de mayo"),
        ("on Monday, June 11, 1985", Label::Date, "Monday, June 11, 1985"),
        ("staying 12-15 April", Label::Date, "12-15 April"),
        ("we sat 3 June 2024 exams", Label::Date, "3 June 2024"),
        ("Sat 3 June 2024 exams", Label::Date, "Sat 3 June 2024"),
        ("到货11月13日", Label::Date, "11月13日"),
        ("出生日期：1985年6月11日", Label::DateOfBirth, "1985年6月11日"),
        // Forms trusted only after a birth cue.
        ("birthday is march fourteen nineteen sixty two ok", Label::DateOfBirth, "march fourteen nineteen sixty two"),
        ("date of birth three fourteen sixty two ok", Label::DateOfBirth, "three fourteen sixty two"),
        ("date of birth oh three fourteen nineteen sixty two", Label::DateOfBirth, "oh three fourteen nineteen sixty two"),
        ("date of birth is the fourteenth of the third sixty two", Label::DateOfBirth, "the fourteenth of the third sixty two"),
        ("born twenty third of the ninth sixty seven", Label::DateOfBirth, "twenty third of the ninth sixty seven"),
        ("DOB 14 Mar 62, thanks", Label::DateOfBirth, "14 Mar 62"),
        ("DOB: 14031962", Label::DateOfBirth, "14031962"),
        ("Fecha de nac.: 03/05/1979", Label::DateOfBirth, "03/05/1979"),
        ("data e lindjes 12.03.1985", Label::DateOfBirth, "12.03.1985"),
        ("eli 4.2.1997 syntynyt", Label::DateOfBirth, "4.2.1997"),
        ("תאריך לידה: 12/03/1985", Label::DateOfBirth, "12/03/1985"),
        ("dátum narodenia: 7. 4. 1988", Label::DateOfBirth, "7. 4. 1988"),
        ("geb. 19620314 in Köln", Label::DateOfBirth, "19620314"),
        ("she was born fourteen march nineteen sixty two", Label::DateOfBirth, "fourteen march nineteen sixty two"),
        ("DOB 3 14 62", Label::DateOfBirth, "3 14 62"),
        ("the record shows date of birth fourteen zero six ninety that is", Label::DateOfBirth, "fourteen zero six ninety"),
        ("Ich bin am 17.06.1984 geboren, Jannik", Label::DateOfBirth, "17.06.1984"),
        ("Nació el veintisiete de mayo del dos mil dieciséis.", Label::DateOfBirth, "veintisiete de mayo del dos mil dieciséis"),
        ("5\n00:00:20.000 --> 00:00:24.000\nAnd your date of birth?\n\n6\n00:00:24.500 --> 00:00:27.000\nYep, 22/10/79.", Label::DateOfBirth, "22/10/79"),
        ("The applicant was born in 1965. He is currently detained in the prison.\n\nOn 6 February 1993 the applicant", Label::Date, "6 February 1993"),
        ("Fecha de nacimiento? Cliente: once de junio de mil novecientos ochenta y cinco.", Label::DateOfBirth, "once de junio de mil novecientos ochenta y cinco"),
        ("DNI y fecha de nacimiento (cuatro de marzo del sesenta y siete). OK", Label::DateOfBirth, "cuatro de marzo del sesenta y siete"),
        ("Geburtsdatum bitte? Patient: der dritte Oktober neunzehnhundertzweiundfünfzig, also", Label::DateOfBirth, "der dritte Oktober neunzehnhundertzweiundfünfzig"),
        ("geboren am vierzehnten März neunzehnhundertzweiundsechzig", Label::DateOfBirth, "vierzehnten März neunzehnhundertzweiundsechzig"),
        ("née le quatorze mars mille neuf cent soixante-deux", Label::DateOfBirth, "quatorze mars mille neuf cent soixante-deux"),
        ("nata il quattordici marzo millenovecentosessantadue", Label::DateOfBirth, "quattordici marzo millenovecentosessantadue"),
        ("data de nascimento catorze de março de mil novecentos e sessenta e dois", Label::DateOfBirth, "catorze de março de mil novecentos e sessenta e dois"),
    ];

    const NEGATIVES: &[&str] = &[
        "Deployed build 6.12.2025 to staging.",
        "Tagged v2025.06.01 yesterday.",
        "See release 2025.06.01 notes.",
        "Upgrade to version 6.12.2025 now.",
        "Image 2025.06.01-rc1 is out.",
        "Started at 10:32:11 sharp.",
        "00:01:23,456 --> 00:01:25,000",
        "Server 10.1.12.25 and 192.168.1.10 rebooted.",
        "Build 3.10.2.7 fixed it.",
        "Call 415-555-0132 or +84 904 879 900.",
        "Pi is 3.14 and the score was 3-1.",
        "Add 1/2 cup, then 11/06 more.",
        "It happened in 2019, or 2019-2020.",
        "Pages 10-12 and 1985-1990.",
        "Not a date: 31/02/1985, 13/13/1985, 00/06/1985, 1985-13-01.",
        "Out of range 11/06/1850 and 2150-06-11.",
        "Timestamp 2024-10-15T10:32:11Z logged.",
        "you may 5 times try; we march 3 miles",
        "Compact 19850611 is not matched.",
        "Order 12 06 19856 shipped.",
        "on the 12th floor",
        "Add 3/4 cup, then 20/06 more.",
        "the 6.12.2025 build is out",
        "3.10.2.7 — 2025-11-18\n  * Fix: DHCP",
        "  2025-06-01  v2025.06.01  added a field",
        "rustc 1.82.0 (f6e511eec 2024-10-15)",
        // Birth-only forms without a birth cue are nothing.
        "order three fourteen sixty two",
        "call me march fourteen nineteen sixty two",
        "Order 14031962 shipped",
        "the 14 Mar 62 batch",
        "room 3 14 62",
        "the fourteenth of the third sixty two",
        "llegó el once de junio de mil novecientos ochenta y cinco",
        "am dritten Oktober neunzehnhundertzweiundfünfzig eröffnet",
    ];

    #[test]
    fn a_birth_cue_does_not_reach_past_another_date() {
        let text = "Patient DOB:14/3/1962 Released 2025-06-01 by the ward";
        assert_eq!(find(text).iter().map(|f| (f.0, f.1)).collect::<Vec<_>>(), vec![
            (Label::DateOfBirth, "14/3/1962"),
            (Label::Date, "2025-06-01"),
        ]);
        // A birth date said again or corrected right after is a birth date too.
        let text = "DOB 14/03/1962, sorry, 14/03/1963";
        assert_eq!(find(text).iter().map(|f| f.0).collect::<Vec<_>>(), vec![Label::DateOfBirth, Label::DateOfBirth]);
        // Two dates in a row after one cue: the second is not a birth date ("born 1/2/1960, admitted 3/4/2020").
        let text = "born 01/02/1960, admitted on 03/04/2020";
        assert_eq!(find(text).iter().map(|f| f.0).collect::<Vec<_>>(), vec![Label::DateOfBirth, Label::Date]);
    }

    #[test]
    fn table() {
        use crate::test_table::{check_negatives, check_positives, check_size};
        check_size("date", POSITIVES.len(), NEGATIVES.len(), 10);
        let rows: Vec<(&str, Vec<(Label, &str)>)> = POSITIVES.iter().map(|&(t, l, want)| (t, vec![(l, want)])).collect();
        check_positives(&rows, |t| find(t).into_iter().map(|f| (f.0, f.1)).collect::<Vec<_>>());
        check_negatives(NEGATIVES, find);
    }

    #[test]
    fn scores() {
        assert_eq!(find("DOB 11/06/1985")[0].2, score::BIRTH);
        assert_eq!(find("on 11/06/1985")[0].2, score::DATE);
        assert_eq!(find("on 11 June")[0].2, score::PARTIAL);
        assert_eq!(find("Python 3.10.12 is out")[0].2, score::AMBIGUOUS);
        assert_eq!(find("2024-10-15 10:32:11 INFO started")[0].2, score::TIMESTAMP);
        assert_eq!(find("[12/03/2025, 10:02] Aisha: hi")[0].2, score::TIMESTAMP);
        assert_eq!(find("Call start 2025-04-02 10:15:44 EDT")[0].2, score::TIMESTAMP);
        assert_eq!(find("Chat export 2025-02-18\nhello")[0].2, score::TIMESTAMP);
        assert_eq!(find("Version 2.3, updated 01.09.2025.")[0].2, score::TIMESTAMP);
        const { assert!(score::DATE < crate::finding::score::DEFAULT_THRESHOLD) };
    }

    #[test]
    fn build_tags_are_rejected_candidates() {
        let mut out = Vec::new();
        DateRecognizer::new().find("build 6.12.2025", &mut out);
        assert_eq!(out.len(), 1);
        assert_eq!((out[0].validation, out[0].rule.as_ref()), (Validation::Rejected, "date/build-tag"));
    }

    #[test]
    fn a_date_next_to_a_date_is_no_version() {
        let got: Vec<&str> = find("from 01.02.2025 to 03.02.2025").iter().map(|f| f.1).collect();
        assert_eq!(got, ["01.02.2025", "03.02.2025"]);
    }

    #[test]
    fn cue_is_whole_word() {
        assert_eq!(find("unborn 11/06/1985")[0].0, Label::Date);
        assert_eq!(find("Bob. 11/06/1985")[0].0, Label::Date);
        assert_eq!(find("Reborn on 11/06/1985")[0].0, Label::Date);
    }
}
