//! Small hand-written name lists, one per culture, with the way each culture orders and shortens a name.
//!
//! These are written for the generator, not taken from a gazetteer: a few dozen names per culture, chosen to exercise
//! diacritics, particles ("de la", "van der", "Ní"), apostrophes (O'Brien, D'Angelo), hyphens and family-first order.

use super::rng::Rng;

/// A naming culture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Culture {
    English,
    Irish,
    German,
    French,
    Spanish,
    Italian,
    Dutch,
    Polish,
    Indian,
    Vietnamese,
    Portuguese,
    Arabic,
    Nigerian,
    Chinese,
}

/// A generated person.
#[derive(Clone, Debug)]
pub struct Person {
    /// Given name(s) as written.
    pub given: String,
    /// Family name as written (with particles).
    pub family: String,
    /// True when the family name is written first (Vietnamese, Chinese).
    pub family_first: bool,
    /// Female (for titles and gendered forms).
    pub female: bool,
    /// Title to use ("Ms", "Mr", "Dr", ...).
    pub title: &'static str,
}

impl Person {
    /// The full name in the culture's order.
    pub fn full(&self) -> String {
        if self.family_first {
            format!("{} {}", self.family, self.given)
        } else {
            format!("{} {}", self.given, self.family)
        }
    }

    /// The short form used for a second mention: the family name, or for Vietnamese the last given name.
    pub fn short(&self) -> String {
        if self.family_first && self.given.contains(' ') {
            self.given.rsplit(' ').next().unwrap_or(&self.given).to_string()
        } else {
            self.family.clone()
        }
    }

    /// The first given name alone.
    pub fn first(&self) -> String {
        if self.family_first {
            self.given.rsplit(' ').next().unwrap_or(&self.given).to_string()
        } else {
            self.given.split(' ').next().unwrap_or(&self.given).to_string()
        }
    }
}

