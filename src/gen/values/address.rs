//! Postal addresses in the style of each locale, and quasi-identifiers for social histories.

use super::{v, Value};
use crate::gen::rng::Rng;
use crate::gen::Locale;
use crate::Label;

/// An address: the whole value, and its postcode and city for separate mentions.
pub struct Address {
    /// The address, on one line or (when `multiline`) several.
    pub text: String,
    /// The postcode alone.
    pub postcode: String,
}

/// An address in the style of `loc`; `multiline` breaks it into the lines of a letter's address block.
pub fn address(rng: &mut Rng, loc: Locale, multiline: bool) -> Address {
    let sep = if multiline { "\n" } else { ", " };
    let n = rng.range(1, 240);
    let up = |rng: &mut Rng, k| rng.chars_from("ABDEFGHJLNPQRSTUWXYZ", k);
    let (parts, postcode): (Vec<String>, String) = match loc {
        Locale::Us => {
            let (city, st, zip) = rng.pick(&[
                ("San Francisco", "CA", "941"),
                ("Chicago", "IL", "606"),
                ("Austin", "TX", "787"),
                ("Seattle", "WA", "981"),
                ("Boston", "MA", "021"),
            ]);
            let zip = format!("{zip}{}", rng.digits(2));
            let street = format!(
                "{n} {} {}",
                rng.pick(&["Maple", "Oak", "Cedar", "Hawthorne", "Martin Luther King Jr"]),
                rng.pick(&["St", "Ave", "Blvd", "Street", "Drive"])
            );
            let mut p = vec![street];
            if rng.chance(1, 3) {
                p.push(format!("Apt {}{}", rng.range(1, 12), rng.chars_from("ABCD", 1)));
            }
            p.push(format!("{city}, {st} {zip}"));
            (p, zip)
        }
        Locale::Uk => {
            let (town, out) = rng.pick(&[
                ("Leeds", "LS6"),
                ("Manchester", "M14"),
                ("Edinburgh", "EH8"),
                ("Bristol", "BS1"),
                ("London", "N16"),
                ("Cardiff", "CF24"),
            ]);
            let pc = format!("{out} {}{}", rng.range(1, 9), up(rng, 2));
            (
                vec![
                    format!(
                        "{n} {} {}",
                        rng.pick(&["Harrow", "Victoria", "St John's", "Mill"]),
                        rng.pick(&["Road", "Lane", "Close", "Gardens"])
                    ),
                    town.to_string(),
                    pc.clone(),
                ],
                pc,
            )
        }
        Locale::De => {
            let (city, plz) = rng.pick(&[
                ("Berlin", "10"),
                ("München", "80"),
                ("Köln", "50"),
                ("Hamburg", "20"),
                ("Düsseldorf", "40"),
            ]);
            let pc = format!("{plz}{}", rng.digits(3));
            (
                vec![
                    format!(
                        "{} {n}{}",
                        rng.pick(&["Hauptstraße", "Schillerstraße", "Am Weißen Stein", "Lindenallee", "Königsweg"]),
                        if rng.chance(1, 4) { "a" } else { "" }
                    ),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
        Locale::Fr => {
            let (city, cp) = rng.pick(&[
                ("Lyon", "6900"),
                ("Paris", "7501"),
                ("Marseille", "1300"),
                ("Toulouse", "3100"),
                ("Lille", "5900"),
            ]);
            let pc = format!("{cp}{}", rng.range(1, 9));
            (
                vec![
                    format!(
                        "{n}{} {}",
                        if rng.chance(1, 5) { " bis" } else { "" },
                        rng.pick(&[
                            "rue de la République",
                            "avenue Jean-Jaurès",
                            "boulevard Saint-Michel",
                            "rue des Écoles",
                            "place du Général-de-Gaulle"
                        ])
                    ),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
        Locale::Vn => {
            let pc = rng.pick(&["700000", "100000", "550000"]).to_string();
            let street = rng.pick(&["Nguyễn Huệ", "Lê Lợi", "Trần Hưng Đạo", "Phố Huế", "Điện Biên Phủ"]);
            let p = match rng.below(2) {
                0 => vec![
                    format!("{n} {street}"),
                    format!("Phường {}", rng.range(1, 15)),
                    format!("Quận {}", rng.range(1, 12)),
                    "TP. Hồ Chí Minh".to_string(),
                ],
                _ => vec![
                    format!("Số {n} ngõ {} {street}", rng.range(2, 99)),
                    "Hai Bà Trưng".to_string(),
                    "Hà Nội".to_string(),
                ],
            };
            (p, pc)
        }
        Locale::Ca => {
            let (city, prov, fsa) = rng.pick(&[
                ("Toronto", "ON", "M5V"),
                ("Vancouver", "BC", "V6B"),
                ("Montréal", "QC", "H2X"),
                ("Calgary", "AB", "T2P"),
            ]);
            let pc = format!("{fsa} {}{}{}", rng.digit(), up(rng, 1), rng.digit());
            (
                vec![
                    format!(
                        "{n} {} {}",
                        rng.pick(&["Queen", "King", "Rue Sainte-Catherine", "Bay"]),
                        rng.pick(&["St W", "Street", "Ave"])
                    ),
                    format!("{city}, {prov} {pc}"),
                ],
                pc,
            )
        }
        Locale::Au => {
            let (sub, st, pc) = rng.pick(&[
                ("Surry Hills", "NSW", "2010"),
                ("Fitzroy", "VIC", "3065"),
                ("Fortitude Valley", "QLD", "4006"),
                ("Subiaco", "WA", "6008"),
            ]);
            (
                vec![
                    format!(
                        "{}{n} {} {}",
                        if rng.chance(1, 3) { format!("Unit {}/", rng.range(1, 20)) } else { String::new() },
                        rng.pick(&["Crown", "Smith", "Brunswick", "Hay"]),
                        rng.pick(&["St", "Street", "Rd"])
                    ),
                    format!("{sub} {st} {pc}"),
                ],
                pc.to_string(),
            )
        }
        Locale::In => {
            let (city, pin) =
                rng.pick(&[("Bengaluru", "5600"), ("Mumbai", "4000"), ("Chennai", "6000"), ("New Delhi", "1100")]);
            let pc = format!("{pin}{}{}", rng.range(0, 9), rng.digit());
            (
                vec![
                    format!("Flat {}", rng.range(101, 904)),
                    format!("{} Apartments", rng.pick(&["Sai Krupa", "Shanti Niketan", "Green Glen"])),
                    format!("{} Road", rng.pick(&["MG", "Nehru", "100 Feet"])),
                    format!("{city} {pc}"),
                ],
                pc,
            )
        }
        Locale::Br => {
            let (city, uf, cep) = rng.pick(&[
                ("São Paulo", "SP", "01310"),
                ("Rio de Janeiro", "RJ", "22041"),
                ("Belo Horizonte", "MG", "30130"),
            ]);
            let pc = format!("{cep}-{}", rng.digits(3));
            (
                vec![
                    format!("{}, {n}", rng.pick(&["Rua das Flores", "Avenida Paulista", "Rua Visconde de Pirajá"])),
                    format!("apto {}", rng.range(11, 204)),
                    format!("{city} - {uf}"),
                    pc.clone(),
                ],
                pc,
            )
        }
        Locale::Es => {
            let (city, cp) =
                rng.pick(&[("Madrid", "280"), ("Barcelona", "080"), ("Sevilla", "410"), ("Valencia", "460")]);
            let pc = format!("{cp}{}", rng.digits(2));
            (
                vec![
                    format!(
                        "{} {n}, {}º {}",
                        rng.pick(&["Calle de Alcalá", "Carrer de Balmes", "Avenida de la Constitución"]),
                        rng.range(1, 8),
                        rng.chars_from("ABCD", 1)
                    ),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
        Locale::It => {
            let (city, cap) = rng.pick(&[("Roma", "001"), ("Milano", "201"), ("Napoli", "801"), ("Torino", "101")]);
            let pc = format!("{cap}{}", rng.digits(2));
            (
                vec![
                    format!(
                        "{} {n}",
                        rng.pick(&["Via Roma", "Corso Vittorio Emanuele II", "Via dei Mille", "Piazza Garibaldi"])
                    ),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
        Locale::Nl => {
            let (city, pc4) =
                rng.pick(&[("Amsterdam", "1015"), ("Utrecht", "3511"), ("Rotterdam", "3011"), ("Den Haag", "2511")]);
            let pc = format!("{pc4} {}", rng.chars_from("BCDEGHJKLMNPRTVWXZ", 2));
            (
                vec![
                    format!("{} {n}", rng.pick(&["Keizersgracht", "Oudegracht", "Coolsingel", "Lange Voorhout"])),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
        Locale::Ie => {
            let (area, key) = rng.pick(&[
                ("Ranelagh, Dublin 6", "D06"),
                ("Rathmines, Dublin 6", "D06"),
                ("Ballincollig, Co. Cork", "P31"),
                ("Salthill, Galway", "H91"),
            ]);
            let pc = format!("{key} {}", rng.chars_from("ACDEFHKNPRTVWXY0123456789", 4));
            (
                vec![
                    format!("{n} {}", rng.pick(&["Main Street", "Castle Road", "Bóthar na Trá"])),
                    area.to_string(),
                    pc.clone(),
                ],
                pc,
            )
        }
        Locale::Pl => {
            let (city, kod) = rng.pick(&[("Warszawa", "00"), ("Kraków", "31"), ("Gdańsk", "80"), ("Łódź", "90")]);
            let pc = format!("{kod}-{}", rng.digits(3));
            (
                vec![
                    format!(
                        "ul. {} {n}/{}",
                        rng.pick(&["Marszałkowska", "Długa", "Świętokrzyska", "Piotrkowska"]),
                        rng.range(1, 40)
                    ),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
    };
    Address { text: parts.join(sep), postcode }
}

/// Quasi-identifiers for a social history: an employer (ORGANIZATION), a town (LOCATION) and a language
/// (DEMOGRAPHIC).
pub fn quasi(rng: &mut Rng, loc: Locale) -> (Value, Value, Value) {
    let (orgs, places): (&[&str], &[&str]) = match loc {
        Locale::Us | Locale::Ca => (
            &["Kaiser Permanente", "Boeing", "the Chicago Public Library", "Tim Hortons"],
            &["Oakland", "Evanston", "Mississauga", "Tacoma"],
        ),
        Locale::Uk | Locale::Ie | Locale::Au => (
            &["Leeds Teaching Hospitals", "Tesco", "Ryanair", "Woolworths"],
            &["Headingley", "Salford", "Ballincollig", "Parramatta"],
        ),
        Locale::De => (&["Deutsche Bahn", "Siemens", "Stadtwerke München"], &["Ehrenfeld", "Schwabing", "Altona"]),
        Locale::Fr => (&["la SNCF", "Airbus", "Carrefour"], &["Villeurbanne", "Montreuil", "Saint-Étienne"]),
        Locale::Es | Locale::It | Locale::Pl | Locale::Nl => (
            &["Mercadona", "Ferrovie dello Stato", "PKP Intercity", "Albert Heijn"],
            &["Getafe", "Sesto San Giovanni", "Nowa Huta", "Zaandam"],
        ),
        Locale::In => {
            (&["Infosys", "Tata Consultancy Services", "Indian Railways"], &["Whitefield", "Andheri", "Velachery"])
        }
        Locale::Vn => (&["Vinamilk", "FPT Software", "Bệnh viện Chợ Rẫy"], &["Thủ Đức", "Gò Vấp", "Cầu Giấy"]),
        Locale::Br => (&["Petrobras", "Itaú Unibanco", "Correios"], &["Niterói", "Osasco", "Contagem"]),
    };
    let lang = rng.pick(&[
        "Vietnamese",
        "Polish",
        "Portuguese",
        "Tamil",
        "Yoruba",
        "Arabic",
        "Mandarin",
        "Irish",
        "Punjabi",
        "Somali",
    ]);
    (
        v(Label::Organization, rng.pick(orgs), "organization"),
        v(Label::Location, rng.pick(places), "location"),
        v(Label::Demographic, lang, "demographic"),
    )
}
