//! ADDRESS: postal addresses, whole: unit, house number, street, then the city, region and postcode parts after it.
//!
//! A street core is anchored on a street-type word with a house number next to it, in the order each country uses:
//! - number first, type last (US, UK, CA, AU, IE, IN, SG): `1600 Pennsylvania Ave NW`, `221B Baker Street`,
//!   `12 George St`, `Ang Mo Kio Avenue 10`, with a unit or floor before (`Apt 4B, 55 Elm St.`, `Flat 12, MG Road`,
//!   `3rd Floor, 18 Park Row`, `Blk 412 ...`);
//! - number, type, name (FR, CA-FR): `12 rue de la Paix`, `8, avenue d'Iéna`, `88 Rue Saint-Paul Ouest`;
//! - type, name, number (ES, IT, PT, BR, MX, BE, PL): `Calle Mayor 5`, `C/ de Fuencarral, 112`, `Via Roma 10`
//!   (the type word in lower case too, as it is written inside a sentence: `via Fratelli Bandiera 44`, `viale Monza
//!   212`, `calle del Ave María 8`, `corso Buenos Aires 9`),
//!   `Av. Insurgentes Sur 1602`, `Rua Harmonia, 1250`, `Rue de la Loi 155`, `ul. Długa 5`;
//! - a compound or separate street word, then the number (DE, AT, CH, NL, SE, NO, DK, KR): `Hauptstraße 5`,
//!   `Berliner Str. 12a`, `Am Mühlbach 7a`, `Keizersgracht 123`, `Storgatan 3`, `Thorvald Meyers gate 52B`,
//!   `Nørrebrogade 184`, `Teheran-ro 427`;
//! - post boxes: `PO Box 4471`, `Postfach 1234`, `Apartado de correos 12`, `Private Bag 9742`, `P.O. Box
//!   48213-00100`, rural routes `RR 2, Site 14, Box 9`;
//! - Hungarian `Ráday utca 27`, Korean number-first `45 Teheran-ro 10-gil`, Dutch particles and floor suffixes
//!   (`Van Woustraat 48-III`), Italian elisions (`Via dell'Indipendenza 44`), Brazilian `1.032` house numbers;
//! - a unit, optionally with a building name, right before any core is part of the address: `Appt 4B, `,
//!   `Flat No. 402, Sai Residency, `, `H.No. 7-1-214/3, `, `Room 803, Park Court Aoyama, `, `B-304, `; up to four
//!   units in a row and a building or residence name before them (`résidence Les Tilleuls, bâtiment C, appartement
//!   214, `, `căn hộ 1507, block A2, Vinhomes Central Park, `, `Tầng 8, tòa nhà Saigon Riverside, `, `Shop 4, `,
//!   `Stand 1432, Block L, `), and a care-of name first (`c/o Wöllner-Bauer, `, `c/o Lindqvist `);
//! - a UK house name (a word such as `Cottage`, `Farm`, `House`, `Lodge`, `Rectory`, or Welsh `Ty`/`Bryn`/`Plas`
//!   and a name) before a street without a number: `Rose Cottage, Church Lane, Little Snoring, Fakenham NR21 0AX`,
//!   `Ty Gwyn, Llanfair Road, Ruthin LL15 1BG`, kept only when a postcode (or a locality and another place) follows;
//! - a house number and capitalised words with no type word (`12 Nguyễn Huệ`, `3-7-1 Nishi-Shinjuku`,
//!   `3380 El Camino Real`), and a unit alone (`Flat 302`, `Blk 7 Lot 22`): kept only when a district part
//!   (`Quận 1`, `Phường 12`, `Shinjuku-ku`) or a part with a postcode and a place name follows.
//!
//! The span then extends over up to six following parts separated by a comma or a line break (or a space, when the
//! part holds a postcode or starts with a unit) that look like address parts: capitalised words in any script
//! (`Hồ Chí Minh`, `(Québec)`), region codes (`DC`, `NSW`, `D.C.`), postcodes (`20500`, `20500-0003`, `SW1A 2AA`,
//! `K1A 0B1`, `1015 CJ`, `D02 X285`, `560001`, `00-514`, `05435-001`), units (`Apt 215`, `#08-1123`, `3º izda.`,
//! `app. 406`, `scala B`, `lgh 1102`, `3. tv.`), district numbers (`Dublin 2`, `Quận 1`) and connectors (`de`, `-`).
//! It stops at a sentence end, a blank line (unless a subtitle cue header follows it: a value split across two cues
//! is one span), a new line after the postcode line, or prose (a part with an ordinary lower-case word: what came
//! before is kept when it ends with a postcode, or with a place after a leading postcode, or in a later part).
//!
//! Session 6 (families, not documents): a building, complex or neighbourhood part before the street is part of the
//! address (`Résidence Les Tilleuls, Bât. C, Esc. 2 14 rue …`, `Polígono Fuente del Jarro, C/ …`, `Osmanağa Mah.
//! Söğütlüçeşme Cad. No: 84`, `Office 1406, Tower B, …`, `Grandfort Shibakoen #704, …`, and the street before a post
//! box: `Mega Plaza, 4th Floor, Oginga Odinga Street, P.O. Box …`), see [`building_start`]; units of more languages
//! (`casa 4`, `Kamar 4`, `RT 002/RW 005`, `Daire 5`), a region after a spaced dash (`Belo Horizonte - MG`) and a
//! Nordic entrance letter (`Kungsgatan 81 B, 753 21 Uppsala`) continue it.
//!
//! Scores: 0.85 with a city, region or postcode part (`address/full`); 0.6 for the street core alone
//! (`address/street`); 0.45 for a core alone whose type word is also an ordinary word (`Way`, `Court`, `Place`,
//! `Via`, ...: `address/street-weak`, below the default threshold).
//!
//! Deliberately not matched: a street name without a house number (`Baker Street`, `Hauptstraße`), a city or
//! postcode alone (see the POSTCODE recognizer, which needs a cue), a number and capitalised words with no type word
//! and no district or postcode after them (`3 Big Dogs`, table rows like `9   OK`), lower-case and spoken addresses
//! ("four twenty two ashby road loughborough": they need the transcript normaliser and a place gazetteer), addresses
//! in scripts without spaces (`上海市徐汇区漕溪北路 88 号`), Gulf-style `Villa 14, Street 27b`, `BP 142` (blood
//! pressure, not boîte postale), and words that merely end like a street (`Brigade 5`, `Spring 2024`). A company's
//! public address is still an address: that is for the allow-list.

use regex::Regex;

use crate::{Finding, Label, Recognizer, Span};

/// The scores this recognizer reports.
pub mod score {
    /// A street core with a city, region or postcode part.
    pub const FULL: f32 = 0.85;
    /// A house number and street alone.
    pub const STREET: f32 = 0.6;
    /// A house number and street alone, with a type word that is also an ordinary word.
    pub const STREET_WEAK: f32 = 0.45;
}

/// Finds postal addresses.
pub struct AddressRecognizer {
    cores: Vec<(Regex, Core)>,
    /// A unit (and a building name) right before a street core: `Appt 4B, `, `Flat No. 402, Sai Residency, `,
    /// `H.No. 7-1-214/3, `, `Room 803, Park Court Aoyama, `; anchored at the end of the text before the core.
    unit_prefix: Regex,
    /// A postcode in a country's own shape and a place after it, right after a core (`, 28013 Madrid`,
    /// `, 00-001 Warszawa`, `, 1073 LN Amsterdam`, `, M5J 0B8`): vouches for a street name with no type word.
    strong_postcode: Regex,
}

/// The street-core shapes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Core {
    /// `221B Baker Street`, `Apt 4B, 55 Elm St.`, `3rd Floor, 18 Park Row`.
    NumberFirst,
    /// `12 rue de la Paix`.
    French,
    /// `Calle Mayor 5`, `Via Roma 10`, `ul. Długa 5`, `Rue de la Loi 155`.
    TypeFirst,
    /// `Hauptstraße 5`, `Berliner Str. 12`, `Am Mühlbach 7a`, `Thorvald Meyers gate 52B`, `Teheran-ro 427`.
    Compound,
    /// `PO Box 4471`, `Postfach 12 34`.
    PostBox,
    /// A house number and capitalised words with no type word (`12 Nguyễn Huệ`, `3380 El Camino Real`): kept only
    /// when a district part (`Quận 1`, `Shinjuku-ku`) or a postcode part follows.
    Bare,
    /// A house name and a street with no house number (`Rose Cottage, Church Lane`, `Ty Gwyn, Llanfair Road`): kept
    /// only when a postcode part, or a locality and another named part, follows.
    HouseName,
    /// A unit alone (`Flat 302`, `Blk 7 Lot 22`): kept only when a postcode part follows.
    UnitOnly,
    /// A street corner (`cnr Bram Fischer Drive and Hill Street`): kept with a unit or building before it, a
    /// postcode, or two named parts after it.
    Corner,
    /// Irish townland, parish and county (`Ballynoe, Castletownroche, Co. Cork`).
    Townland,
    /// A street name and a number with no type word (`Mayor 23, 28013 Madrid`, `przy Kwiatowej 12/5`).
    NameNumber,
    /// A house number said in words (`five Canal Street, Manchester`): kept with a unit before it or a place after.
    Spoken,
}

const HS: &str = r"[ \t\u{a0}]+";
/// A number said in words, as read back on a call (`five`, `eighty-eight`, `twelve-oh-four`, `two-stroke-one`,
/// `quarante-neuf`): English and French.
const SPOKEN: &str = r"(?i:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|un|deux|trois|quatre|cinq|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent)(?:(?:-|[ \t]|-stroke-|[ \t]stroke[ \t]|-et-|[ \t]et[ \t])(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent)){0,3})";
/// A comma and/or spaces, or one line break.
const SEP: &str = r"(?:,?[ \t\u{a0}]+|,?[ \t\u{a0}]*\r?\n[ \t\u{a0}]*|,)";
const CAP: &str = r"\p{Lu}[\p{L}\p{M}'’\-]*";
const NUM: &str = r"(?:[0-9]{1,2}\.[0-9]{3}|[0-9]{1,5}[A-Za-z]?(?:[\-/](?:[0-9]{1,5}[A-Za-z]?|[A-Za-z](?-u:\b))){0,3}(?:-(?:I{1,3}|IV|hg|huis|bis))?)";

/// Street types that are also ordinary words: a core with one of them needs a city or postcode part to score high.
const WEAK_TYPES: &[&str] = &[
    "way", "court", "ct", "place", "pl", "square", "sq", "close", "row", "grove", "walk", "parade", "circle", "cir",
    "trail", "gardens", "mews", "dr", "via", "corso", "largo", "strada", "ronda", "colony", "layout", "cross", "park",
    "hill", "green", "al.", "pl.",
];