// Each list: (given names female, given names male, family names). Polish family names are "male|female" pairs.
const ENGLISH: (&[&str], &[&str], &[&str]) = (
    &["Dana", "Sarah", "Emily", "Charlotte", "Jessica", "Anne-Marie", "Chloë", "Rebecca", "Hannah", "Zoë"],
    &["Michael", "James", "Robert", "Thomas", "Daniel", "Oliver", "Jean-Luc", "Matthew", "Samuel", "Aaron"],
    &[
        "Whitfield",
        "Thompson",
        "Harrington",
        "Smith-Jones",
        "Blackwood",
        "Fairweather",
        "Ashworth",
        "Pemberton",
        "Carter",
        "Okonkwo-Reid",
    ],
);
const IRISH: (&[&str], &[&str], &[&str]) = (
    &["Siobhán", "Aoife", "Niamh", "Orla", "Caoimhe", "Sinéad"],
    &["Ciarán", "Seán", "Pádraig", "Eoin", "Darragh", "Oisín"],
    &["O'Brien", "McCarthy", "O'Sullivan", "Mac Giolla Phádraig", "Ní Bhriain", "Ó Súilleabháin", "McGrath", "O'Neill"],
);
const GERMAN: (&[&str], &[&str], &[&str]) = (
    &["Käthe", "Anja", "Jördis", "Sophie", "Lena", "Gülşen"],
    &["Jürgen", "Lukas", "Björn", "Matthias", "Hans-Peter", "Uwe"],
    &["Müller", "Schröder", "Groß", "Weiß", "Meyer-Lindström", "Böhm", "Krüger", "von Albrecht"],
);
const FRENCH: (&[&str], &[&str], &[&str]) = (
    &["Hélène", "Zoé", "Anaïs", "Océane", "Marie-Thérèse", "Maëlle"],
    &["François", "Jérôme", "Loïc", "Benoît", "Jean-Baptiste", "Noël"],
    &["Lefèvre", "Dubois", "Girard", "Moreau-Lacroix", "Bélanger", "Lemaître", "de Villiers", "Chevalier"],
);
const SPANISH: (&[&str], &[&str], &[&str]) = (
    &["María José", "Begoña", "Lucía", "Inés", "Ainhoa", "Nuria"],
    &["José", "Íñigo", "Álvaro", "Joaquín", "Rubén", "Andrés"],
    &[
        "García López",
        "de la Fuente",
        "Fernández-Ortega",
        "Núñez",
        "Muñoz Pérez",
        "Ibáñez",
        "del Río",
        "Sánchez de la Vega",
    ],
);
const ITALIAN: (&[&str], &[&str], &[&str]) = (
    &["Chiara", "Giulia", "Francesca", "Federica", "Noemi", "Lucrezia"],
    &["Giuseppe", "Niccolò", "Lorenzo", "Davide", "Mattia", "Gianluca"],
    &["Rossi", "D'Angelo", "Esposito", "De Luca", "Colombo", "Bianchi", "Lo Russo", "Ferrari"],
);
const DUTCH: (&[&str], &[&str], &[&str]) = (
    &["Sanne", "Femke", "Eline", "Anouk", "Maaike", "Ilse"],
    &["Joost", "Sjoerd", "Bram", "Thijs", "Wouter", "Gijs"],
    &["de Vries", "van den Berg", "Jansen", "van der Meer", "Bakker", "IJsselmuiden", "de Jong", "van 't Hof"],
);
const POLISH: (&[&str], &[&str], &[&str]) = (
    &["Małgorzata", "Zofia", "Agnieszka", "Katarzyna", "Jadwiga", "Bożena"],
    &["Łukasz", "Wojciech", "Grzegorz", "Paweł", "Przemysław", "Jędrzej"],
    &[
        "Kowalski|Kowalska",
        "Wiśniewski|Wiśniewska",
        "Brzęczyszczykiewicz|Brzęczyszczykiewicz",
        "Woźniak|Woźniak",
        "Dąbrowski|Dąbrowska",
        "Szymański|Szymańska",
    ],
);
const INDIAN: (&[&str], &[&str], &[&str]) = (
    &["Priya", "Lakshmi", "Ananya", "Deepika", "Sunita", "Aishwarya"],
    &["Arjun", "Venkatesh", "Rohan", "Siddharth", "Rajesh", "Harpreet"],
    &["Sharma", "Iyer", "Venkataraman", "Chatterjee", "Reddy", "Bhattacharya", "Nair", "Singh"],
);
const VIETNAMESE: (&[&str], &[&str], &[&str]) = (
    &["Thị Hồng Vân", "Thị Lan", "Ngọc Ánh", "Thu Thảo", "Thị Phương", "Bảo Ngọc"],
    &["Văn Hùng", "Minh Dũng", "Quốc Bảo", "Đức Anh", "Văn Thắng", "Hoàng Long"],
    &["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Võ", "Đặng", "Bùi"],
);
const PORTUGUESE: (&[&str], &[&str], &[&str]) = (
    &["Ana Luíza", "Conceição", "Beatriz", "Letícia", "Mônica", "Gabriela"],
    &["João", "Antônio", "Luís Henrique", "Sebastião", "Caio", "Thiago"],
    &["Silva", "Gonçalves", "dos Santos", "Araújo", "Conceição", "Magalhães", "Assunção", "Pereira da Costa"],
);
const ARABIC: (&[&str], &[&str], &[&str]) = (
    &["Fatima", "Layla", "Noor", "Mariam", "Yasmin", "Hiba"],
    &["Omar", "Khalid", "Youssef", "Tariq", "Mustafa", "Abdul-Rahman"],
    &["Al-Rashid", "Haddad", "El-Sayed", "Al Nuaimi", "Abu-Salem", "Mansour"],
);
const NIGERIAN: (&[&str], &[&str], &[&str]) = (
    &["Ngozi", "Oluwaseun", "Chiamaka", "Adaeze", "Funmilayo", "Folake"],
    &["Chukwuemeka", "Babatunde", "Obinna", "Oluwadamilare", "Ifeanyi", "Tunde"],
    &["Okafor", "Adeyemi", "Eze", "Oyelaran-Bakare", "Nwachukwu", "Ogunleye"],
);
const CHINESE: (&[&str], &[&str], &[&str]) = (
    &["Xiuying", "Na", "Jing", "Mei", "Xinyi", "Yuting"],
    &["Wei", "Hao", "Zhiwei", "Jun", "Yichen", "Bo"],
    &["Zhang", "Li", "Wang", "Liu", "Chen", "Xu"],
);

