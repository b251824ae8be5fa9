//! ADDRESS in lower-case text: speech-to-text output and hurried chat ("forty one cedar grove", "i live at 42 smith
//! street fitzroy victoria 3065").
//!
//! The capitalised-address recognizer ([`super::AddressRecognizer`]) leans on capital letters to tell a place from
//! prose; ASR output has none. This one anchors on a house number, one to four lower-case words and a street-type
//! word ("street", "road", "avenue", "grove", "close", …), optionally after a unit ("unit 5", "flat 4", "blk 218",
//! "flat number 204"). It runs on the shadow text too, so spoken house numbers ("forty one", "fourteen twenty two")
//! arrive as digits. The span then extends over the rest of the line or turn when that rest is short (ten tokens at
//! most) and holds only place words and numbers — the locality, region and postcode said without commas ("denver
//! colorado 80210", "ballincollig county cork") — or, failing that, up to the last postcode-like number in it.
//!
//! Also: a house number and "the" with an estate name ("nine the paddocks", "41 the crescent"), kept without a
//! street word only when a locality follows; post boxes ("p o box eleven eighty seven", "po box 1187") with a
//! locality after them; a postcode said letter by letter in the tail ("l s six four a b", "l e twelve eight j x");
//! a speaker label ("agent:") ends the tail. A match refused for a function word is retried from its next word
//! ("the new one is plot seventeen admiralty way").
//!
//! Scores: 0.8 with a tail (`address/spoken-full`), 0.6 for the street alone (`address/spoken-street`).
//!
//! Deliberately not matched: capitalised addresses (the other recognizer's), a number and a street word with a
//! function or measure word between them ("3 blocks down the road", "2 more days on the way", "10 minutes up the
//! lane"), and a street name without a house number ("on station road").

use regex::Regex;

use crate::{Finding, Label, Recognizer, Span};

/// Words that cannot stand between a house number and its street-type word.
const NOT_A_NAME: &[&str] = &[
    "the", "a", "an", "of", "on", "in", "at", "to", "for", "from", "by", "my", "our", "your", "his", "her", "their",
    "this", "that", "down", "up", "more", "less", "and", "or", "but", "is", "was", "are", "it", "its", "minutes",
    "minute", "hours", "hour", "days", "day", "weeks", "week", "months", "month", "years", "year", "times", "miles",
    "mile", "km", "kilometres", "kilometers", "blocks", "block", "items", "people", "percent", "dollars", "euros",
    "pounds", "bucks", "cars", "kids", "other", "different", "lanes", "roads", "streets", "ways", "x", "per", "past",
    "off", "across", "along", "onto", "into", "over", "via", "than", "then", "only", "just", "took", "take", "takes",
    "taking", "taken",
];

/// Number words a house number is said with.
const SPOKEN: &[&str] = &[
    "zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty",
    "fifty", "sixty", "seventy", "eighty", "ninety", "hundred",
];

/// Street-type words (an estate name after "the" without one needs a locality after it).
const STREET_WORDS: &[&str] = &[
    "street", "st", "road", "rd", "avenue", "ave", "lane", "ln", "drive", "boulevard", "blvd", "way", "court", "ct",
    "place", "terrace", "crescent", "close", "highway", "hwy", "grove", "gardens", "walk", "parade", "parkway",
    "circle", "trail", "row", "square", "mews", "cross", "layout", "nagar", "marg", "view", "rise", "heights",
];

/// Words that end the tail: prose resumes.
const TAIL_STOP: &[&str] = &[
    "i", "i'm", "im", "you", "he", "she", "we", "they", "it", "it's", "its", "is", "was", "are", "and", "but", "so",
    "that", "this", "yes", "yeah", "no", "ok", "okay", "please", "thanks", "thank", "for", "to", "with", "from", "my",
    "your", "if", "can", "could", "would", "will", "do", "did", "have", "has", "had", "since", "before", "after",
    "when", "where", "what", "which", "who", "there", "here", "now", "then", "just", "right", "correct", "sorry",
    "um", "uh", "er", "like", "on", "at", "in", "the", "a", "an", "of", "about", "also", "or", "because", "i'll",
    "i've", "i'd", "we're", "you're", "be", "been", "being", "not",
];

