// The audit page (www/audit.html), driven as a reviewer would: load the sample manifest, label every sampled span
// by keyboard as two reviewers, export, reload the labels into a fresh page, adjudicate, and read the report —
// every figure compared with `blackbar audit` on the same files.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { cli, ROOT, screenshot, servedPage } from "./harness.mjs";

const M = "www/samples/audit/manifest.jsonl";
const T = "www/samples/audit/texts.jsonl";
const DATA = "tests/data/audit";
const LABELS = `${DATA}/labels-a.jsonl,${DATA}/labels-b.jsonl,${DATA}/adjudicated.jsonl`;
const KEY = { true_pii: "t", false_positive: "f", unsure: "u" };
const REASON_KEY = { product_name: "1", part_number: "2", business_address: "3", system_date: "4", other: "5" };
const jsonl = (text) => text.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
const read = (p) => readFileSync(join(ROOT, p), "utf8");
const spanKey = (x) => `${x.id}|${x.field}|${x.out_start}|${x.out_end}`;
const sortLabels = (ls) => ls.map((l) => JSON.stringify([l.reviewer, spanKey(l), l.label, l.reason ?? null])).sort();

// The page's formatting (www/audit.js), applied to the CLI's report.
const pct = (x) => (x === null || x === undefined ? "–" : `${(x * 100).toFixed(1)}%`);
const pctCi = (x, ci) => (x === null || x === undefined ? "–" : ci ? `${pct(x)} [${(ci[0] * 100).toFixed(1)}–${(ci[1] * 100).toFixed(1)}]` : pct(x));
const estCi = (x, ci) => (x === null || x === undefined ? "–" : ci ? `${x.toFixed(1)} [${ci[0].toFixed(1)}–${ci[1].toFixed(1)}]` : x.toFixed(1));
const reasons = (rs) => rs.map((r) => `${r.reason} (${r.count})`).join(", ");
const rows = (page, id) => page.$$eval(`#${id} tbody tr`, (trs) => trs.map((r) => [...r.cells].map((c) => c.textContent)));

const web = servedPage();

async function openAudit() {
  const opened = await web.open("/audit.html");
  await opened.page.click("#load-sample");
  await opened.page.waitForSelector("#run:not([disabled])");
  await opened.page.click("#run");
  await opened.page.waitForSelector("body[data-screen=profile]");
  return opened;
}