impl Culture {
    fn lists(self) -> (&'static [&'static str], &'static [&'static str], &'static [&'static str]) {
        match self {
            Culture::English => ENGLISH,
            Culture::Irish => IRISH,
            Culture::German => GERMAN,
            Culture::French => FRENCH,
            Culture::Spanish => SPANISH,
            Culture::Italian => ITALIAN,
            Culture::Dutch => DUTCH,
            Culture::Polish => POLISH,
            Culture::Indian => INDIAN,
            Culture::Vietnamese => VIETNAMESE,
            Culture::Portuguese => PORTUGUESE,
            Culture::Arabic => ARABIC,
            Culture::Nigerian => NIGERIAN,
            Culture::Chinese => CHINESE,
        }
    }
}

/// Cultures met anywhere (diaspora names), mixed into every locale.
pub const DIASPORA: &[Culture] = &[
    Culture::Indian,
    Culture::Vietnamese,
    Culture::Arabic,
    Culture::Nigerian,
    Culture::Chinese,
    Culture::Polish,
    Culture::Irish,
    Culture::Spanish,
];

/// A person of `culture`.
pub fn person(rng: &mut Rng, culture: Culture) -> Person {
    let (f, m, fam) = culture.lists();
    let female = rng.chance(1, 2);
    let given = rng.pick(if female { f } else { m }).to_string();
    let mut family = rng.pick(fam).to_string();
    if let Some((male, fem)) = family.split_once('|') {
        family = if female { fem } else { male }.to_string();
    }
    // Irish "Ní" is a woman's patronymic particle; men take "Ó".
    if !female && family.starts_with("Ní ") {
        family = family.replacen("Ní ", "Ó ", 1);
    }
    let title = match rng.below(10) {
        0 | 1 => "Dr",
        2 => "Mx",
        3 if female => "Mrs",
        _ if female => "Ms",
        _ => "Mr",
    };
    let family_first = matches!(culture, Culture::Vietnamese | Culture::Chinese);
    Person { given, family, family_first, female, title }
}

/// ASCII folding for e-mail local parts and usernames: "Nguyễn" → "nguyen", "O'Brien" → "obrien".
pub fn ascii_fold(s: &str) -> String {
    const MAP: &[(&str, char)] = &[
        ("àáâãäåāăạảấầẩẫậắằẳẵặą", 'a'),
        ("çćč", 'c'),
        ("ďđ", 'd'),
        ("èéêëēęěẹẻẽếềểễệ", 'e'),
        ("ìíîïīịỉĩ", 'i'),
        ("ñńň", 'n'),
        ("òóôõöøōọỏốồổỗộơớờởỡợ", 'o'),
        ("ùúûüūůụủũưứừửữự", 'u'),
        ("ýÿỳỵỷỹ", 'y'),
        ("śšş", 's'),
        ("źżž", 'z'),
        ("ł", 'l'),
        ("ğ", 'g'),
        ("ř", 'r'),
        ("ť", 't'),
    ];
    let mut out = String::new();
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if c == 'ß' {
            out.push_str("ss");
        } else if let Some((_, b)) = MAP.iter().find(|(set, _)| set.contains(c)) {
            out.push(*b);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_and_orders() {
        assert_eq!(ascii_fold("Nguyễn"), "nguyen");
        assert_eq!(ascii_fold("O'Brien"), "obrien");
        assert_eq!(ascii_fold("Groß"), "gross");
        assert_eq!(ascii_fold("Đặng Łukasz"), "danglukasz");
        let p = Person {
            given: "Thị Hồng Vân".into(),
            family: "Nguyễn".into(),
            family_first: true,
            female: true,
            title: "Ms",
        };
        assert_eq!(p.full(), "Nguyễn Thị Hồng Vân");
        assert_eq!(p.short(), "Vân");
        let p =
            Person { given: "Dana".into(), family: "Whitfield".into(), family_first: false, female: true, title: "Ms" };
        assert_eq!(p.short(), "Whitfield");
    }
}