/// Finds lower-case and spoken street addresses.
pub struct AddressSpokenRecognizer {
    core: Regex,
    /// `p o box eleven eighty seven`, `po box 1187`: kept only with a tail (a locality or postcode after it).
    post_box: Regex,
}

impl AddressSpokenRecognizer {
    /// Compiles the pattern.
    pub fn new() -> AddressSpokenRecognizer {
        let unit = r"(?:(?:unit|flat|apt|apartment|suite|blk|block|plot|house|door|villa|number)(?:[ \t]+(?:number|no\.?))?[ \t]+(?:[0-9]{1,5}[a-z]?(?:[ \t]*(?:-|dash|hash|#)[ \t]*[0-9]{1,5})*,?[ \t]+)?)?";
        let street = r"(?:street|st|road|rd|avenue|ave|lane|ln|drive|boulevard|blvd|way|court|ct|place|terrace|crescent|close|highway|hwy|grove|gardens|walk|parade|parkway|circle|trail|row|square|mews|cross|layout|nagar|marg|view|rise|heights|drive|crescent)";
        let spoken = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)";
        let estate = r"(?:paddocks|meadows|orchard|maltings|green|willows|spinney|chase|quay|wharf|park|hill|vale|beeches|limes|laurels|elms|oaks|pines|coppice|glebe|crofts?)";
        let word = r"(?:[a-z][a-z'’\-]*|[0-9]{1,3}(?:st|nd|rd|th))";
        // Street words that name a street alone after "the" ("41 the crescent"); "the way", "the place", "the row"
        // are ordinary phrases ("door one, the way they do it here").
        let named = r"(?:crescent|close|mews|parade|drive|terrace|avenue|grove|gardens|square|heights|boulevard|lane)";
        let number = format!(r"(?:[0-9]{{1,5}}[a-z]?|(?:{spoken}[ \t\-]+){{0,3}}{spoken})");
        let core = format!(
            r"(?-u:\b){unit}{number},?[ \t]+(?:the[ \t]+(?:(?:{word}[ \t]+){{1,2}}{street}|(?:{word}[ \t]+){{0,2}}{estate}|{named})|(?:{word}[ \t]+){{1,4}}{street})(?-u:\b)"
        );
        let post_box = format!(
            r"(?-u:\b)(?:p[ \t]*\.?[ \t]*o[ \t]*\.?[ \t]*box|post[ \t]+office[ \t]+box|(?:r[ \t]*\.?[ \t]*r\.?|rural[ \t]+route)[ \t]+{number}[ \t]+box)(?:[ \t]+(?:number|no\.?))?[ \t]+{number}(?-u:\b)"
        );
        AddressSpokenRecognizer {
            core: Regex::new(&core).expect("spoken address pattern compiles"),
            post_box: Regex::new(&post_box).expect("spoken post box pattern compiles"),
        }
    }
}