impl AddressRecognizer {
    /// Compiles the patterns.
    pub fn new() -> AddressRecognizer {
        let name = format!(r"(?:{CAP}\.?|[0-9]{{1,3}}(?:st|nd|rd|th))");
        let unit_word = r"(?i:apt|apartment|suite|ste|unit|flat|floor|fl|room|rm|bldg|building|blk|block|lot|villa|level|lvl|erf|house\s+no|h\.?\s*no|plot\s+no|door\s+no)\.?";
        let unit = format!(r"(?:{unit_word}[ \t]*|(?i:no)\.?[ \t]*|#[ \t]*)");
        let floor = r"(?:[0-9]{1,2}(?:st|nd|rd|th)[ \t]+(?i:floor))";
        let en_type = r"(?i:street|st|avenue|ave|av|road|rd|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|square|sq|terrace|tce|crescent|cres|close|highway|hwy|parkway|pkwy|circle|cir|trail|row|grove|gardens|mews|walk|parade|pde|esplanade|park|hill|green|nagar|marg|layout|colony|salai|chowk|cross|main)";
        let dir = r"(?:[ \t]+(?:NW|NE|SW|SE|N|S|E|W)\.?)?";
        let number_first = format!(
            r"(?:{unit}{NUM}{SEP}(?:{NUM}{HS})?|{floor}{SEP}{NUM}{HS}|{NUM}{HS})(?:{name}{HS}){{1,4}}{en_type}\.?{dir}"
        );
        let fr_conn = r"(?:de|du|des|la|le|les|et|aux|au|sur|en)";
        let french = format!(
            r"{NUM}(?:[ \t]?(?:bis|ter))?,?{HS}(?i:rue|avenue|av\.|boulevard|bd|place|chemin|allée|allee|impasse|quai|cours|route|square|passage|promenade|faubourg)(?:{HS}(?:{fr_conn}{HS})*(?:[ldLD]['’])?{name}){{1,5}}"
        );
        let conn = r"(?:de|del|della|dello|dei|degli|delle|di|da|do|dos|das|la|las|los|el|y|e|i|des|du|le)";
        let type_first = format!(
            r"(?:[Cc]alle|C/|[Aa]venida|Jl\.|Jln\.|Jalan|Calea|Bulevardul|Șoseaua|Soseaua|Aleea|Splaiul|[Aa]vda\.?|Av\.|[Pp]laza|Pza\.|[Pp]aseo|Camino|[Cc]arrer|[Cc]arretera|Ronda|[Tt]ravesía|[Vv]ia|[Vv]iale|[Pp]iazza|[Pp]iazzale|[Cc]orso|Largo|[Vv]icolo|Strada|[Rr]ua|[Tt]ravessa|[Pp]raça|[Aa]vinguda|[Pp]asseig|[Pp]laça|Rue|Chaussée|Boulevard|Avenue|ul\.|ulica|al\.|aleja|pl\.|plac|os\.)(?:{HS}(?:{conn}{HS})*(?:(?:[dDlL]|[dDaAsSnN]ell|[dD]all)['’])?{name}){{1,5}},?{HS}(?:(?i:n\.|nº|n°|no\.|núm\.|número)[ \t]*)?{NUM}"
        );
        // Finnish (`Hämeenkatu`, `Mannerheimintie`, `Rantakuja`), Estonian (`Pärnu maantee` is two words; `Narva mnt`
        // no), Latvian and Lithuanian compounds are written as one word with the street suffix.
        let suffix = r"(?i:straße|strasse|str\.|weg|platz|allee|gasse|damm|ufer|chaussee|gracht|straat|laan|plein|kade|singel|steeg|gatan|vägen|gränd|torget|gade|vej|veien|gata|gaten|katu|tie|kuja|polku|väylä|raitti|tori|tänav|iela|gatvė|prospektas)";
        let compound = format!(
            r"(?:(?:(?:Van|Van der|Van de|Van den|De|Den|Sint|Le|La){HS}|\p{{Lu}}\p{{Ll}}+er{HS})?\p{{Lu}}[\p{{L}}\-]*{suffix}|(?:{CAP}{HS}){{1,2}}(?:Straße|Strasse|Str\.|Weg|Platz|Allee|Gasse|Damm|Ufer|Chaussee|gate|vei|veien|gata|gatan|vej|väg|vägen|allé|utca|út|útja|tér|körút|sor|fasor|Caddesi|Cad\.|Sokak|Sokağı|Sk\.|Sok\.|Bulvarı|Blv\.)|(?:Am|An der|An den|Auf der|Auf dem|Im|In der|Zum|Zur|Unter den|Hinter der|Vor dem)(?:{HS}{CAP}){{1,2}}|\p{{Lu}}[\p{{L}}]*-(?:ro|gil|daero)(?:[ \t]?[0-9]{{1,3}}(?:beon)?-gil)?)(?:,?[ \t]?(?:No|Nr|Nº)[:.]?)?[ \t]?{NUM}(?:[ \t][A-HJ-Z](?:[ \t][0-9]{{1,3}})?(?-u:\b))?"
        );
        let korean = format!(r"{NUM},?{HS}(?:\p{{Lu}}\p{{L}}*{HS})?\p{{Lu}}[\p{{L}}\-]*-(?:ro|gil|daero)(?:{HS}[0-9]{{1,3}}(?:beon)?-gil)?");
        // Rural routes (`RR 2, Site 14, Box 9`, `R.R. 1 Box 42B`), NZ `Private Bag 9742`, Kenyan `P.O. Box 48213-00100`.
        let post_box = format!(
            r"(?:(?:(?i:rr|r\.r\.|rural{HS}route){HS}?(?:[0-9]{{1,3}}|{SPOKEN}),?{HS}(?:(?i:site){HS}(?:[0-9]{{1,4}}|{SPOKEN}),?{HS})?(?i:box))|(?i:p\.?[ \t]?o\.?[ \t]*box)|Postfach|Apartado(?:{HS}de{HS}correos)?|Casella{HS}postale|Boîte{HS}postale|Private{HS}Bag){HS}(?:[0-9]{{1,6}}[A-Z]?(?:-[0-9]{{5}}|[ \t][0-9]{{1,4}})?|{SPOKEN})"
        );
        let bare = format!(r"(?:(?i:số) )?{NUM},? (?:(?i:ngõ|ngách|hẻm|kiệt) {NUM} )?(?:(?i:đường|phố) )?{CAP}(?: {CAP}){{0,3}}");
        let unit_only = format!(
            r"(?:(?:{unit_word}|(?i:site|sector|purok))[ \t]*(?:{NUM}|{SPOKEN}|[A-Z](?-u:\b))(?:,?[ \t]+(?:{unit_word}|(?i:phase|stage|sector|site|section|erf))[ \t]*(?:{NUM}|{SPOKEN})){{0,3}})"
        );
        let house_name = format!(
            r"(?:(?:{CAP}{HS}){{0,2}}(?:Cottage|Cottages|House|Farm|Farmhouse|Lodge|Barn|Hall|Manor|Mill|Grange|Bungalow|Rectory|Vicarage|Croft|Orchard|Chalet)|(?:Ty|Tŷ|Bryn|Pen|Plas|Hafod|Bwthyn|Fferm){HS}{CAP}){SEP}(?:{name}{HS}){{1,3}}{en_type}\.?{dir}"
        );
        // Welsh: the type word before the name, after the number (`22 Heol y Coed`, `4 Ffordd yr Eglwys`).
        let welsh = format!(
            r"{NUM},?{HS}(?:Heol|Ffordd|Stryd|Lôn|Rhodfa|Cilgant|Maes|Llys)(?:{HS}(?:y|yr|'r|’r))?(?:{HS}{CAP}){{1,3}}"
        );
        // South African corner addresses: `cnr Bram Fischer Drive and Hill Street`.
        let corner = format!(
            r"(?:(?i:cnr\.?|corner(?:[ \t]+of)?)){HS}(?:{name}{HS}){{1,4}}{en_type}\.?{HS}(?:and|&|/|x){HS}(?:{name}{HS}){{1,4}}{en_type}\.?"
        );
        // Irish townland addresses with no number: `Ballynoe, Castletownroche, Co. Cork`.
        let townland = format!(
            r"(?:{CAP}(?:[ \t]{CAP})?,[ \t]*){{2,3}}(?:Co\.|County)[ \t]+(?:Antrim|Armagh|Carlow|Cavan|Clare|Cork|Derry|Donegal|Down|Dublin|Fermanagh|Galway|Kerry|Kildare|Kilkenny|Laois|Leitrim|Limerick|Longford|Louth|Mayo|Meath|Monaghan|Offaly|Roscommon|Sligo|Tipperary|Tyrone|Waterford|Westmeath|Wexford|Wicklow)"
        );
        // A street name and a number with no type word (`Mayor 23`, `Kwiatowa 12/5`, `Kwiatowej 12/5`): kept only with
        // a country-shaped postcode and a place after it, or after a Polish street preposition (`przy`, `ulicy`).
        let name_number = format!(r"{CAP}(?:{HS}{CAP})?,?{HS}{NUM}");
        // A house number said in words before a capitalised street (`five Canal Street`, `eighty-eight Harbour
        // Street`, `cinq allée Jean-Moulin`): kept only with a unit before it or a place after it.
        let spoken = format!(
            r"{SPOKEN},?{HS}(?:(?:{name}{HS}){{1,4}}{en_type}\.?{dir}|(?i:rue|avenue|boulevard|allée|allee|impasse|chemin|place|quai)(?:{HS}(?:{fr_conn}{HS})*(?:[ldLD]['’])?{name}){{1,5}})"
        );
        // Colombian nomenclature: the street type and its number, then `#` (or `No.`) and the crossing street and
        // the distance from it (`Calle 72 # 10-34`, `Cra. 15 No. 93-47`, `Av. Calle 26 # 69-76 Sur`).
        let colombian = format!(
            r"(?:[Cc]alle|Cl\.|Cll\.?|[Cc]arrera|Cra\.?|Kra\.?|Kr\.?|Cr\.|[Aa]venida(?:{HS}(?:[Cc]alle|[Cc]arrera))?|Av\.?(?:{HS}(?:[Cc]alle|[Cc]arrera|Cra\.?))?|Ak\.?|Ac\.?|Transversal|Tv\.?|Diagonal|Dg\.?|Circular){HS}[0-9]{{1,3}}[ \t]?(?:[A-Z](?-u:\b)[ \t]?)?(?:(?i:bis)[ \t]?)?(?:Sur[ \t]?)?{HS}?(?:#|No\.?|N[°º]\.?|Nro\.?|N\.)[ \t]?[0-9]{{1,3}}[ \t]?[A-Z]?(?:[ \t]?(?i:bis))?[ \t]?-[ \t]?[0-9]{{1,3}}(?:{HS}(?:Sur|Este)(?-u:\b))?"
        );
        // Japanese addresses romanised largest first: prefecture, ward or city, district, then chōme-banchi-gō
        // (`Tokyo-to Minato-ku Roppongi 6-10-1`, `Osaka-shi Kita-ku Umeda 3-1-3`).
        let japanese = format!(
            r"(?:\p{{Lu}}[\p{{L}}]*-(?:to|fu|ken|shi|ku|cho|machi|gun),?{HS}){{1,4}}\p{{Lu}}[\p{{L}}\-]*(?:{HS}[0-9]{{1,2}}-?(?i:chome|chōme))?,?{HS}[0-9]{{1,2}}-[0-9]{{1,3}}(?:-[0-9]{{1,4}})?"
        );
        let compile = |p: &str| Regex::new(p).expect("address pattern compiles");
        // Units that come before a street in other countries: French `bâtiment C, appartement 214`, Vietnamese
        // `tầng 8, tòa nhà …`, `căn hộ 1507`, South African and Kenyan `Stand 1432`, `Shop 4`, `Plot 209/11/14`,
        // Philippine `Lot 12 Phase 2`, Brazilian/Spanish `bloco B`, `depto. 302`, `local 2`.
        let unit_word_wide = r"(?i:bâtiment|bât|appartement|escalier|shop|stand|plot|phase|tầng|căn[ \t]+hộ|bloco|apartamento|depto|dpto|local|site|wing|lokal|lok)\.?";
        let unit_id = format!(r"(?:[A-Za-z]?-?[0-9]{{1,5}}[A-Za-z]?(?:[\-/][0-9]{{1,5}}[A-Za-z]?){{0,3}}|[A-Z][0-9]?|{SPOKEN})");
        let building = format!(r"(?:(?i:résidence|residencia|residenza|edificio|tòa[ \t]+nhà|building)[ \t]+)?(?:{CAP}[ \t]+){{0,3}}{CAP}");
        let unit_any = format!(r"(?:{unit_word}|{unit_word_wide}|(?i:appt|flat[ \t]+no|no)\.?|#)(?:[ \t]*(?i:no)\.?)?[ \t]*");
        let care_of = format!(r"(?:(?i:c/o)[ \t]+(?:{CAP}[ \t]*){{1,3}},?[ \t]+)");
        let units = format!(
            r"(?:(?:{building},[ \t]+)?(?:(?:{unit_any}{unit_id}|[0-9]{{1,2}}/?F)(?:,|\.\.\.|…)?[ \t]+){{0,3}}(?:{unit_any}|[0-9]{{1,2}}/?F,?[ \t]+)(?:{unit_id}(?:,|\.\.\.|…)?[ \t]+(?:{building},[ \t]+)?)?)"
        );
        let unit_prefix = format!(r"(?:^|[^\p{{L}}\p{{N}}_])({care_of}{units}?|{units})$");
        AddressRecognizer {
            unit_prefix: compile(&unit_prefix),
            strong_postcode: compile(
                r"^(?:,?[ \t]*(?i:lok|lokal|m|apt|app|apto|piso|puerta|stiege|tür|top|whg|unit|flat|suite|int|interior|depto|dpto)\.?[ \t]*[0-9A-Za-z][0-9A-Za-z/\-]{0,5})*,?[ \t]*(?:[0-9]{5}|[0-9]{2}-[0-9]{3}|[0-9]{4}-[0-9]{3}|[0-9]{3}[ \t][0-9]{2}|[0-9]{4}[ \t]?[A-Z]{2}|[A-Z]{1,2}[0-9][A-Z0-9]?[ \t][0-9][A-Z]{2}|[A-Z][0-9][A-Z][ \t]?[0-9][A-Z][0-9])[ \t]+\p{Lu}",
            ),
            cores: vec![
                (compile(&number_first), Core::NumberFirst),
                (compile(&french), Core::French),
                (compile(&type_first), Core::TypeFirst),
                (compile(&compound), Core::Compound),
                (compile(&korean), Core::Compound),
                (compile(&post_box), Core::PostBox),
                (compile(&bare), Core::Bare),
                (compile(&unit_only), Core::UnitOnly),
                (compile(&house_name), Core::HouseName),
                (compile(&welsh), Core::French),
                (compile(&corner), Core::Corner),
                (compile(&townland), Core::Townland),
                (compile(&name_number), Core::NameNumber),
                (compile(&spoken), Core::Spoken),
                (compile(&colombian), Core::TypeFirst),
                (compile(&japanese), Core::TypeFirst),
            ],
        }
    }
}

