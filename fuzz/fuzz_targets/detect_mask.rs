//! Detection and every masking style on arbitrary text: no panic, spans whole characters, mask keeps the length.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let text = common::text(data);
    common::detect_and_check(&text);
});
