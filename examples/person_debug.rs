//! Prints every PERSON candidate of a file with score, rule and entity: `cargo run --example person_debug FILE`.
use blackbar::recognizers::PersonRecognizer;
use blackbar::Recognizer;
fn main() {
    let text = std::fs::read_to_string(std::env::args().nth(1).unwrap()).unwrap();
    let mut out = Vec::new();
    PersonRecognizer::new().find(&text, &mut out);
    for f in out {
        println!("{:.2} {:<18} {:?} {:?}", f.score, f.rule, f.entity, &text[f.span]);
    }
}