test("the sample manifest's profile and strata equal the CLI's", async () => {
  const { page, context, requests, errors } = await openAudit();
  const p = JSON.parse(cli("audit", "profile", M, "--texts", T, "--json"));
  assert.equal(await page.textContent("#profile-summary"), `${p.spans} redacted spans in ${p.records} delivered texts; ${p.redacted_tokens} of ${p.tokens} tokens redacted (${pct(p.share)}).`);
  assert.deepEqual(await rows(page, "profile-fields"), p.by_field.map((r) => [r.field, String(r.spans), String(r.redacted_tokens), String(r.tokens), pct(r.share), r.flagged ? "FLAGGED" : ""]));
  assert.ok((await rows(page, "profile-fields")).some((r) => r[5] === "FLAGGED"), "the sample has a flagged field");
  await screenshot(page, "audit-01-profile");
  await page.click('#steps button[data-screen="sample"]');
  const strata = await rows(page, "sample-strata");
  assert.deepEqual(strata.map((r) => [r[0], r[1], r[2], r[4]]), p.strata.map((s) => [s.label, s.field, String(s.spans), String(s.spans)]), "every stratum under 200 is taken whole");
  assert.deepEqual(requests.filter((u) => !u.startsWith(`${web.origin}/`)), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("label by keyboard as A and B, export, reload into a fresh page, adjudicate, report", async () => {
  const sample = jsonl(cli("audit", "sample", M, "--texts", T));
  const want = { A: jsonl(read(`${DATA}/labels-a.jsonl`)), B: jsonl(read(`${DATA}/labels-b.jsonl`)) };
  const { page, context, errors } = await openAudit();
  await page.click('#steps button[data-screen="label"]');
  for (const reviewer of ["A", "B"]) {
    await page.check(`input[name="reviewer"][value="${reviewer}"]`);
    await page.focus("#card");
    // Back to the first item, then label each one: reason digit (when any), then T / F / U (which moves on).
    for (let i = 0; i < sample.length; i++) await page.keyboard.press("k");
    for (const item of sample) {
      assert.match(await page.textContent("#item-meta"), new RegExp(`^#${item.n} of ${sample.length} · ${item.label} · field ${item.field} · record ${item.id}`));
      assert.equal(await page.textContent("#item-context"), item.context.before + (item.context.span || "⌫ dropped") + item.context.after);
      const l = want[reviewer].find((x) => spanKey(x) === spanKey(item));
      if (l.reason) await page.keyboard.press(REASON_KEY[l.reason]);
      await page.keyboard.press(KEY[l.label]);
    }
    assert.match(await page.textContent("#progress"), reviewer === "A" ? /^A 15 of 15 labelled · B 0 of 15$/ : /^A 15 of 15 labelled · B 15 of 15$/);
  }
  await screenshot(page, "audit-02-label");
  // Export: every label, no text.
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export-all")]);
  const exported = readFileSync(await download.path(), "utf8");
  assert.deepEqual(sortLabels(jsonl(exported)), sortLabels([...want.A, ...want.B]));
  assert.ok(!exported.includes("Caller") && !exported.includes("context"), "no delivered text in the export");
  // Agreement before adjudication equals the CLI's.
  const agree = JSON.parse(cli("audit", "agree", M, "--labels", `${DATA}/labels-a.jsonl,${DATA}/labels-b.jsonl`, "--json"));
  await page.click('#steps button[data-screen="agree"]');
  assert.match(await page.textContent("#agree-summary"), new RegExp(`raw agreement ${pctCi(agree.overall.raw, agree.overall.raw_ci).replace(/[[\]().]/g, "\\$&")}; Cohen's kappa ${agree.overall.kappa.toFixed(4)}; 3 disagreements, 3 open`));
  assert.deepEqual(errors, []);
  await context.close();

  // A fresh page knows nothing: reload the exported labels, adjudicate two disagreements by clicking, and report.
  const fresh = await openAudit();
  const p2 = fresh.page;
  await p2.click('#steps button[data-screen="label"]');
  assert.match(await p2.textContent("#progress"), /^A 0 of 15 labelled · B 0 of 15$/, "nothing was stored");
  await p2.setInputFiles("#labels-file", { name: "labels.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(exported) });
  await p2.waitForFunction(() => document.querySelector("#progress").textContent.startsWith("A 15 of 15 labelled · B 15 of 15"));
  await p2.click('#steps button[data-screen="agree"]');
  const adjudicated = jsonl(read(`${DATA}/adjudicated.jsonl`));
  for (const a of adjudicated) {
    const n = sample.find((s) => spanKey(s) === spanKey(a)).n;
    const row = p2.locator("#disagreements tbody tr").filter({ has: p2.locator("td:first-child", { hasText: new RegExp(`^#${n}$`) }) });
    if (a.reason) await row.locator("select").selectOption(a.reason);
    await row.locator(`button[data-adjudicate="${a.label}"]`).click();
  }
  await p2.waitForFunction(() => document.querySelector("#agree-summary").textContent.endsWith("3 disagreements, 1 open."));
  await screenshot(p2, "audit-03-agree");
  // Score and report equal `blackbar audit report` with the same labels.
  const report = JSON.parse(cli("audit", "report", M, "--texts", T, "--labels", LABELS));
  await p2.click('#steps button[data-screen="score"]');
  assert.deepEqual(await rows(p2, "score-strata"), report.score.strata.map((s) => [s.label, s.field, String(s.spans), pct(s.redacted_share), String(s.sampled),
    `${s.true_pii} / ${s.false_positive} / ${s.unsure}`, pctCi(s.precision, s.precision_ci), estCi(s.est_tokens_lost, s.est_tokens_lost_ci), reasons(s.top_reasons)]));
  assert.deepEqual((await rows(p2, "bands")).map((r) => r[3]), report.bands.map((b) => (b.raise_to_hi ? `${b.raise_to_hi.est_fp_spans.toFixed(1)} / ${b.raise_to_hi.est_true_spans.toFixed(1)}` : "–")));
  await screenshot(p2, "audit-04-score");
  await p2.click('#steps button[data-screen="report"]');
  const o = report.score.overall;
  assert.match(await p2.textContent("#report-summary"), new RegExp(`Precision ${pctCi(o.precision, o.precision_ci).replace(/[[\]().]/g, "\\$&")}; estimated wrongly removed tokens ${estCi(o.est_tokens_lost, o.est_tokens_lost_bounds).replace(/[[\]().]/g, "\\$&")}\\.`));
  assert.deepEqual(await rows(p2, "report-strata"), report.score.strata.map((s) => [s.label, s.field, pct(s.redacted_share), String(s.sampled), pctCi(s.precision, s.precision_ci),
    estCi(s.est_tokens_lost, s.est_tokens_lost_ci), reasons(s.top_reasons)]));
  const records = await rows(p2, "report-records");
  assert.equal(records.length, report.records.length);
  assert.deepEqual(records.map((r) => r[5]), report.records.map((r) => (r.final ? (r.final.reason ? `${r.final.label} (${r.final.reason})` : r.final.label) : "–")));
  // The printable page downloads, and is the CLI's HTML for the same report (but for the manifest's name).
  const [html] = await Promise.all([p2.waitForEvent("download"), p2.click("#download-html")]);
  const printable = readFileSync(await html.path(), "utf8");
  const cliHtml = cli("audit", "report", M, "--texts", T, "--labels", LABELS, "--html");
  assert.equal(printable.replaceAll("manifest.jsonl", "M"), cliHtml.replaceAll(M, "M").replaceAll("manifest.jsonl", "M"));
  await p2.emulateMedia({ media: "print" });
  await screenshot(p2, "audit-05-report-print");
  assert.equal(await p2.isVisible("#steps"), false, "print shows only the report");
  assert.deepEqual(fresh.errors, []);
  await fresh.context.close();
});

test("a foreign CSV goes through the column-mapping step", async () => {
  const { page, context, errors } = await web.open("/audit.html");
  await page.setInputFiles("#manifest-file", { name: "supplier.csv", mimeType: "text/csv", buffer: Buffer.from(read("www/samples/audit/manifest-foreign.csv")) });
  await page.setInputFiles("#texts-file", { name: "texts.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(read(T)) });
  await page.waitForSelector("#mapping-box:not([hidden])");
  // Without a mapping the required columns are missing: a clear error naming the file, line and field.
  await page.click("#run");
  assert.match(await page.textContent("#error"), /^supplier\.csv:1: field `id`: no such column in the header/);
  for (const [field, col] of [["id", "doc"], ["field", "section"], ["label", "entity_type"], ["out_start", "begin"], ["out_end", "finish"], ["score", "confidence"]]) {
    await page.selectOption(`#map-${field}`, col);
  }
  await page.click("#run");
  await page.waitForSelector("body[data-screen=profile]");
  const p = JSON.parse(cli("audit", "profile", M, "--texts", T, "--json"));
  assert.deepEqual((await rows(page, "profile-types")).map((r) => r[2]), p.by_label.map((r) => String(r.redacted_tokens)));
  await screenshot(page, "audit-06-csv-profile");
  assert.equal(await page.isHidden("#error"), true);
  assert.deepEqual(errors, []);
  await context.close();
});