impl Default for AddressSpokenRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// The end of the tail after `end`: the locality, region and postcode said after the street, if any.
fn tail(text: &str, end: usize) -> Option<usize> {
    let line_end = text[end..].find(['\n', '.', '?', '!', ';']).map_or(text.len(), |i| end + i);
    let rest = &text[end..line_end];
    let mut pos = end;
    let mut last_number: Option<usize> = None;
    let mut tokens = 0;
    let mut last_end = end;
    // Inside a postcode said letter by letter and digit by digit ("l s six four a b"): "a" is a letter there.
    let mut spelled = false;
    for tok in rest.split_inclusive([' ', '\t', ',']) {
        let word = tok.trim_end_matches([' ', '\t', ',']);
        let tstart = pos;
        pos += tok.len();
        if word.is_empty() {
            continue;
        }
        tokens += 1;
        let lower = word.to_lowercase();
        let letter = lower.chars().count() == 1 && lower.chars().all(|c| c.is_ascii_alphabetic());
        let in_spelling = spelled && (letter || SPOKEN.contains(&lower.as_str()));
        spelled = letter || (spelled && SPOKEN.contains(&lower.as_str()));
        if tokens > 14
            || (TAIL_STOP.contains(&lower.as_str()) && !in_spelling)
            || word.chars().any(|c| c.is_uppercase())
        {
            // Prose resumes: the place words said so far are the tail ("9 paddocks road quorn and i moved ...").
            return last_number.or((tokens > 1).then_some(last_end));
        }
        if in_spelling || (word.bytes().all(|b| b.is_ascii_digit() || b == b'-') && word.bytes().filter(u8::is_ascii_digit).count() >= 3) {
            last_number = Some(tstart + word.len());
        } else if word.ends_with(':') && tokens > 1 {
            // "lagos agent: ok": a speaker label starts the next turn.
            return last_number.or(Some(last_end));
        } else if !word.chars().all(|c| c.is_alphanumeric() || c == '\'' || c == '’' || c == '-') {
            return last_number;
        }
        last_end = tstart + word.len();
    }
    // The whole rest of the line is place words and numbers: it is the address's tail.
    let trimmed = text[end..line_end].trim_end_matches([' ', '\t', ',']);
    (tokens > 0).then_some(end + trimmed.len())
}