impl Default for AddressRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// What one token of an address part is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// A capitalised word (city, district, country) or an abbreviation like `TP.`.
    Place,
    /// Two or three capital letters (`DC`, `NSW`, `ON`) or `D.C.`.
    Region,
    /// A postcode or a piece of one.
    Postcode,
    /// A number of one to three digits (`Dublin 2`, `Quận 1`), or an ordinal (`14th Cross`).
    Small,
    /// A lower-case joining word (`de`, `sur`, `am`) or a dash.
    Connector,
    /// A unit word (`Apt`, `Suite`, `#08-1123`, `3º`, `izda.`) or the number right after it.
    Unit,
}

/// Number words read as a number in an address part.
const SPOKEN_DIGITS: &[&str] = &[
    "zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "un", "deux", "trois",
    "quatre", "cinq", "sept", "huit", "neuf", "dix", "vingt", "trente", "quarante", "cinquante", "soixante", "cent",
];

/// Abbreviations whose dot does not end a sentence.
const ABBREVIATIONS: &[&str] = &["TP", "Tp", "tp", "Q", "P", "Co", "St", "Mt", "Ft", "Ste", "No", "Nr", "H", "Tx", "Col", "Brgy", "opp", "cnr", "lok"];

const CONNECTORS: &[&str] = &[
    "de", "la", "del", "di", "da", "do", "du", "des", "le", "les", "sur", "am", "an", "der", "im", "aan", "den", "van",
    "y", "el", "upon", "phố", "xã", "trấn", "thị", "-", "–", "—", "código", "postal", "cp", "c.p.", "near", "opp.",
    "opposite", "behind", "of", "off", "cnr", "cnr.", "·", "opp",
];

/// Lower-case words that name a district in an address part (`phường Bến Nghé`, `quận 1`, `colonia Americana`,
/// `bairro Jardim`, `barangay San Isidro`): the part is a place.
const DISTRICT_WORDS: &[&str] = &[
    "phường", "quận", "huyện", "tỉnh", "colonia", "col.", "bairro", "barangay", "brgy.", "barrio", "sector",
    "fraccionamiento", "fracc.", "purok", "sitio",
];

const UNIT_WORDS: &[&str] = &[
    "apt", "apartment", "suite", "ste", "unit", "flat", "floor", "fl", "room", "rm", "bldg", "building", "blk",
    "block", "lot", "villa", "tầng", "étage", "etage", "piso", "planta", "puerta", "pta", "esc", "escalera", "izda",
    "izq", "izquierda", "dcha", "dcha", "derecha", "bajo", "whg", "wohnung", "top", "stiege", "stock", "app", "appt",
    "apto", "ap", "esq", "dto", "dta", "dcho", "scala", "int", "interno", "bte", "boîte", "lgh", "tv", "th", "mf", "m", "porte", "#",
    "local", "depto", "dpto", "departamento", "interior", "bloco", "apartamento", "andar", "sala", "bâtiment", "bât",
    "appartement", "escalier", "cuarto", "phase", "stand", "shop", "plot", "tür", "stg", "lok", "lokal", "level", "lvl",
    "erf", "site", "section", "wing",
    // House, room and floor words of more languages (pt/es `casa`, id `kamar`/`lantai`, tr `daire`/`kat`), Indonesian
    // neighbourhood units (`RT 002/RW 005`), and office-tower units (`Office 1406, Tower B`).
    "casa", "kamar", "lantai", "daire", "kat", "rt", "rw", "office", "tower", "oficina", "bureau", "lgh.", "hse",
];

/// Tokens of the first part that name a district (`Quận 1`, `Shinjuku-ku`): they vouch for a bare core.
fn is_district(part: &str) -> bool {
    let first = part.split([' ', ',']).next().unwrap_or("");
    ["Quận", "Q.", "Phường", "P.", "Huyện", "Xã", "Thị", "TP.", "Tp.", "Thành", "quận", "phường", "huyện", "xã",
        "Colonia", "colonia", "Col.", "col.", "Bairro", "bairro", "Barangay", "barangay", "Brgy.", "brgy."]
        .contains(&first)
        || ["-ku", "-gu", "-shi", "-si", "-dong", "-gun"].iter().any(|s| first.ends_with(s))
}

fn classify(token: &str, after_unit: bool) -> Option<Kind> {
    let token = token.trim_start_matches('(').trim_end_matches(')');
    if token.is_empty() {
        return None;
    }
    let lower = token.trim_end_matches('.').to_lowercase();
    if UNIT_WORDS.contains(&lower.as_str()) {
        return Some(Kind::Unit);
    }
    let alnum = token.trim_start_matches('#');
    let unit_chars = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '/');
    if (after_unit || token.starts_with('#')) && unit_chars(alnum) && alnum.len() <= 8 {
        return Some(Kind::Unit);
    }
    if CONNECTORS.contains(&token) {
        return Some(Kind::Connector);
    }
    if DISTRICT_WORDS.contains(&token) {
        return Some(Kind::Place);
    }
    // A postcode or district number said in words ("M one three H E", "quarante-neuf cent Angers").
    if lower.split('-').all(|w| SPOKEN_DIGITS.contains(&w)) {
        return Some(Kind::Small);
    }
    let digits = token.bytes().filter(u8::is_ascii_digit).count();
    let upper = token.bytes().filter(u8::is_ascii_uppercase).count();
    let lead = token.bytes().take_while(u8::is_ascii_digit).count();
    if lead > 0 && lead <= 2 && matches!(&token[lead..], "º" | "ª" | "°" | "." | "o" | ".º" | ".ª" | ".°") {
        return Some(Kind::Unit); // 3º, 2ª, 3. (floors)
    }
    if lead > 0 && lead <= 3 && matches!(&token[lead..], "st" | "nd" | "rd" | "th") {
        return Some(Kind::Small); // 14th Cross, 2nd Stage
    }
    if lead > 0 && lead <= 4 && token.len() == lead + 1 && token.as_bytes()[lead].is_ascii_lowercase() {
        return Some(Kind::Small); // Street 27b
    }
    if digits == token.len() {
        return match digits {
            1..=3 => Some(Kind::Small),
            4..=6 => Some(Kind::Postcode),
            _ => None,
        };
    }
    let dashes = token.bytes().filter(|&b| b == b'-').count();
    if dashes == 1 && digits + 1 == token.len() && (5..=9).contains(&digits) && !token.starts_with('-') && !token.ends_with('-') {
        return Some(Kind::Postcode); // ZIP+4, 05435-001, 00-514
    }
    if digits > 0 && upper > 0 && digits + upper == token.len() && (2..=7).contains(&token.len()) {
        return Some(Kind::Postcode); // SW1A, 2AA, K1A, 0B1, D02, X285
    }
    if digits == 0 && upper == token.len() && (2..=3).contains(&token.len()) {
        return Some(Kind::Region);
    }
    if token.len() <= 5 && token.contains('.') && token.chars().all(|c| c.is_ascii_uppercase() || c == '.') {
        return Some(Kind::Region); // D.C.
    }
    // "Janeiro/RJ", "Lyon/Villeurbanne": a place and a region (or two places) joined by a slash.
    if let Some((a, b)) = token.split_once('/') {
        let named = |t: &str| matches!(classify(t, false), Some(Kind::Place | Kind::Region));
        return (named(a) && named(b)).then_some(Kind::Place);
    }
    let mut chars = token.chars();
    let first = chars.next()?;
    let rest_ok = chars.all(|c| c.is_alphabetic() || matches!(c, '\'' | '’' | '-' | '.') || is_mark(c));
    (first.is_uppercase() && rest_ok).then_some(Kind::Place)
}

