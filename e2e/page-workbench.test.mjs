// The workbench on labelled data, driven as a person would: tallies that follow the threshold slider, numbers that
// list their spans, the gold overlay, review (reject, add), files of every kind (and a malformed one), compare,
// exports, and what is left in storage after a paste.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { cli, expectedTallies, highlights, sampleDocs, screenshot, servedPage, shown, tallies } from "./harness.mjs";

const web = servedPage();

const SAMPLE = "www/samples/default.jsonl";

async function openSample() {
  const opened = await web.open("/");
  await opened.page.waitForSelector("body[data-tallies=true]");
  return opened;
}

/** Waits until the tallies table shows exactly `want` rows. */
async function waitTallies(page, want) {
  await page.waitForFunction((w) => JSON.stringify([...document.querySelectorAll("#tallies tbody tr")]
    .map((r) => [...r.cells].map((c) => c.textContent))) === w, JSON.stringify(want), { timeout: 20000 });
}

test("the threshold slider changes the tallies as the CLI's --threshold does, and the sweep marks it", async () => {
  const { page, context, errors } = await openSample();
  await page.locator("#threshold").fill("0.9");
  const report = JSON.parse(cli("eval", "--json", "--threshold", "0.9", "--gold", SAMPLE));
  await waitTallies(page, expectedTallies(report));
  const before = JSON.parse(cli("eval", "--json", "--gold", SAMPLE));
  assert.notDeepEqual(expectedTallies(report), expectedTallies(before), "0.9 must change something on the sample");
  // One chart per gold label, each with the current threshold drawn at x for 0.9.
  const sweep = JSON.parse(cli("sweep", "--json", "--gold", SAMPLE));
  const charts = await page.$$eval("#sweep figure", (fs) => fs.map((f) => [f.dataset.label, !!f.querySelector("line.current")]));
  assert.deepEqual(charts.map(([l]) => l), Object.keys(sweep.labels));
  const email = await page.$eval('#sweep figure[data-label="EMAIL"] figcaption', (c) => c.textContent);
  const at = sweep.labels.EMAIL.recall_strict[18];
  assert.equal(email, `EMAIL (${sweep.labels.EMAIL.mentions}) · ${(at * 100).toFixed(0)}% at 0.90`);
  await screenshot(page, "10-threshold-sweep");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the gold overlay shows what was caught, partial and missed, and each number lists its spans", async () => {
  const { page, context, errors } = await openSample();
  const report = JSON.parse(cli("eval", "--json", "--examples", "100000", "--gold", SAMPLE));
  const doc = sampleDocs()[0];
  const uncaught = report.not_caught.filter((e) => e.id === doc.id);
  await page.waitForSelector("#highlighted[data-rendered=true]");
  const tags = await page.$$eval("#highlighted .gtag", (ts) => ts.map((t) => t.textContent));
  assert.equal(tags.filter((t) => t.startsWith("✗ missed")).length, uncaught.filter((e) => e.coverage === "miss").length);
  assert.equal(tags.filter((t) => t.startsWith("◐ partial")).length, uncaught.filter((e) => e.coverage === "partial").length);
  assert.equal(await page.$$eval("#highlighted .gs", (s) => s.length), doc.spans.length, "every gold span is outlined");
  // The "all" row's missed count lists every missed mention; the first one opens its document, focused.
  await page.click('#tallies tr.total button[data-what="miss"]');
  const items = await page.$$eval("#span-list li", (l) => l.length);
  assert.equal(items, Math.min(report.overall.miss, 501 - (report.overall.miss > 500 ? 0 : 1)));
  assert.match(await page.textContent("#span-list-h"), new RegExp(`^all · missed: ${report.overall.miss} spans`));
  const first = report.not_caught.find((e) => e.coverage === "miss");
  await page.click("#span-list li button");
  await page.waitForFunction(() => document.activeElement?.closest?.("#highlighted"));
  assert.equal(await page.evaluate(() => document.activeElement.textContent.length > 0), true);
  const shown = await page.inputValue("#input");
  assert.equal(shown, sampleDocs().find((d) => d.id === first.id).text);
  // Hovering the focused missed span explains why it was missed.
  await page.evaluate(() => document.activeElement.dispatchEvent(new MouseEvent("mouseover", { bubbles: true })));
  // The details are filled asynchronously (the candidates' fates come from the worker): wait for them.
  await page.waitForFunction(() => /missed/.test(document.querySelector("#details").textContent));
  assert.match(await page.textContent("#details"), /why: /);
  await screenshot(page, "11-gold-overlay");
  assert.deepEqual(errors, []);
  await context.close();
});

