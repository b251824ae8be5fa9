// Shared pieces of the end-to-end tests: a static server for www/ on a free loopback port, Debian's headless
// Chromium through playwright-core, and a page wrapper that records every request and console error.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { after, before } from "node:test";
import { chromium } from "playwright-core";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SCREENSHOTS = join(ROOT, "e2e", "screenshots");

/**
 * Runs `python3 -u ARGS…`, an http.server that prints the port it listens on, and resolves to its origin on 127.0.0.1
 * and a function that stops it.
 */
export async function startPython(args) {
  const proc = spawn("python3", ["-u", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const origin = await new Promise((resolve, reject) => {
    let buf = "";
    const timer = setTimeout(() => reject(new Error(`http.server did not start: ${buf}`)), 10000);
    proc.stdout.on("data", (d) => {
      buf += d;
      const m = buf.match(/port (\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    });
    proc.on("exit", (code) => reject(new Error(`http.server exited with ${code}: ${buf}`)));
  });
  proc.stderr.resume();
  return { origin, stop: () => proc.kill() };
}

/** Serves www/ with scripts/serve.py (http.server plus the page CSP as a header, which the workers need) on 127.0.0.1 and an OS-chosen port. */
export function startServer() {
  return startPython([join(ROOT, "scripts", "serve.py"), "0", "--bind", "127.0.0.1", "--directory", join(ROOT, "www")]);
}

/**
 * For a test file: starts the server of www/ and the browser before its tests and stops both after them. The returned
 * object's `origin` and `browser` are set once the tests run; `open(path)` is `openPage` on the origin's `path`.
 */
export function servedPage() {
  const web = {
    server: null,
    browser: null,
    get origin() {
      return web.server.origin;
    },
    open: (path) => openPage(web.browser, `${web.origin}${path}`),
  };
  before(async () => {
    web.server = await startServer();
    web.browser = await launch();
  });
  after(async () => {
    await web.browser?.close();
    web.server?.stop();
  });
  return web;
}

export async function launch() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
}

/** A new page that records requests and console errors; `page.requests` and `page.errors` are arrays. */
export async function openPage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = [];
  const errors = [];
  context.on("request", (r) => requests.push(r.url()));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
  return { page, context, requests, errors };
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The highlighted spans (rejected ones excluded) as [label, text] pairs, in order; waits for the view to render. */
export async function highlights(page) {
  await page.waitForSelector("#highlighted[data-rendered=true]");
  return page.$$eval("#highlighted mark.span:not(.rejected)", (ms) =>
    ms.map((m) => [m.dataset.label, [...m.querySelectorAll(".seg")].map((n) => n.textContent).join("")]));
}

/** Waits until the highlighted view shows exactly `text` (rendered whole), as after typing or pasting it. */
export async function shown(page, text) {
  await page.waitForFunction((t) => {
    const v = document.querySelector("#highlighted");
    return v.dataset.rendered === "true" && [...v.querySelectorAll(".seg")].map((s) => s.textContent).join("") === t;
  }, text, { timeout: 30000 });
}

/**
 * Runs `action` (a change of settings) and waits until the shown text has been re-filtered and drawn after it:
 * the output and the highlights are redrawn asynchronously, so a read right after the change may see the old ones.
 */
export async function afterRefresh(page, action) {
  const before = Number(await page.getAttribute("body", "data-refreshed") ?? 0);
  await action();
  await page.waitForFunction((n) => Number(document.body.dataset.refreshed ?? 0) > n &&
    document.querySelector("#highlighted").dataset.rendered === "true", before, { timeout: 30000 });
}

/** Runs the CLI (target/debug/blackbar, built by `cargo test` before the e2e layer) and returns its stdout. */
export function cli(...args) {
  const bin = join(ROOT, "target", "debug", "blackbar");
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run cargo build first`);
  return execFileSync(bin, args, { cwd: ROOT, encoding: "utf8" });
}

/** The page's default labelled sample, parsed. */
export function sampleDocs() {
  return readFileSync(join(ROOT, "www", "samples", "default.jsonl"), "utf8").split("\n").filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

function execDetect(text) {
  return execFileSync(join(ROOT, "target", "debug", "blackbar"), ["detect", "--format", "text", "-"], { input: text, encoding: "utf8" });
}

/** [label, text] pairs of the CLI's detection on `text`. */
export function expectedHighlights(text) {
  const { spans } = JSON.parse(execDetect(text));
  const cps = [...text];
  return spans.map((s) => [s.label, cps.slice(s.start, s.end).join("")]);
}

/** The tallies table as rows of cell texts. */
export async function tallies(page) {
  return page.$$eval("#tallies tbody tr", (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)));
}

/** The rows the tallies table should show for an evaluation report (written out here, apart from www/tallies.js). */
export function expectedTallies(report) {
  const pct = (x) => (x === null || x === undefined ? "–" : `${(x * 100).toFixed(1)}%`);
  const interval = (ci) => (ci ? ` [${(ci[0] * 100).toFixed(1)}–${(ci[1] * 100).toFixed(1)}]` : "");
  const row = (label, r, p) => [label, r.mentions, r.full, r.partial, r.miss,
    pct(r.recall_strict) + interval(r.recall_strict_ci), pct(r.recall_lenient), pct(r.recall_entity),
    pct(p?.precision), p?.false_positives ?? 0].map(String);
  return [...Object.entries(report.labels).map(([l, r]) => row(l, r, report.predicted_labels[l])),
    row("all", report.overall, report.overall)];
}