/// Combining marks (decomposed Vietnamese and other accented text).
fn is_mark(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F)
}

/// A dotted token whose dot is part of an abbreviation (`TP.`, `Co.`, `app.`, `Brgy.`), not a sentence end.
fn is_abbreviation(core: &str) -> bool {
    ABBREVIATIONS.contains(&core)
        || UNIT_WORDS.contains(&core.to_lowercase().as_str())
        || (core.chars().count() <= 4 && core.chars().next().is_some_and(char::is_uppercase) && core.chars().all(char::is_alphabetic))
}

/// One accepted address part: where it ends, what it holds, whether the address ends with it.
struct Part {
    end: usize,
    resume: usize,
    locality: bool,
    place: bool,
    postcode: bool,
    stop: bool,
}

/// Reads one part starting at `start`. `spaced` parts (joined by a space only) must hold a postcode; `later` parts
/// (not the first) may end in prose ("..., United Kingdom and her mobile").
fn scan_part(text: &str, start: usize, spaced: bool, later: bool) -> Option<Part> {
    let mut pos = start;
    // (kind, end of the token without a trailing dot)
    let mut kinds: Vec<(Kind, usize)> = Vec::new();
    let mut stop = false;
    let mut bad = false;
    loop {
        // A token runs to whitespace or punctuation that separates parts; longer than 40 bytes is not an address.
        let mut end = pos;
        for (i, c) in text[pos..].char_indices() {
            if c.is_whitespace() || matches!(c, ',' | ';' | '"' | '!' | '?' | '“' | '”' | '[' | ']') {
                break;
            }
            end = pos + i + c.len_utf8();
            if end - pos > 40 {
                return None;
            }
        }
        if end == pos {
            break;
        }
        let raw = &text[pos..end];
        // "Quận 1 CSKH Hoàng Minh: Dạ": a speaker label starts the next turn. The capitalised words glued before it
        // are the label's, unless a full stop ended the address first ("M one three H E. Caller:").
        if raw.len() > 1 && raw.ends_with(':') && raw[..raw.len() - 1].chars().all(char::is_alphabetic) {
            if !text[..pos].trim_end().ends_with('.') {
                while kinds.last().is_some_and(|k| k.0 == Kind::Place) {
                    kinds.pop();
                }
            }
            if kinds.is_empty() {
                return None;
            }
            stop = true;
            break;
        }
        let core = raw.trim_end_matches('.');
        let mut token = raw;
        if raw.len() != core.len() && !core.is_empty() {
            let abbreviation = is_abbreviation(core.trim_start_matches('('))
                || (core.contains('.') && core.chars().all(|c| c.is_ascii_uppercase() || c == '.'))
                || (core.len() <= 2 && core.bytes().all(|b| b.is_ascii_digit()));
            let next_comma = text[end..].starts_with(',');
            if !abbreviation && !next_comma {
                token = core;
                stop = true;
            }
        }
        let after_unit = kinds.last().is_some_and(|k| k.0 == Kind::Unit);
        let kind = classify(token, after_unit);
        // "NSW 2065 ABN 44 …", "IL 62704 Phone": a postcode after its region closes the part (a second postcode
        // token may follow: "ON K1A 0B1").
        let closed = {
            let n = kinds.len();
            let region_then_code = |i: usize| kinds[i].0 == Kind::Region && kinds[i + 1..].iter().all(|k| k.0 == Kind::Postcode);
            n >= 2 && kinds[n - 1].0 == Kind::Postcode && (region_then_code(n - 2) || (n >= 3 && region_then_code(n - 3)))
        };
        if closed && kind != Some(Kind::Postcode) {
            pos = kinds[kinds.len() - 1].1; // the part ends after the postcode
            break;
        }
        match kind {
            Some(kind) => kinds.push((kind, pos + core.len().min(token.len()))),
            None => {
                bad = true;
                break;
            }
        }
        pos += token.len();
        if stop || kinds.len() > 7 {
            break;
        }
        // Continue over one horizontal space to the next token.
        let mut rest = text[pos..].chars();
        match (rest.next(), rest.next(), rest.next()) {
            (Some(' ' | '\t'), Some(c), _) if !c.is_whitespace() => pos += 1,
            // "2011 BH  Haarlem": a double space after a postcode, before the city.
            (Some(' '), Some(' '), Some(c))
                if c.is_uppercase() && kinds.last().is_some_and(|k| matches!(k.0, Kind::Postcode | Kind::Region)) =>
            {
                pos += 2
            }
            _ => break,
        }
    }
    if kinds.len() > 7 {
        return None;
    }
    let count = kinds.len();
    if bad {
        let is = |k: Kind| move |x: &(Kind, usize)| x.0 == k;
        let keep = if kinds.first().is_some_and(|k| k.0 == Kind::Postcode) {
            // "6020 Innsbruck and ...": the city after a leading postcode.
            kinds.iter().rposition(|k| matches!(k.0, Kind::Place | Kind::Postcode | Kind::Region))
        } else if let Some(i) = kinds.iter().rposition(is(Kind::Postcode)) {
            // "IL 62704 is where ...".
            Some(i)
        } else if later {
            // "Quận 1 Dạ đơn …": capitalised words after a district number, then prose, are the next sentence
            // (on the shadow text a chat turn's header is gone); keep the number.
            let place = kinds.iter().rposition(|k| matches!(k.0, Kind::Place | Kind::Region));
            let number = kinds.iter().rposition(|k| k.0 == Kind::Small);
            match (place, number) {
                (Some(p), Some(n)) if n < p && n > 0 => Some(n),
                _ => place,
            }
        } else {
            None
        };
        kinds.truncate(keep? + 1);
        stop = true;
    }
    while kinds.last().is_some_and(|k| k.0 == Kind::Connector) {
        kinds.pop();
    }
    let (_, end) = *kinds.last()?;
    let resume = if kinds.len() == count { pos } else { end };
    // A postcode said digit by digit ("nine two eight oh two"): five or six number words and nothing else.
    let said = text[start..end].split_whitespace().all(|w| SPOKEN_DIGITS.contains(&w.to_lowercase().as_str()));
    let said_postcode = said && (5..=6).contains(&kinds.len());
    let has_postcode = kinds.iter().any(|k| k.0 == Kind::Postcode) || said_postcode;
    let locality = kinds.iter().any(|k| matches!(k.0, Kind::Place | Kind::Region | Kind::Postcode)) || said_postcode;
    let unit = kinds.iter().any(|k| k.0 == Kind::Unit);
    let starts_with_unit = kinds.first().is_some_and(|k| k.0 == Kind::Unit);
    if (spaced && !has_postcode && !starts_with_unit) || !(locality || unit) {
        return None;
    }
    // "021 448 2197": three numbers and no name is a phone number, not a postcode line.
    let numbers = kinds.iter().filter(|k| matches!(k.0, Kind::Small | Kind::Postcode)).count();
    let named = kinds.iter().any(|k| matches!(k.0, Kind::Place | Kind::Region));
    // ... unless it is a postcode said digit by digit.
    if numbers >= 3 && !named && !said_postcode {
        return None;
    }
    let place = kinds.iter().any(|k| matches!(k.0, Kind::Place | Kind::Region));
    Some(Part { end, resume, locality, place, postcode: has_postcode, stop })
}

/// Where the next part starts after `at`, whether it is joined by spaces only, and whether a line break comes before
/// it. A blank line ends the address, unless what follows it is a subtitle cue's number and timing (a value split
/// across two cues is one address).
fn next_part(text: &str, at: usize) -> Option<(usize, bool, bool)> {
    let b = text.as_bytes();
    let mut i = at;
    let skip_h = |i: &mut usize| {
        while *i < b.len() && matches!(b[*i], b' ' | b'\t') {
            *i += 1;
        }
    };
    let newline_at = |i: usize| i < b.len() && (b[i] == b'\n' || (b[i] == b'\r' && b.get(i + 1) == Some(&b'\n')));
    let skip_newline = |i: &mut usize| *i += if b[*i] == b'\r' { 2 } else { 1 };
    skip_h(&mut i);
    let spaced = i > at;
    let mut joined = false;
    let mut newline = false;
    if i < b.len() && b[i] == b',' {
        i += 1;
        joined = true;
        skip_h(&mut i);
    } else if text[i..].starts_with('·') {
        // "Kastanienallee 29 · 10435 Berlin": a letterhead's middle dot.
        i += '·'.len_utf8();
        joined = true;
        skip_h(&mut i);
    } else if spaced && (text[i..].starts_with("- ") || text[i..].starts_with("– ")) {
        // "Belo Horizonte - MG", "São Paulo – SP": a region after a spaced dash.
        i += if b[i] == b'-' { 1 } else { '–'.len_utf8() };
        joined = true;
        skip_h(&mut i);
    } else if text[i..].starts_with("...") || text[i..].starts_with('…') {
        // "Phase two... Molino three": a pause said as an ellipsis.
        i += if b[i] == b'.' { 3 } else { '…'.len_utf8() };
        joined = true;
        skip_h(&mut i);
    }
    if newline_at(i) {
        skip_newline(&mut i);
        joined = true;
        newline = true;
        skip_h(&mut i);
        if newline_at(i) {
            skip_newline(&mut i);
            i = skip_cue(text, i)?;
        }
    }
    if joined {
        Some((i, false, newline))
    } else if spaced {
        Some((i, true, false))
    } else {
        None
    }
}

