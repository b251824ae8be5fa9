//! Runs every case of tests/data/detect.txt through the default engine.

use blackbar::formats::markup;
use blackbar::{analyze, Policy};

#[test]
fn detection_table() {
    let table = include_str!("data/detect.txt");
    let (mut cases, mut positives, mut failures) = (0, 0, Vec::new());
    for (i, line) in table.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let m = markup::parse(line).unwrap_or_else(|e| panic!("detect.txt:{}: {e}", i + 1));
        let want: Vec<(String, &str)> = m.spans.iter().map(|s| (s.label.clone(), &m.text[s.span])).collect();
        let found = analyze(&m.text, &Policy::default());
        let got: Vec<(String, &str)> = found.iter().map(|f| (f.label.name().to_string(), &m.text[f.span])).collect();
        cases += 1;
        positives += want.len();
        if got != want {
            failures.push(format!("detect.txt:{}: {:?}\n  want {want:?}\n  got  {got:?}", i + 1, m.text));
        }
    }
    assert!(cases >= 40 && positives >= 20, "the table shrank: {cases} cases, {positives} positives");
    assert!(failures.is_empty(), "{} of {cases} cases failed:\n{}", failures.len(), failures.join("\n"));
}