impl Recognizer for AddressSpokenRecognizer {
    fn name(&self) -> &'static str {
        "address"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for m in self.post_box.find_iter(text) {
            if m.as_str().chars().any(char::is_uppercase)
                || super::char_before(text, m.start()).is_some_and(|c| c.is_alphanumeric())
            {
                continue;
            }
            if let Some(end) = tail(text, m.end()) {
                out.push(Finding::new(Span::new(m.start(), end), Label::Address, 0.8, "address/spoken-full"));
            }
        }
        let mut at = 0;
        let mut covered = 0;
        while let Some(m) = self.core.find_at(text, at) {
            // A rejected match is retried from its next word: "one is plot seventeen admiralty way" holds
            // "seventeen admiralty way".
            at = text[m.start()..].find([' ', '\t']).map_or(text.len(), |i| m.start() + i + 1);
            let value = m.as_str();
            if m.start() < covered || value.chars().any(char::is_uppercase) {
                continue;
            }
            // The words between the house number and the street type.
            let words: Vec<&str> = value.split([' ', '\t', ',']).filter(|w| !w.is_empty()).collect();
            let digit = |w: &&str| w.starts_with(|c: char| c.is_ascii_digit()) || SPOKEN.contains(w);
            let letter = |w: &&str| w.starts_with(|c: char| c.is_alphabetic()) && !SPOKEN.contains(w);
            let Some(num_at) = (0..words.len().saturating_sub(1)).find(|&i| digit(&words[i]) && letter(&words[i + 1])) else {
                continue;
            };
            // "14 the orchard ...": an estate name may start with "the" right after the number.
            let from = if words.get(num_at + 1) == Some(&"the") { num_at + 2 } else { num_at + 1 };
            let the = words.get(num_at + 1) == Some(&"the");
            let name = &words[from.min(words.len() - 1)..words.len() - 1];
            if (name.is_empty() && !the) || name.iter().any(|w| NOT_A_NAME.contains(w)) {
                continue;
            }
            // "the way", "the place", "the row" alone are ordinary phrases ("door one, the way they do it here").
            const ORDINARY: &[&str] = &["way", "place", "row", "walk", "cross", "view", "rise", "trail", "circle", "court", "st", "rd"];
            if the && name.is_empty() && ORDINARY.contains(&words[words.len() - 1]) {
                continue;
            }
            if super::char_before(text, m.start()).is_some_and(|c| c.is_alphanumeric() || c == '.' || c == ',') {
                continue;
            }
            let (end, sc, rule) = match tail(text, m.end()) {
                Some(e) => (e, 0.8, "address/spoken-full"),
                // "nine the paddocks": an estate name without a street word needs its locality after it.
                None if the && !STREET_WORDS.contains(&words[words.len() - 1]) => continue,
                None => (m.end(), 0.6, "address/spoken-street"),
            };
            covered = end;
            out.push(Finding::new(Span::new(m.start(), end), Label::Address, sc, rule));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::Address as A;
        check_table(
            &AddressSpokenRecognizer::new(),
            &[
                ("patient: 41 cedar grove", A, "41 cedar grove"),
                ("patient: forty one cedar grove", A, "forty one cedar grove"),
                ("it's 14 the orchard view ballincollig county cork", A, "14 the orchard view ballincollig county cork"),
                ("it's 1422 south pearl street denver colorado 80210\nagent: ok", A, "1422 south pearl street denver colorado 80210"),
                ("yeah unit 5 42 smith street fitzroy victoria 3065", A, "unit 5 42 smith street fitzroy victoria 3065"),
                ("i live at 9 paddocks road quorn and i moved in may", A, "9 paddocks road quorn"),
                ("send it to flat 4 22 ashby road loughborough", A, "flat 4 22 ashby road loughborough"),
                ("plot 17 admiralty way lekki phase 1 lagos", A, "plot 17 admiralty way lekki phase 1 lagos"),
                ("deliver to 12 marine parade, i'll be home", A, "12 marine parade"),
                ("address is 7 old mill lane. thanks", A, "7 old mill lane"),
                ("new place is 88 king william st adelaide 5000 since june", A, "88 king william st adelaide 5000"),
                ("blk 218 bedok north street 1 singapore 460218", A, "blk 218 bedok north street 1 singapore 460218"),
                ("flat number 204 sai residency 4th cross btm layout", A, "flat number 204 sai residency 4th cross btm layout"),
                ("caller: nine the paddocks quorn l e twelve eight j x agent: ok", A, "nine the paddocks quorn l e twelve eight j x"),
                ("the new one is plot seventeen admiralty way lekki phase one lagos agent: ok", A, "plot seventeen admiralty way lekki phase one lagos"),
                ("mail goes to p o box eleven eighty seven springfield illinois six two seven zero five\nok", A, "p o box eleven eighty seven springfield illinois six two seven zero five"),
                ("caller: flat two forty one the crescent salthill galway h91 x2k7\nagent: and", A, "flat two forty one the crescent salthill galway h91 x2k7"),
                ("caller: twelve albert road leeds l s six four a b\nagent: ok", A, "twelve albert road leeds l s six four a b"),
                ("the nearest is number seven admiralty way lekki phase one or the other", A, "number seven admiralty way lekki phase one"),
                ("yeah r r one box forty two b kermit tx seven nine seven four five but she's", A, "r r one box forty two b kermit tx seven nine seven four five"),
            ],
            &[
                "walk 3 blocks down the road",
                "it took 2 more days on the way",
                "about 10 minutes up the lane",
                "the pharmacy on station road",
                "1600 Pennsylvania Ave NW is capitalised",
                "version 2 of the road map",
                "we had 4 different ways to go",
                "there were 12 cars on the street",
                "order 4471 shipped to the warehouse",
                "build 6.12.2025 road test",
                "take exit 12 for the highway",
                "one more thing about the road",
                "we waited 20 minutes on the road",
                "we went 2 the park and had a picnic",
                "i live at 4 the green so come by",
                "po box is closed on sundays",
                "there's 3 of the willows left to plant",
                "it's flat two-stroke one, that's second floor, door one, the way they do it here",
                "the number one road safety tip",
                "r r is the code for the rural route list",
                "one renewal took place a day late",
            ],
        );
    }
}