const TRANSCRIPT = `Agent: You're through to billing.
Caller: Hi, reach me on +44 20 7946 0958 or at jadwiga.wojcik@poczta.example.pl please.
Agent: Ticket E-4471 noted, version v2.14.3.`;

test("review: a click rejects a detection, a selection adds a span; both reach the output and the gold file", async () => {
  const { page, context, errors } = await openSample();
  await page.fill("#input", TRANSCRIPT);
  await shown(page, TRANSCRIPT);
  await page.click('#highlighted mark.span[data-label="PHONE"]');
  await page.waitForSelector("#highlighted mark.span.rejected");
  assert.deepEqual(await highlights(page), [["EMAIL", "jadwiga.wojcik@poczta.example.pl"]]);
  await page.waitForFunction(() => document.querySelector("#output").textContent.includes("+44 20 7946 0958"));
  // Select "E-4471" and add it as ACCOUNT.
  await page.evaluate(() => {
    const seg = [...document.querySelectorAll("#highlighted .seg")].find((s) => s.textContent.includes("E-4471"));
    const node = seg.firstChild;
    const at = node.data.indexOf("E-4471");
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 6);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
  });
  await page.waitForSelector("#add-bar:not([hidden])");
  await page.selectOption("#add-label", "ACCOUNT");
  await page.click("#add-span");
  await page.waitForFunction(() => document.querySelectorAll("#highlighted mark.span.added").length === 1);
  assert.deepEqual(await highlights(page), [["EMAIL", "jadwiga.wojcik@poczta.example.pl"], ["ACCOUNT", "E-4471"]]);
  const masked = TRANSCRIPT.replace("jadwiga.wojcik@poczta.example.pl", "█".repeat(32)).replace("E-4471", "█".repeat(6));
  await page.waitForFunction((m) => document.querySelector("#output").textContent === m, masked);
  assert.match(await page.textContent("#review-note"), /1 detection rejected, 1 span added/);
  await screenshot(page, "12-review");
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-gold")]);
  const gold = readFileSync(await download.path(), "utf8").trim().split("\n").map((l) => JSON.parse(l));
  const cp = [...TRANSCRIPT];
  const at = (s) => cp.join("").indexOf(s);
  assert.deepEqual(gold, [{ id: "pasted", text: TRANSCRIPT, spans: [
    { start: at("jadwiga"), end: at("jadwiga") + 32, label: "EMAIL" },
    { start: at("E-4471"), end: at("E-4471") + 6, label: "ACCOUNT" },
  ] }]);
  // Rejecting by keyboard: focus the e-mail and press Enter.
  await page.focus('#highlighted mark.span[data-label="EMAIL"]');
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#output").textContent.includes("jadwiga.wojcik@"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("review edits on a gold document feed the tallies as the CLI's eval scores the reviewed spans; a span is added by keyboard", async () => {
  const { page, context, errors } = await openSample();
  const before = await tallies(page);
  // Reject the first detection by keyboard: focus it, press Enter.
  await page.focus("#highlighted mark.span");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#highlighted mark.span.rejected");
  // Add the missed postcode by keyboard: find its text (Enter), the focus moves to the label picker, Tab, Enter.
  await page.focus("#find-text");
  await page.keyboard.type("20135");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.id === "add-label");
  await page.selectOption("#add-label", "POSTCODE");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "add-span");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#highlighted mark.span.added");
  assert.equal(await page.evaluate(() => document.activeElement.id), "find-text", "the focus moves on to the find box");
  // What the CLI scores: its own detections on every document, the reviewed spans on the reviewed one.
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-gold")]);
  const reviewed = readFileSync(await download.path(), "utf8").trim().split("\n").map((l) => JSON.parse(l));
  assert.equal(reviewed.length, 1);
  assert.ok(reviewed[0].spans.some((s) => s.label === "POSTCODE" && [...reviewed[0].text].slice(s.start, s.end).join("") === "20135"));
  const preds = cli("detect", SAMPLE).trim().split("\n").map((l) => JSON.parse(l))
    .map((p) => (p.id === reviewed[0].id ? { id: p.id, spans: reviewed[0].spans } : p));
  const dir = mkdtempSync(join(tmpdir(), "blackbar-e2e-"));
  writeFileSync(join(dir, "reviewed.jsonl"), preds.map((p) => JSON.stringify(p)).join("\n") + "\n");
  const expected = expectedTallies(JSON.parse(cli("eval", "--json", "--gold", SAMPLE, "--pred", join(dir, "reviewed.jsonl"))));
  assert.notDeepEqual(expected, before, "the review must change the tallies");
  await waitTallies(page, expected);
  // The gold overlay follows: the postcode is now caught whole.
  await page.waitForFunction(() => [...document.querySelectorAll("#highlighted mark.span.added .seg")].some((s) => s.classList.contains("g-full")));
  await screenshot(page, "15-review-tallies");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a malformed file shows an error naming the line and field, and nothing loaded is lost", async () => {
  const { page, context, errors } = await openSample();
  const tallyRows = await tallies(page);
  await page.fill("#input", "call +44 20 7946 0958");
  await shown(page, "call +44 20 7946 0958");
  const bad = '{"id":"a","text":"abcd","spans":[]}\n{"id":"b","text":"abcd","spans":[{"start":0,"end":9,"label":"X"}]}\n';
  await page.setInputFiles("#file-input", { name: "broken.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(bad) });
  await page.waitForSelector("#error:not([hidden])");
  assert.equal(await page.textContent("#error"),
    "broken.jsonl:2: spans[0].end: 9 is past the end of the text (4 code points) — nothing already loaded was changed.");
  assert.equal(await page.inputValue("#input"), "call +44 20 7946 0958");
  assert.deepEqual(await tallies(page), tallyRows);
  assert.match(await page.textContent("#corpus-name"), /default\.jsonl \(12 documents/);
  await screenshot(page, "13-malformed-file");
  assert.deepEqual(errors, []);
  await context.close();
});

test("every file kind opens: TAB JSON, privacy-mask rows, markup, subtitles, and predictions to compare", async () => {
  const { page, context, errors } = await openSample();
  const tab = JSON.stringify([{ doc_id: "t1", text: "Mr Dana Whitfield wrote to dana@example.com.", annotations: { a1: { entity_mentions: [
    { start_offset: 3, end_offset: 17, entity_type: "PERSON", entity_id: "e1", identifier_type: "DIRECT", span_text: "Dana Whitfield" },
    { start_offset: 27, end_offset: 43, entity_type: "CODE", entity_id: "e2", identifier_type: "DIRECT", span_text: "dana@example.com" },
  ] } } }]);
  await page.setInputFiles("#file-input", { name: "tab.json", mimeType: "application/json", buffer: Buffer.from(tab) });
  await page.waitForFunction(() => document.querySelector("#corpus-name").textContent.startsWith("Gold: tab.json (1 document, tab)"));
  await page.waitForFunction(() => document.querySelectorAll("#tallies tbody tr").length === 3);
  assert.deepEqual((await tallies(page)).map((r) => r[0]), ["CODE", "PERSON", "all"]);

  const pm = JSON.stringify({ source_text: "Mail me at ana@example.org", privacy_mask: [{ value: "ana@example.org", start: 11, end: 26, label: "EMAIL" }] });
  await page.setInputFiles("#file-input", { name: "rows.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(pm) });
  await page.waitForFunction(() => document.querySelector("#corpus-name").textContent.startsWith("Gold: rows.jsonl (1 document, privacy-mask)"));

  // Privacy-mask rows as one JSON array (.json) read as rows, not as TAB.
  await page.setInputFiles("#file-input", { name: "rows.json", mimeType: "application/json", buffer: Buffer.from(`[${pm}]`) });
  await page.waitForFunction(() => document.querySelector("#corpus-name").textContent.startsWith("Gold: rows.json (1 document, privacy-mask)"));

  const markup = "Call [[PERSON:Dana]] on [[PHONE:+44 20 7946 0958]] today.";
  await page.setInputFiles("#file-input", { name: "call.txt", mimeType: "text/plain", buffer: Buffer.from(markup) });
  await page.waitForFunction(() => document.querySelector("#corpus-name").textContent.startsWith("Gold: call.txt (1 document, markup)"));
  await shown(page, "Call Dana on +44 20 7946 0958 today.");
  assert.equal(await page.inputValue("#input"), "Call Dana on +44 20 7946 0958 today.");

  const srt = "1\n00:00:01,000 --> 00:00:02,000\nmy number is +44 20 7946 0958\n";
  await page.setInputFiles("#file-input", { name: "call.srt", mimeType: "text/plain", buffer: Buffer.from(srt) });
  await page.waitForFunction((t) => document.querySelector("#input").value === t, srt);
  await page.waitForFunction(() => document.querySelectorAll("#highlighted mark.span").length === 1);
  assert.deepEqual(await highlights(page), [["PHONE", "+44 20 7946 0958"]]);

  // A WebVTT file dropped on the page (a drop event carrying the file, as the browser sends one).
  const vtt = "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nmail me at ana@example.org\n";
  await page.evaluate((text) => {
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([text], "call.vtt", { type: "text/vtt" }));
    document.body.dispatchEvent(new DragEvent("drop", { dataTransfer, bubbles: true, cancelable: true }));
  }, vtt);
  await shown(page, vtt);
  assert.deepEqual(await highlights(page), [["EMAIL", "ana@example.org"]]);

  // Predictions from another tool, scored on the sample: the compare view picks them up as B.
  await page.selectOption("#sample-picker", "default.jsonl");
  await page.waitForFunction(() => document.querySelector("#corpus-name").textContent.startsWith("Gold: default.jsonl"));
  const docs = sampleDocs();
  const preds = docs.map((d) => JSON.stringify({ id: d.id, spans: d.spans.filter((s) => s.label === "EMAIL").map(({ start, end, label }) => ({ start, end, label })) })).join("\n");
  await page.setInputFiles("#file-input", { name: "other-tool.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(preds) });
  await page.waitForFunction(() => document.querySelector("#compare-b").value === "predictions" && document.body.dataset.compared === "true");
  const email = await page.$$eval('#compare-table tr[data-label="EMAIL"] td', (t) => t.map((c) => c.textContent));
  assert.equal(email[2], "100.0%", "the predictions hold every gold e-mail");
  assert.deepEqual(errors, []);
  await context.close();
});

test("label toggles and the allow-list score as the CLI's --config; extra figures, false positives and details", async () => {
  const { page, context, errors } = await openSample();
  const docs = sampleDocs();
  const email = docs.flatMap((d) => d.spans.filter((s) => s.label === "EMAIL").map((s) => [...d.text].slice(s.start, s.end).join("")))[0];
  await page.click("#labels-box summary");
  await page.uncheck('#label-toggles input[value="IBAN"]');
  await page.click("#allow-box summary");
  await page.fill("#allow", email);
  // A custom rule on words that are never personal data gives the over-redaction list a false positive to show
  // whatever the recognizers' precision on the sample (the sample's own false positives went away as they improved).
  await page.click("#rules-box summary");
  await page.click("#add-rule");
  await page.fill("#rules li input", "thank you");
  const labels = await page.$$eval("#label-toggles input:checked", (cs) => cs.map((c) => c.value));
  assert.ok(!labels.includes("IBAN") && labels.includes("EMAIL") && labels.includes("ACCOUNT"));
  const dir = mkdtempSync(join(tmpdir(), "blackbar-e2e-"));
  writeFileSync(join(dir, "config.json"), JSON.stringify({ labels, allow: [email], rules: [{ label: "ACCOUNT", pattern: "thank you" }] }));
  const report = JSON.parse(cli("eval", "--json", "--examples", "100000", "--config", join(dir, "config.json"), "--gold", SAMPLE));
  const plain = JSON.parse(cli("eval", "--json", "--gold", SAMPLE));
  assert.notDeepEqual(expectedTallies(report), expectedTallies(plain), "the toggle and the allow-list must change something");
  await waitTallies(page, expectedTallies(report));
  // Under the table: leaking documents and over-redaction as the report has them, each a button listing its spans.
  const o = report.overall;
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  const extra = await page.textContent("#tallies-extra");
  assert.ok(extra.includes(`${o.leaking_documents} leaking documents`), extra);
  assert.ok(extra.includes(`over-redaction ${pct(o.over_redaction)} (${o.over_redacted_tokens} of ${o.clean_tokens} clean tokens)`), extra);
  await page.click('#tallies-extra button:has-text("leaking documents")');
  const leaking = await page.$$eval("#span-list li button", (bs) => bs.map((b) => b.textContent.split(" · ")[0]));
  assert.deepEqual(leaking, report.leaking_document_ids);
  // Over-redaction lists the false positives; the first one opens its document with the span focused, tagged FP,
  // and its details (label, rule, score, validator) shown.
  await page.click('#tallies-extra button:has-text("over-redaction")');
  assert.equal(await page.$$eval("#span-list li button", (bs) => bs.length), report.false_positives.length);
  assert.ok(report.false_positives.length > 0, "the sample has a false positive to show");
  await page.click("#span-list li button");
  await page.waitForFunction(() => document.activeElement?.matches?.("#highlighted mark.span.fp"));
  assert.match(await page.evaluate(() => document.activeElement.querySelector(".tag").textContent), / · FP$/);
  await page.waitForFunction(() => /false positive/.test(document.querySelector("#details").textContent));
  assert.match(await page.textContent("#details"), /^Detected [A-Z_]+ “[^”]+” \(\d+–\d+\)rule \S+ · score [\d.]+ · validator: \w+/);
  // The offset note follows the style.
  assert.match(await page.textContent("#offset-note"), /^Same-length mask: every offset/);
  await page.check('input[name="style"][value="label"]');
  await page.waitForFunction(() => /changes lengths/.test(document.querySelector("#offset-note").textContent));
  assert.deepEqual(errors, []);
  await context.close();
});

test("compare: the typical regex redactor against blackbar on the same gold", async () => {
  const { page, context, errors } = await openSample();
  assert.equal(await page.inputValue("#compare-a"), "regex");
  assert.equal(await page.inputValue("#compare-b"), "current");
  await page.click("#compare-run");
  await page.waitForSelector("body[data-compared=true]");
  const report = JSON.parse(cli("eval", "--json", "--gold", SAMPLE));
  const rows = await page.$$eval("#compare-table tbody tr", (rs) => rs.map((r) => [...r.cells].map((c) => c.textContent)));
  const pct = (x) => (x === null || x === undefined ? "–" : `${(x * 100).toFixed(1)}%`);
  assert.deepEqual(rows.map((r) => [r[0], r[1], r[3]]),
    [...Object.entries(report.labels).map(([l, r]) => [l, String(r.mentions), pct(r.recall_strict)]),
      ["all", String(report.overall.mentions), pct(report.overall.recall_strict)]]);
  const all = rows.at(-1);
  assert.ok(parseFloat(all[2]) < parseFloat(all[3]), `blackbar should beat the regex redactor overall: ${all}`);
  assert.match(await page.textContent("#compare-summary"), /^A: typical regex redactor — precision/);
  await screenshot(page, "14-compare");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the exported JSON report is the CLI's report; the HTML report is printable and escaped", async () => {
  const { page, context, errors } = await openSample();
  const [json] = await Promise.all([page.waitForEvent("download"), page.click("#export-json")]);
  const exported = JSON.parse(readFileSync(await json.path(), "utf8"));
  assert.deepEqual(exported.report, JSON.parse(cli("eval", "--json", "--examples", "100000", "--gold", SAMPLE)));
  assert.deepEqual(exported.sweep, JSON.parse(cli("sweep", "--json", "--gold", SAMPLE)));
  const [html] = await Promise.all([page.waitForEvent("download"), page.click("#export-html")]);
  const text = readFileSync(await html.path(), "utf8");
  assert.match(text, /^<!doctype html>/);
  assert.doesNotMatch(text, /<script/i);
  assert.match(text, /<th scope="row">all<\/th>/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("after a paste nothing of the text is in storage, cookies or the URL; settings are", async () => {
  const { page, context, errors, requests } = await openSample();
  const secret = "my card 4111 1111 1111 1111 and dana.whitfield@example.com zq7-unique-marker";
  await page.fill("#input", secret);
  await shown(page, secret);
  await page.locator("#threshold").fill("0.7");
  await page.waitForFunction(() => localStorage.length > 0);
  const stored = await page.evaluate(async () => {
    const all = [];
    for (const s of [localStorage, sessionStorage]) for (let i = 0; i < s.length; i++) all.push(s.key(i), s.getItem(s.key(i)));
    const dbs = indexedDB.databases ? await indexedDB.databases() : [];
    return { all: all.join("\n"), cookie: document.cookie, url: location.href, dbs: dbs.length };
  });
  assert.doesNotMatch(stored.all, /zq7-unique-marker|dana\.whitfield|4111/);
  assert.match(stored.all, /"threshold":0.7/);
  assert.equal(stored.cookie, "");
  assert.equal(stored.dbs, 0);
  assert.doesNotMatch(stored.url, /zq7|dana/);
  const elsewhere = requests.filter((u) => !u.startsWith(`${web.origin}/`) && !u.startsWith("data:") && !u.startsWith("blob:"));
  assert.deepEqual(elsewhere, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("custom rules: a bad regex shows the compiler's error beside the rule; a good one redacts", async () => {
  const { page, context, errors } = await openSample();
  await page.fill("#input", "Order NW-12345678 shipped");
  await shown(page, "Order NW-12345678 shipped");
  await page.click("#rules-box summary");
  await page.click("#add-rule");
  await page.fill("#rules li input", "NW-[0-9]{8");
  await page.waitForFunction(() => document.querySelector("#rules .rule-error").textContent !== "");
  assert.match(await page.textContent("#rules .rule-error"), /invalid regex "NW-\[0-9\]\{8"/);
  assert.equal(await page.getAttribute("#rules li input", "aria-invalid"), "true");
  await page.fill("#rules li input", "NW-[0-9]{8}");
  await page.waitForFunction(() => document.querySelectorAll("#highlighted mark.span").length === 1);
  assert.deepEqual(await highlights(page), [["ACCOUNT", "NW-12345678"]]);
  assert.equal(await page.textContent("#rules .rule-error"), "");
  assert.deepEqual(errors, []);
  await context.close();
});
