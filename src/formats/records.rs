//! Records of named fields, for quasi-identifier counts: CSV with a header row, or JSON Lines of flat objects.
//!
//! CSV follows RFC 4180: fields separated by commas, optionally quoted with `"` (a doubled `""` inside quotes is one
//! quote; quoted fields may hold commas and line breaks). Every row must have as many fields as the header. In JSON
//! Lines, values that are strings are taken as is, numbers and booleans as their JSON text, `null` as empty.

use super::gold::FormatError;

/// One record: field name → value, in header order.
pub type Record = Vec<(String, String)>;

/// Parses CSV text with a header row.
pub fn parse_csv(text: &str) -> Result<Vec<Record>, FormatError> {
    let rows = csv_rows(text)?;
    let mut it = rows.into_iter();
    let Some((_, header)) = it.next() else { return Ok(Vec::new()) };
    let mut out = Vec::new();
    for (line, row) in it {
        if row.len() == 1 && row[0].is_empty() {
            continue;
        }
        if row.len() != header.len() {
            return Err(FormatError::new(line, "", format!("{} fields, the header has {}", row.len(), header.len())));
        }
        out.push(header.iter().cloned().zip(row).collect());
    }
    Ok(out)
}

/// Splits CSV into rows of fields, each with its 1-based starting line.
fn csv_rows(text: &str) -> Result<Vec<(usize, Vec<String>)>, FormatError> {
    let mut rows = Vec::new();
    let (mut row, mut field) = (Vec::new(), String::new());
    let (mut line, mut row_line) = (1, 1);
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        if quoted {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => quoted = false,
                _ => {
                    if c == '\n' {
                        line += 1;
                    }
                    field.push(c);
                }
            }
            continue;
        }
        match c {
            '"' if field.is_empty() => quoted = true,
            ',' => row.push(std::mem::take(&mut field)),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' => {
                row.push(std::mem::take(&mut field));
                rows.push((row_line, std::mem::take(&mut row)));
                line += 1;
                row_line = line;
            }
            _ => field.push(c),
        }
    }
    if quoted {
        return Err(FormatError::new(row_line, "", "a quoted field is never closed"));
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        rows.push((row_line, row));
    }
    Ok(rows)
}

/// Parses JSON Lines of flat objects.
pub fn parse_jsonl(text: &str) -> Result<Vec<Record>, FormatError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let obj = super::gold::parse_object(line).map_err(|(f, m)| FormatError::new(i + 1, f, m))?;
        let rec = obj
            .into_iter()
            .map(|(k, v)| {
                let s = match v {
                    serde_json::Value::String(s) => s,
                    serde_json::Value::Null => String::new(),
                    other => other.to_string(),
                };
                (k, s)
            })
            .collect();
        out.push(rec);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_table() {
        let recs = parse_csv("dob,postcode,note\r\n1987-03-14,NW1 6XE,\"a, \"\"b\"\"\nc\"\n1990-01-01,M1 1AA,x\n").unwrap();
        assert_eq!(recs.len(), 2);
        assert_eq!(recs[0][2], ("note".to_string(), "a, \"b\"\nc".to_string()));
        assert_eq!(recs[1][1].1, "M1 1AA");
        assert_eq!(parse_csv("a,b\n1\n").unwrap_err().to_string(), "2: 1 fields, the header has 2");
        assert_eq!(parse_csv("a\n\"x\n").unwrap_err().to_string(), "2: a quoted field is never closed");
    }

    #[test]
    fn jsonl_values() {
        let recs = parse_jsonl("{\"age\": 45, \"zip\": \"94103\", \"x\": null}\n").unwrap();
        assert_eq!(recs[0], [("age".into(), "45".into()), ("x".into(), "".into()), ("zip".into(), "94103".into())]);
    }
}
