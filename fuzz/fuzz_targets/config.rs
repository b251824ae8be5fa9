//! Configuration JSON (the CLI's --config and the page's options): a policy or a named error, never a panic; a
//! policy that compiles detects on a fixed text with every property intact.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

const TEXT: &str = "Dana Whitfield, dana@example.com, +84 904 879 900, NW-00123456, born 1985-06-11, 12 High St";

fuzz_target!(|data: &[u8]| {
    let Ok(json) = std::str::from_utf8(data) else { return };
    let Ok(config) = serde_json::from_str::<blackbar::Config>(json) else { return };
    if let Ok(policy) = config.compile() {
        let found = blackbar::analyze(TEXT, &policy);
        common::check_findings(TEXT, &found);
    }
});