/// After a blank line: the position after an SRT/VTT cue header (optional cue number line, then a timing line
/// `00:00:21,700 --> 00:00:25,300`), or `None` when the next line is not one.
fn skip_cue(text: &str, mut i: usize) -> Option<usize> {
    for _ in 0..2 {
        let window = &text[i..floor_boundary(text, i + 80)];
        let line_end = window.find('\n').map_or(i + window.len(), |n| i + n);
        let line = text[i..line_end].trim();
        if line.contains("-->") && line.starts_with(|c: char| c.is_ascii_digit()) {
            return Some((line_end + 1).min(text.len()));
        }
        if line.is_empty() || !line.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        i = (line_end + 1).min(text.len());
    }
    None
}

/// What the parts after a street core add up to.
struct Extension {
    end: usize,
    /// How many parts carried a place name.
    named_parts: usize,
    locality: bool,
    place: bool,
    postcode: bool,
    district: bool,
}

/// Extends a street core ending at `end` over the parts that follow.
fn extend(text: &str, mut end: usize) -> Extension {
    // A Nordic entrance letter after the house number, before the next part: `Kungsgatan 81 B, 753 21 Uppsala`.
    let b = text.as_bytes();
    if end + 3 <= b.len() && b[end] == b' ' && (b'A'..=b'H').contains(&b[end + 1]) && b[end + 2] == b',' {
        end += 2;
    }
    let mut ext = Extension { end, named_parts: 0, locality: false, place: false, postcode: false, district: false };
    for n in 0..10 {
        let Some((start, spaced, newline)) = next_part(text, end) else { break };
        // The postcode line is the last line of an address; what follows on the next line is something else.
        if ext.postcode && newline {
            break;
        }
        if n == 0 {
            ext.district = is_district(&text[start..floor_boundary(text, start + 40)]);
        }
        let Some(part) = scan_part(text, start, spaced, n > 0) else { break };
        // After the postcode only a named part (a country) may follow, not a bare number.
        if ext.postcode && !part.place {
            break;
        }
        end = part.resume;
        ext.end = part.end;
        ext.locality |= part.locality;
        ext.place |= part.place;
        ext.named_parts += usize::from(part.place);
        ext.postcode |= part.postcode;
        if part.stop {
            break;
        }
    }
    ext
}

/// Words of a building, complex or neighbourhood part that comes before the street in many countries
/// (`Résidence Les Tilleuls, Bât. C, Esc. 2`, `Polígono Fuente del Jarro`, `Mega Plaza, 4th Floor`, `Osmanağa
/// Mah.`, `Office 1406, Tower B`).
const BUILDING_WORDS: &[&str] = &[
    "résidence", "residence", "résidences", "bât", "bâtiment", "batiment", "esc", "escalier", "escalera", "polígono",
    "poligono", "pol", "urbanización", "urb", "edificio", "edif", "torre", "tower", "towers", "office", "plaza", "floor",
    "building", "bldg", "block", "blk", "estate", "complex", "mall", "centre", "center", "heights", "apartments",
    "apartment", "apt", "suite", "unit", "flat", "mah", "mahallesi", "mh", "sitesi", "blok", "kat", "daire", "gg",
    "gang", "house", "villa", "compound", "residency", "enclave", "chs", "society", "wing", "phase", "condominium",
    "condo", "palazzo", "scala", "immeuble", "bloco", "conjunto", "lantai", "kamar", "shop", "level", "room",
];

/// Where an address that starts at `start` really starts: before up to four comma-separated parts that name its
/// building, complex or unit (each with a word of [`BUILDING_WORDS`] or a `#` unit, capitalised words, numbers and
/// connectors only), or before a building word right before it (`Office 1406`), or before capitalised words ending
/// in a neighbourhood abbreviation (`Osmanağa Mah. Söğütlüçeşme Cad.`), or before a building name before a `#` unit
/// (`Grandfort Shibakoen #704`).
fn building_start(text: &str, start: usize) -> usize {
    let is_building = |w: &str| BUILDING_WORDS.contains(&w.trim_end_matches(['.', ':']).to_lowercase().as_str());
    let readable = |seg: &str| {
        let words: Vec<&str> = seg.split_whitespace().collect();
        !words.is_empty()
            && words.len() <= 6
            && words[0].starts_with(|c: char| c.is_uppercase() || c == '#' || c.is_ascii_digit())
            && words.iter().all(|w| {
                w.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit() || c == '#')
                    || CONNECTORS.contains(w)
                    || is_building(w)
            })
    };
    let mut at = start;
    let unit_core = text[start..].starts_with('#');
    // A post box follows the street and building it serves: `Mega Plaza, 4th Floor, Oginga Odinga Street, P.O. Box
    // 2281-40100, Kisumu`.
    let head_lower = text[start..floor_boundary(text, start + 12)].to_lowercase();
    let po_core = ["p.o.", "po box", "p o box", "private bag", "postfach", "apartado", "b.p.", "bp "].iter().any(|p| head_lower.starts_with(p));
    let is_building = |w: &str| {
        is_building(w)
            || (po_core
                && ["street", "st", "road", "rd", "avenue", "ave", "lane", "drive", "way", "highway"]
                    .contains(&w.trim_end_matches(['.', ',']).to_lowercase().as_str()))
    };
    for round in 0..4 {
        let before = &text[..at];
        let trimmed = before.trim_end_matches([' ', '\t']);
        let comma = trimmed.ends_with(',');
        let head = trimmed.trim_end_matches(',').trim_end_matches([' ', '\t']);
        if head.is_empty() || head.ends_with(['\n', ':', ';', '(', '"', '“', '[']) {
            break;
        }
        // The segment: back to the previous comma, colon, line break or sentence end, at most 60 bytes.
        let lo = floor_boundary(head, head.len().saturating_sub(60));
        let seg_start = head[lo..]
            .rfind([',', ':', ';', '\n', '(', '"', '“', '[', '>'])
            .map_or(lo, |i| lo + i + 1);
        let seg = head[seg_start..].trim_start();
        let seg_from = head.len() - seg.len();
        let words: Vec<&str> = seg.split_whitespace().collect();
        let last = words.last().copied().unwrap_or("");
        if (comma || round > 0 || words.len() <= 3) && readable(seg) && words.iter().any(|w| is_building(w) || w.starts_with('#')) {
            at = seg_from;
            continue;
        }
        if round == 0 && !comma {
            // "Office 1406": a building word right before the street part.
            let neighbourhood = |w: &str| matches!(w.trim_end_matches('.').to_lowercase().as_str(), "mah" | "mh" | "mahallesi" | "gg" | "kel" | "kec");
            if is_building(last) && last.starts_with(char::is_uppercase) && !neighbourhood(last) {
                at = head.len() - last.len();
                break;
            }
            // "Osmanağa Mah. Söğütlüçeşme Cad.", "Grandfort Shibakoen #704": capitalised words before.
            let core_first = text[start..].split_whitespace().next().unwrap_or("");
            let abbreviation = neighbourhood(last) || neighbourhood(core_first);
            if abbreviation || unit_core {
                let mut from = head.len();
                for w in words.iter().rev().take(3) {
                    if w.starts_with(char::is_uppercase) {
                        from -= w.len();
                        from = head[..from].trim_end_matches([' ', '\t']).len();
                    } else {
                        break;
                    }
                }
                if from < head.len() {
                    at = head[from..].len() - head[from..].trim_start().len() + from;
                }
            }
        }
        break;
    }
    at
}

/// The largest char boundary of `text` at or below `at`.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The street-type word of a number-first or type-first core, lower case, to tell weak types apart.
fn type_word(core: &str, kind: Core) -> String {
    let words: Vec<&str> = core.split_whitespace().collect();
    let word = match kind {
        Core::NumberFirst => words
            .iter()
            .rev()
            .find(|w| !matches!(w.trim_end_matches('.'), "NW" | "NE" | "SW" | "SE" | "N" | "S" | "E" | "W"))
            .copied(),
        Core::TypeFirst => words.first().copied(),
        _ => None,
    };
    word.unwrap_or("").trim_end_matches(',').to_lowercase()
}

impl AddressRecognizer {
    /// The end of the street core matched at `start..end`, or `None` when it is glued to more letters.
    fn core_end(text: &str, kind: Core, start: usize, end: usize) -> Option<usize> {
        let ok = |e: usize| {
            !super::char_at(text, e).is_some_and(|c| c.is_alphanumeric() || c == '_') || text[..e].ends_with('.')
        };
        if ok(end) {
            // "Ang Mo Kio Avenue 10,": a number right after the type word, before a comma, belongs to the street.
            if kind == Core::NumberFirst {
                let rest = &text[end..floor_boundary(text, end + 8)];
                let digits = rest.strip_prefix(' ').map_or(0, |r| r.bytes().take_while(u8::is_ascii_digit).count());
                if (1..=3).contains(&digits) {
                    let after = end + 1 + digits;
                    let after = after + text[after..].bytes().take_while(u8::is_ascii_alphabetic).count().min(1);
                    if text[after..].starts_with(',') {
                        return Some(after);
                    }
                }
            }
            return Some(end);
        }
        // "350 5th Avenue New York": the N of New is not a direction.
        let i = text[start..end].rfind([' ', '\t'])?;
        (kind == Core::NumberFirst && matches!(text[start + i..end].trim(), "N" | "S" | "E" | "W") && ok(start + i))
            .then_some(start + i)
    }
}

impl AddressRecognizer {
    /// Where the address starts when a unit (`Appt 4B, `, `Flat No. 402, Sai Residency, `) or a block letter (`B-304`)
    /// comes right before the street core at `start`.
    fn unit_start(&self, text: &str, start: usize) -> usize {
        let b = text.as_bytes();
        // "B-304, Gulmohar Apartments": a block letter and a dash before the house number.
        if start >= 2 && b[start - 1] == b'-' && b[start - 2].is_ascii_uppercase() && b[start].is_ascii_digit() {
            let before = super::char_before(text, start - 2);
            if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-') {
                return start - 2;
            }
        }
        let from = floor_boundary(text, start.saturating_sub(160));
        match self.unit_prefix.captures(&text[from..start]).and_then(|c| c.get(1)) {
            Some(m) if !m.as_str().is_empty() => from + m.start(),
            _ => start,
        }
    }
}

