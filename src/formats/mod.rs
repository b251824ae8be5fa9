//! Readers and writers for the formats people bring. Every reader reports errors with the line and field.
//!
//! | module | format |
//! |---|---|
//! | [`gold`] | gold and prediction JSON Lines (code-point offsets), streamed |
//! | [`tab`] | Text Anonymization Benchmark JSON |
//! | [`privacy_mask`] | "privacy mask" rows |
//! | [`markup`] | inline `[[LABEL:value]]` markup |
//! | [`subtitles`] | plain text, SRT and WebVTT as detection input |
//! | [`records`] | CSV and JSON Lines records of named fields (quasi-identifiers) |

pub mod gold;
pub mod markup;
pub mod privacy_mask;
pub mod records;
pub mod subtitles;
pub mod tab;
