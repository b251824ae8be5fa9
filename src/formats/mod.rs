//! Readers and writers for the formats people bring. Every reader reports errors with the line and field.

pub mod markup;