/// Where an address starts when the parts written before its street belong to it: a landmark (`near Shivaji Park, `,
/// `opp. SBI Bank, `, `behind Hanuman Mandir, `: Indian and Pakistani addresses), a postcode and its place written
/// first (`1052 Budapest, `, `00-514 Warszawa, `, `100 00 Praha, `: Hungarian, Polish, Czech order), or the city and
/// districts written largest first (`Seoul, Gangnam-gu, `, `Minato-ku, `). Up to three such parts, each ending in a
/// comma.
fn place_start(text: &str, start: usize) -> usize {
    static RE: std::sync::OnceLock<Regex> = std::sync::OnceLock::new();
    let re = RE.get_or_init(|| {
        let cap = r"\p{Lu}[\p{L}\p{M}'’\-]*";
        Regex::new(&format!(
            r"(?:^|[^\p{{L}}\p{{N}}_])((?:(?:(?i:near|nr\.|opp\.?|opposite|behind|beside|next[ \t]+to|in[ \t]+front[ \t]+of|adjacent[ \t]+to|off)[ \t]+(?:{cap}[ \t]+){{0,3}}{cap}|(?:[0-9]{{4,5}}|[0-9]{{2}}-[0-9]{{3}}|[0-9]{{3}}[ \t][0-9]{{2}})[ \t]+{cap}(?:[ \t]+{cap})?(?:[ \t]+[0-9]{{1,2}})?|(?:{cap},?[ \t]+)?{cap}-(?:gu|ku|si|shi|do|gun|to|fu|ken|dong))[ \t]*,[ \t]*){{1,3}})$"
        ))
        .expect("place-before pattern compiles")
    });
    let from = floor_boundary(text, start.saturating_sub(120));
    match re.captures(&text[from..start]).and_then(|c| c.get(1)) {
        Some(m) => from + m.start(),
        None => start,
    }
}

/// Words that end in a Danish street suffix without being streets.
const NOT_STREETS: &[&str] = &["brigade", "renegade", "brigades"];

impl Recognizer for AddressRecognizer {
    fn name(&self) -> &'static str {
        "address"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let mut found: Vec<Finding> = Vec::new();
        for (re, kind) in &self.cores {
            for m in re.find_iter(text) {
                let start = m.start();
                if super::char_before(text, start).is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let Some(core_end) = Self::core_end(text, *kind, start, m.end()) else { continue };
                // "Hernalser Hauptstraße", "Berliner Str.": a place adjective before the street; "D. Visser
                // Kerkstraat 8" (a name line joined to the street line) is a person's name, not one.
                let start = match text[start..core_end].split_once([' ', '\t', '\u{a0}']) {
                    Some((first, _))
                        if *kind == Core::Compound
                            && first.ends_with("er")
                            && crate::gazetteer::lookup(first).is_name() =>
                    {
                        start + first.len() + text[start + first.len()..].len()
                            - text[start + first.len()..].trim_start().len()
                    }
                    _ => start,
                };
                let core = &text[start..core_end];
                if *kind == Core::Compound
                    && core.split_whitespace().next().is_some_and(|w| NOT_STREETS.contains(&w.to_lowercase().as_str()))
                {
                    continue;
                }
                let ext = extend(text, core_end);
                // The unit before the street (`Apt 4B, 12 Main St`) is looked for backwards only once the core is
                // vouched for (or to vouch a bare one): most cores are not, and the look-back is a reverse regex
                // search (a pure function: the same result, computed less often).
                let unit_start = || self.unit_start(text, start);
                let vouched = match kind {
                    Core::Bare => {
                        let lower = core.to_lowercase();
                        // "14 November 2025" is a date, not house 14 on November street in postcode 2025.
                        if core.split_whitespace().nth(1).is_some_and(|w| super::date_words::month_number(w).is_some()) {
                            continue;
                        }
                        // A name, not a code: "9   OK\n0447" in a table is no address.
                        let named = core.split_whitespace().skip(1).any(|w| w.chars().any(char::is_lowercase));
                        named
                            && (ext.district
                                || (ext.locality && unit_start() < start)
                                || lower.contains("đường")
                                || lower.contains("phố")
                                || (ext.postcode && ext.place && (!core.contains(',') || ext.named_parts >= 2)))
                    }
                    // "Villa 14, Street 27b, Al Barsha 2, Dubai": three named parts vouch without a postcode.
                    // "Block five, Lot twelve, Phase two... Molino three, Bacoor": a chain of units and a place.
                    Core::UnitOnly => {
                        let units = core.split([' ', ',']).filter(|w| UNIT_WORDS.contains(&w.to_lowercase().as_str())).count();
                        (ext.postcode && ext.place) || ext.named_parts >= 3 || (units >= 2 && ext.named_parts >= 1)
                    }
                    Core::HouseName => ext.postcode || (ext.locality && ext.named_parts >= 2),
                    Core::Corner => unit_start() < start || ext.postcode || ext.named_parts >= 2,
                    Core::Spoken => unit_start() < start || ext.locality,
                    Core::NameNumber => {
                        let first = core.split_whitespace().next().unwrap_or("");
                        if super::date_words::month_number(first).is_some() {
                            continue;
                        }
                        let prev = text[..start].trim_end().rsplit([' ', '\t', '\n']).next().unwrap_or("").to_lowercase();
                        let locative = matches!(prev.as_str(), "przy" | "ulicy" | "ul.")
                            || (prev == "na" && first.ends_with("ej"));
                        locative || self.strong_postcode.is_match(&text[core_end..floor_boundary(text, core_end + 40)])
                    }
                    _ => true,
                };
                if !vouched {
                    continue;
                }
                let (score, rule) = if ext.locality || *kind == Core::Townland {
                    (score::FULL, "address/full")
                } else if WEAK_TYPES.contains(&type_word(core, *kind).as_str())
                    // "corso Buenos Aires 9": an Italian or Spanish type word before a name of two capitalised
                    // words and a number is a street ("via" stays weak: "via Microsoft Teams 2").
                    && !(*kind == Core::TypeFirst
                        && matches!(type_word(core, *kind).as_str(), "corso" | "largo" | "strada" | "ronda")
                        && core.split_whitespace().filter(|w| w.starts_with(char::is_uppercase)).count() >= 2)
                {
                    (score::STREET_WEAK, "address/street-weak")
                } else {
                    (score::STREET, "address/street")
                };
                let start = unit_start();
                found.push(Finding::new(Span::new(start, ext.end), Label::Address, score, rule));
            }
        }
        for f in &mut found {
            f.span = Span::new(place_start(text, building_start(text, f.span.start)), f.span.end);
        }
        // One finding per address: drop what a longer one found by another shape contains.
        crate::sort::sort_by(&mut found, |a, b| a.span.start.cmp(&b.span.start).then(b.span.end.cmp(&a.span.end)));
        let mut last_end = 0;
        for f in found {
            if f.span.end > last_end {
                last_end = f.span.end;
                out.push(f);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(text: &str) -> Vec<(&str, f32)> {
        static R: std::sync::OnceLock<AddressRecognizer> = std::sync::OnceLock::new();
        let mut out = Vec::new();
        R.get_or_init(AddressRecognizer::new).find(text, &mut out);
        out.iter().map(|f| (&text[f.span], f.score)).collect()
    }

    /// (text, the whole address, its score).
    const POSITIVES: &[(&str, &str, f32)] = &[
        ("Dirección: Calle 72 # 10-34, Bogotá", "Calle 72 # 10-34, Bogotá", score::FULL),
        ("vivo en la Cra. 15 No. 93-47, Apto 502, Chapinero", "Cra. 15 No. 93-47, Apto 502, Chapinero", score::FULL),
        ("住所 Tokyo-to Minato-ku Roppongi 6-10-1", "Tokyo-to Minato-ku Roppongi 6-10-1", score::STREET),
        ("Vinohradská 1511/230, 100 00 Praha 10", "Vinohradská 1511/230, 100 00 Praha 10", score::FULL),
        ("cím: 1052 Budapest, Váci utca 12", "1052 Budapest, Váci utca 12", score::STREET),
        ("behind Hanuman Mandir, Sector 15, Rohini, Delhi 110085", "behind Hanuman Mandir, Sector 15, Rohini, Delhi 110085", score::FULL),
        ("Seoul, Gangnam-gu, Teheran-ro 152", "Seoul, Gangnam-gu, Teheran-ro 152", score::STREET),
        ("osoite Mannerheimintie 12 A 5, 00100 Helsinki", "Mannerheimintie 12 A 5, 00100 Helsinki", score::FULL),
        ("Send it to 1600 Pennsylvania Ave NW, Washington, DC 20500.", "1600 Pennsylvania Ave NW, Washington, DC 20500", score::FULL),
        ("He lived at 221B Baker Street for years", "221B Baker Street", score::STREET),
        ("Mail: Apt 4B, 55 Elm St., Springfield, IL 62704 today", "Apt 4B, 55 Elm St., Springfield, IL 62704", score::FULL),
        ("Write to 10 Downing Street, London SW1A 2AA please", "10 Downing Street, London SW1A 2AA", score::FULL),
        ("Office: 24 Sussex Drive, Ottawa, ON K1A 0B1", "24 Sussex Drive, Ottawa, ON K1A 0B1", score::FULL),
        ("at 12 George St, Sydney NSW 2000.", "12 George St, Sydney NSW 2000", score::FULL),
        ("1 Grand Canal Street, Dublin 2, D02 X285", "1 Grand Canal Street, Dublin 2, D02 X285", score::FULL),
        ("Adresse: Hauptstraße 5, 10115 Berlin.", "Hauptstraße 5, 10115 Berlin", score::FULL),
        ("Wir sind in der Berliner Str. 12a, 80331 München", "Berliner Str. 12a, 80331 München", score::FULL),
        ("au 12 rue de la Paix, 75002 Paris", "12 rue de la Paix, 75002 Paris", score::FULL),
        ("en Calle Mayor 5, 28013 Madrid.", "Calle Mayor 5, 28013 Madrid", score::FULL),
        ("in Via Roma 10, 00184 Roma", "Via Roma 10, 00184 Roma", score::FULL),
        ("op Keizersgracht 123, 1015 CJ Amsterdam", "Keizersgracht 123, 1015 CJ Amsterdam", score::FULL),
        ("Flat 12, MG Road, Bengaluru 560001", "Flat 12, MG Road, Bengaluru 560001", score::FULL),
        ("Địa chỉ: 12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh.", "12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh", score::FULL),
        ("Ship to:\n55 Elm Street\nSpringfield, IL 62704\nThanks", "55 Elm Street\nSpringfield, IL 62704", score::FULL),
        ("at 350 5th Avenue New York NY 10118 now", "350 5th Avenue New York NY 10118", score::FULL),
        ("Storgatan 3, 111 22 Stockholm", "Storgatan 3, 111 22 Stockholm", score::FULL),
        ("at 14 Kowhai Street, Mount Eden, Auckland 1024, 021 448 2197.", "14 Kowhai Street, Mount Eden, Auckland 1024", score::FULL),
        ("at 14 Kowhai Street, 021 448 2197.", "14 Kowhai Street", score::STREET),
        ("Villa 14, Street 27b, Al Barsha 2, Dubai", "Villa 14, Street 27b, Al Barsha 2, Dubai", score::FULL),
        ("Flat: 4B, Skyline Riverside, Marine Drive, Ernakulam, Kerala 682031", "4B, Skyline Riverside, Marine Drive, Ernakulam, Kerala 682031", score::FULL),
        ("Send to PO Box 4471, Boise, ID 83701.", "PO Box 4471, Boise, ID 83701", score::FULL),
        ("C/ de Fuencarral, 112, 3º izda., 28010 Madrid", "C/ de Fuencarral, 112, 3º izda., 28010 Madrid", score::FULL),
        ("Nørrebrogade 184, 3. tv., 2200 København N", "Nørrebrogade 184, 3. tv., 2200 København N", score::FULL),
        ("ul. Marszałkowska 84/92 m. 117, 00-514 Warszawa", "ul. Marszałkowska 84/92 m. 117, 00-514 Warszawa", score::FULL),
        ("Lieferadresse: Am Mühlbach 7a, 79539 Lörrach", "Am Mühlbach 7a, 79539 Lörrach", score::FULL),
        ("Thorvald Meyers gate 52B, 0552 Oslo", "Thorvald Meyers gate 52B, 0552 Oslo", score::FULL),
        ("Teheran-ro 427, Gangnam-gu, Seoul 06159", "Teheran-ro 427, Gangnam-gu, Seoul 06159", score::FULL),
        ("3-7-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo", "3-7-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo", score::FULL),
        ("3380 El Camino Real, Apt 215, Santa Clara, CA 95051", "3380 El Camino Real, Apt 215, Santa Clara, CA 95051", score::FULL),
        ("Flat 302, Sai Krupa Apartments, 14th Cross, Bengaluru, Karnataka 560038", "Flat 302, Sai Krupa Apartments, 14th Cross, Bengaluru, Karnataka 560038", score::FULL),
        ("88 Rue Saint-Paul Ouest, app. 406, Montréal (Québec) H2Y 1Z2", "88 Rue Saint-Paul Ouest, app. 406, Montréal (Québec) H2Y 1Z2", score::FULL),
        ("3rd Floor, 18 Park Row, Leeds LS1 5JA", "3rd Floor, 18 Park Row, Leeds LS1 5JA", score::FULL),
        ("Blk 412 Ang Mo Kio Avenue 10, #08-1123, Singapore 560412", "Blk 412 Ang Mo Kio Avenue 10, #08-1123, Singapore 560412", score::FULL),
        ("at 1042 Birchwood Drive,\n\n6\n00:00:21,700 --> 00:00:25,300\nBoise, ID 83702 ok", "1042 Birchwood Drive,\n\n6\n00:00:21,700 --> 00:00:25,300\nBoise, ID 83702", score::FULL),
        ("Harrogate: 27 Marlborough Crescent, Harrogate HG1 4PX, United Kingdom and more", "27 Marlborough Crescent, Harrogate HG1 4PX, United Kingdom", score::FULL),
        ("Indirizzo: Via dell'Indipendenza 44, scala B, 40121 Bologna.", "Via dell'Indipendenza 44, scala B, 40121 Bologna", score::FULL),
        ("indirizzo: Via Nizza 58/B, scala C, interno 9,\n10126 Torino TO\nGrazie", "Via Nizza 58/B, scala C, interno 9,\n10126 Torino TO", score::FULL),
        ("adres: Van Woustraat 48-III, 1073 LN Amsterdam", "Van Woustraat 48-III, 1073 LN Amsterdam", score::FULL),
        ("afleveradres: Kerkstraat 8 A 2011 BH  Haarlem", "Kerkstraat 8 A 2011 BH  Haarlem", score::FULL),
        ("Endereço: Av. Atlântica, 1.702, apto 801, Copacabana, Rio de Janeiro/RJ, CEP 22021-001", "Av. Atlântica, 1.702, apto 801, Copacabana, Rio de Janeiro/RJ, CEP 22021-001", score::FULL),
        ("Cím: Ráday utca 27, 1092 Budapest, Hungary", "Ráday utca 27, 1092 Budapest, Hungary", score::FULL),
        ("A morada é Rua do Almada 310, 2.º Esq., 4050-032 Porto.", "Rua do Almada 310, 2.º Esq., 4050-032 Porto", score::FULL),
        ("home: Apt 1203, 45 Teheran-ro 10-gil, Gangnam-gu, Seoul 06234.", "Apt 1203, 45 Teheran-ro 10-gil, Gangnam-gu, Seoul 06234", score::FULL),
        ("à l'adresse Appt 4B, 7 avenue Jean Jaurès\n69007 Lyon\nMerci", "Appt 4B, 7 avenue Jean Jaurès\n69007 Lyon", score::FULL),
        ("Flat No. 402, Sai Residency, 14th Cross, Indiranagar, Bengaluru 560038", "Flat No. 402, Sai Residency, 14th Cross, Indiranagar, Bengaluru 560038", score::FULL),
        ("old place at H.No. 7-1-214/3, Ameerpet, Hyderabad 500016.", "H.No. 7-1-214/3, Ameerpet, Hyderabad 500016", score::FULL),
        ("Address: B-304, Gulmohar Apartments, Baner Road, Pune - 411045", "B-304, Gulmohar Apartments, Baner Road, Pune - 411045", score::FULL),
        ("was Room 803, Park Court Aoyama, 3-9-1 Minami-Aoyama, Minato-ku, Tokyo 107-0062 before", "Room 803, Park Court Aoyama, 3-9-1 Minami-Aoyama, Minato-ku, Tokyo 107-0062", score::FULL),
        ("I live at Rose Cottage, Church Lane, Little Snoring, Fakenham NR21 0AX.", "Rose Cottage, Church Lane, Little Snoring, Fakenham NR21 0AX", score::FULL),
        ("Address: Ty Gwyn, Llanfair Road, Ruthin LL15 1BG", "Ty Gwyn, Llanfair Road, Ruthin LL15 1BG", score::FULL),
        ("to The Old Rectory, Mill Lane, Bampton, Oxfordshire OX18 2HA thanks", "The Old Rectory, Mill Lane, Bampton, Oxfordshire OX18 2HA", score::FULL),
        ("adesso sto in via Fratelli Bandiera 44, 20099 Sesto San Giovanni (MI).", "via Fratelli Bandiera 44, 20099 Sesto San Giovanni (MI)", score::FULL),
        ("nuestra oficina de calle del Ave María 8, 28012 Madrid.", "calle del Ave María 8, 28012 Madrid", score::FULL),
        ("untergemietet:    c/o Wöllner-Bauer, Hauptstraße 41, 85570 Markt Schwaben    Miete", "c/o Wöllner-Bauer, Hauptstraße 41, 85570 Markt Schwaben", score::FULL),
        ("Alors c'est résidence Les Tilleuls, bâtiment C, appartement 214, 5 allée Jean-Moulin, 49100 Angers.", "résidence Les Tilleuls, bâtiment C, appartement 214, 5 allée Jean-Moulin, 49100 Angers", score::FULL),
        ("oficina de calle del Ave María 8, local 2, 28012 Madrid.", "calle del Ave María 8, local 2, 28012 Madrid", score::FULL),
        ("What's his address? CUSTOMER: RR 2, Site 14, Box 9, Bon Accord, Alberta T0A 0K0. AGENT:", "RR 2, Site 14, Box 9, Bon Accord, Alberta T0A 0K0", score::FULL),
        ("Te Tai Tokerau\nPrivate Bag 9742, Whangārei 0148\n\nDear", "Private Bag 9742, Whangārei 0148", score::FULL),
        ("Management, P.O. Box 48213-00100, Nairobi\n[11/08/2026]", "P.O. Box 48213-00100, Nairobi", score::FULL),
        ("Address: 22 Heol y Coed, Cardiff CF14 6HL.", "22 Heol y Coed, Cardiff CF14 6HL", score::FULL),
        ("they are at Shop 4, Bram Fischer Centre, cnr Bram Fischer Drive and Hill Street, Ferndale, Randburg. Excess", "Shop 4, Bram Fischer Centre, cnr Bram Fischer Drive and Hill Street, Ferndale, Randburg", score::FULL),
        ("Previous address: Ballynoe, Castletownroche, Co. Cork (my parents')", "Ballynoe, Castletownroche, Co. Cork", score::FULL),
        ("do lokalu przy Kwiatowej 12/5 (np. umowa)", "Kwiatowej 12/5", score::STREET),
        ("Adres: Kwiatowa 12/5, 00-001 Warszawa", "Kwiatowa 12/5, 00-001 Warszawa", score::FULL),
        ("Vivimos en Mayor 23, 28013 Madrid.", "Mayor 23, 28013 Madrid", score::FULL),
        ("EMS label: #502, 34, World Cup-buk-ro 12-gil, Mapo-gu, Seoul", "#502, 34, World Cup-buk-ro 12-gil, Mapo-gu, Seoul", score::FULL),
        ("in English: Apt 502, 5F, 34 World Cup-buk-ro 12-gil, Mapo-gu, Seoul 04001, Republic of Korea", "Apt 502, 5F, 34 World Cup-buk-ro 12-gil, Mapo-gu, Seoul 04001, Republic of Korea", score::FULL),
        ("đổi qua: Tầng 8, tòa nhà Saigon Riverside, 2A-4A Tôn Đức Thắng, phường Bến Nghé, Quận 1", "Tầng 8, tòa nhà Saigon Riverside, 2A-4A Tôn Đức Thắng, phường Bến Nghé, Quận 1", score::FULL),
        ("Địa chỉ giao hàng: 45 Lê Lợi, phường Bến Thành, quận 1, TP.HCM", "45 Lê Lợi, phường Bến Thành, quận 1, TP.HCM", score::FULL),
        ("Do pracy. Mogilska 121, lok. 3B, 31-571 Kraków, to jest biurowiec", "Mogilska 121, lok. 3B, 31-571 Kraków", score::FULL),
        ("address for the contract: Hernalser Hauptstraße 114, Stiege 3, Tür 12, 1170 Wien [Mon 09:15]", "Hernalser Hauptstraße 114, Stiege 3, Tür 12, 1170 Wien", score::FULL),
        ("wrote it as \"Ottakringer Hauptstr. 27/2/9\" on the lease", "Ottakringer Hauptstr. 27/2/9", score::STREET),
        ("address: Unit 9, Protea Gardens, 31 Kiaat Street, cnr Malibongwe Drive, Randpark Ridge, Randburg, 2169 [08:05]", "Unit 9, Protea Gardens, 31 Kiaat Street, cnr Malibongwe Drive, Randpark Ridge, Randburg, 2169", score::FULL),
        ("is: Flat No. 12, Sai Residency, Plot 4, Srinagar Colony, near Hanuman Mandir, opp. SBI ATM, Kondapur, Hyderabad, Telangana - 500081. The", "Flat No. 12, Sai Residency, Plot 4, Srinagar Colony, near Hanuman Mandir, opp. SBI ATM, Kondapur, Hyderabad, Telangana - 500081", score::FULL),
        ("terrace at: Plot 9, Block B, Lekki Gardens Estate Phase 1,     off Admiralty Road, Ajah, Lagos State.", "Plot 9, Block B, Lekki Gardens Estate Phase 1,     off Admiralty Road, Ajah, Lagos State", score::FULL),
        ("living at Site B, Section 7, Erf 1204, Khayelitsha, 7784 (shared tap)", "Site B, Section 7, Erf 1204, Khayelitsha, 7784", score::FULL),
        ("Hospital Level 4, 12 Pacific Highway, St Leonards NSW 2065 ABN", "Level 4, 12 Pacific Highway, St Leonards NSW 2065", score::FULL),
        ("Mevr. D. Visser Kerkstraat 8 A 2011 BH  Haarlem", "Kerkstraat 8 A 2011 BH  Haarlem", score::FULL),
        ("Kanzlei · Kastanienallee 12 · 10435 Berlin\n", "Kastanienallee 12 · 10435 Berlin", score::FULL),
        ("Plot is Plot 12, Kahawa West, off Thika Road, Nairobi. Postal", "Plot 12, Kahawa West, off Thika Road, Nairobi", score::FULL),
        ("địa chỉ Số 7, ngõ 15 Nguyễn Chí Thanh, phường Láng Hạ, quận Đống Đa, Hà Nội, đúng", "Số 7, ngõ 15 Nguyễn Chí Thanh, phường Láng Hạ, quận Đống Đa, Hà Nội", score::FULL),
        ("read it back. Twenty two ten East Maple Avenue, apartment four-C, Fresno, CA, nine three seven one oh. CALLER", "Twenty two ten East Maple Avenue, apartment four-C, Fresno, CA, nine three seven one oh", score::FULL),
        ("Kantor: Jl. Sudirman No. 5, Jakarta Pusat 10220", "Jl. Sudirman No. 5, Jakarta Pusat 10220", score::FULL),
        ("Adres: Bağdat Caddesi No:45, Kadıköy, İstanbul", "Bağdat Caddesi No:45, Kadıköy, İstanbul", score::FULL),
        ("es Calle Pedro Moreno 1477 interior 4, colonia Americana, 44160 Guadalajara, Jalisco", "Calle Pedro Moreno 1477 interior 4, colonia Americana, 44160 Guadalajara, Jalisco", score::FULL),
        ("Str. Mihai Eminescu 12, Calea Victoriei 155, București", "Calea Victoriei 155, București", score::FULL),
        ("read that back: apartment twelve, Wharf House, five Canal Street, Manchester, M one three H E. Caller:", "apartment twelve, Wharf House, five Canal Street, Manchester, M one three H E", score::FULL),
        ("AGENT: Unit twelve-oh-four, eighty-eight Harbour Street, M five J, zero B eight. Got it.", "Unit twelve-oh-four, eighty-eight Harbour Street, M five J, zero B eight", score::FULL),
        ("Got it. Flat two-stroke-one, thirty-seven Hyndland Drive, G12 9UT. From when?", "Flat two-stroke-one, thirty-seven Hyndland Drive, G12 9UT", score::FULL),
        ("Conseillère : cinq allée Jean-Moulin, quarante-neuf cent Angers. C'est noté.", "cinq allée Jean-Moulin, quarante-neuf cent Angers", score::FULL),
        ("Conseillère : Bâtiment C, appartement deux cent quatorze... cinq allée Jean-Moulin, quarante-neuf cent Angers. C'est", "Bâtiment C, appartement deux cent quatorze... cinq allée Jean-Moulin, quarante-neuf cent Angers", score::FULL),
        ("AGENT: RR two, Site fourteen, Box nine. And his birthdate", "RR two, Site fourteen, Box nine", score::STREET),
        ("studio in corso Buenos Aires 9? Bene.", "corso Buenos Aires 9", score::STREET),
        ("Wei Ling: Block five, Lot twelve, Phase two... Molino three, Bacoor. OK.", "Block five, Lot twelve, Phase two... Molino three, Bacoor", score::FULL),
        ("Blk 7 Lot 22 Phase 3, Barangay San Isidro, Antipolo City", "Blk 7 Lot 22 Phase 3, Barangay San Isidro, Antipolo City", score::FULL),
        // A building, complex or neighbourhood part before the street, in several countries.
        ("Adresse : Résidence Les Tilleuls, Bât. C, Esc. 2 14 rue Paul-Bert 93100 Montreuil\nTél", "Résidence Les Tilleuls, Bât. C, Esc. 2 14 rue Paul-Bert 93100 Montreuil", score::FULL),
        ("Taller: Talleres Climent, Polígono Fuente del Jarro, C/ Ciudad de Sevilla 27, 46988 Paterna\n", "Polígono Fuente del Jarro, C/ Ciudad de Sevilla 27, 46988 Paterna", score::FULL),
        ("Ama teslim edilen yer Osmanağa Mah. Söğütlüçeşme Cad. No: 84, tamamen başka", "Osmanağa Mah. Söğütlüçeşme Cad. No: 84", score::STREET),
        ("Mega Plaza, 4th Floor, Oginga Odinga Street, P.O. Box 2281-40100, Kisumu, come", "Mega Plaza, 4th Floor, Oginga Odinga Street, P.O. Box 2281-40100, Kisumu", score::FULL),
        // Units and tails of more countries: pt `casa`, id `Kamar`/`RT/RW`, a region after a spaced dash, a Nordic
        // entrance letter.
        ("antigo, Av. Professor Mário Werneck, 2021, casa 4, Buritis, Belo Horizonte - MG, chega", "Av. Professor Mário Werneck, 2021, casa 4, Buritis, Belo Horizonte - MG", score::FULL),
        ("kos di Jl. Tukad Pakerisan No. 88 Kamar 4, Panjer, Denpasar 80225 20:25", "Jl. Tukad Pakerisan No. 88 Kamar 4, Panjer, Denpasar 80225", score::FULL),
        ("Han bor nu på Kungsgatan 81 B, 753 21 Uppsala. Pat har", "Kungsgatan 81 B, 753 21 Uppsala", score::FULL),
    ];

    const NEGATIVES: &[&str] = &[
        "the ticket moved from Calle 72 to the backlog",
        "Tokyo-to release 6-10 was late",
        "near the end, 12 of them left",
        "Sector 7 passed the audit",
        "We walked down Baker Street yesterday.",
        "Meet me at the Office, then the Tower and the Plaza.",
        "Floor 3 of the building was closed - MG said so.",
        "The Hauptstraße is closed.",
        "I have 3 apples and 5 oranges.",
        "Error E-4471 at 10:32 in build 6.12.2025.",
        "Call (415) 555-0132 about order 12345.",
        "Meet me in London next week.",
        "ZIP 62704 alone is a postcode, not an address.",
        "Version 2.14 of Street Fighter",
        "send it via email",
        "We have 12 street lamps.",
        "A Spring 2024 release and a Brigade 5 unit.",
        "Ask 12 George Stanley about it.",
        "rue de la Paix without a number",
        "O: T 37.9, HR 96, BP 142/88, SpO2 94% RA.",
        "Date: 4 April 2025\nRef 12",
        "Returned on 14 November 2025, thanks.",
        "Hub Mini    64   40   2.9   OK\n0447   JH2-BLK-128   Jasper Hub",
        "JH2-BLK-128  Jasper Hub 2 128GB      149.90",
        "Room 5, Team Alpha meets in London 2025",
        "Order No. 4471, Blue Widget, qty 3",
        "rev 48-III of the spec was approved",
        "build 1.032 of the app shipped",
        "Ticket A-4471 closed by the Support Team",
        "error 10-gil in module Teheran",
        "Table 4B, Figure 2, London 2025",
        "Rose Cottage, Church Lane is lovely in spring.",
        "the Manor House, Park Road was sold",
        "sent it via email 3 times",
        "On the corner of Main Street and Oak Avenue we met.",
        "Windows 11, 2024 Edition",
        "Chapter 12, Section 4, Page 9",
        "We toured Cork, Co. Kerry and Galway.",
        "Version 3, 2023 release notes",
        "na Stronie 5 jest tabela",
        "Juni 2024, 10115 Berlin",
        "Sprint 14, 12 tickets closed",
        "Level 3 of the game, Section 2 of the guide",
        "Site 4 is down, Section 9 too",
        "Windows 11, lok. 3B, 2024 Edition",
        "Berliner Philharmoniker 2024",
        "Frau D. Visser Kerkstraat",
        "In accordance with section 1, Road Traffic Offenders Act 1988, I hereby",
        "§ 2 of the Criminal Code and Section 5 of Law No. 3713 (the Anti-Terrorism Law)",
        "I saw two Oxford Street shops and one Regent Street cafe.",
        "We need five Main Street permits by Friday.",
        "Block five, Lot twelve of the auction are sold.",
        "Room 4, Floor 2 is the meeting room",
        "the Corso 2025 edition",
    ];

    #[test]
    fn table() {
        use crate::test_table::{check_negatives, check_positives, check_size};
        check_size("address", POSITIVES.len(), NEGATIVES.len(), 10);
        let rows: Vec<(&str, Vec<(&str, f32)>)> = POSITIVES.iter().map(|&(t, want, sc)| (t, vec![(want, sc)])).collect();
        check_positives(&rows, find);
        check_negatives(NEGATIVES, find);
    }

    #[test]
    fn stops_at_prose() {
        assert_eq!(find("221B Baker Street, Sherlock said nothing"), [("221B Baker Street", score::STREET)]);
        assert_eq!(find("10 Downing Street, London. Then we left"), [("10 Downing Street, London", score::FULL)]);
        assert_eq!(find("at 5 Main St, Springfield, IL 62704 is where"), [("5 Main St, Springfield, IL 62704", score::FULL)]);
        assert_eq!(find("at 4 Privet Way"), [("4 Privet Way", score::STREET_WEAK)]);
    assert_eq!(
        find("chỗ làm: 2A-4A Tôn Đức Thắng, phường Bến Nghé, Quận 1 CSKH Hoàng Minh: Dạ được"),
        [("2A-4A Tôn Đức Thắng, phường Bến Nghé, Quận 1", score::FULL)]
    );
    assert_eq!(
        find("chỗ làm: 2A-4A Tôn Đức Thắng, phường Bến Nghé, Quận 1 Dạ đơn COD"),
        [("2A-4A Tôn Đức Thắng, phường Bến Nghé, Quận 1", score::FULL)]
    );
    }
}
