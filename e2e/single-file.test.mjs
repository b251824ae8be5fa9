// The offline single-file build (dist/blackbar.html, made by `make single`) opened from file://.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { after, before, test } from "node:test";
import { expectedHighlights, highlights, launch, openPage, ROOT, sampleDocs, screenshot, shown } from "./harness.mjs";

const FILE = join(ROOT, "dist", "blackbar.html");
let browser;
before(async () => {
  assert.ok(existsSync(FILE), `${FILE} is missing: run make single`);
  browser = await launch();
});
after(async () => browser?.close());

test("the single file works from file:// and requests nothing", async () => {
  const url = pathToFileURL(FILE).href;
  const { page, context, requests, errors } = await openPage(browser, url);
  await page.waitForSelector("body[data-tallies=true]");
  assert.deepEqual(await highlights(page), expectedHighlights(sampleDocs()[0].text));
  assert.ok((await page.$$("#tallies tbody tr")).length > 1, "tallies of the inlined sample are shown");
  await page.fill("#input", "fax +44 20 7946 0958");
  await shown(page, "fax +44 20 7946 0958");
  await page.check('input[name="style"][value="label"]');
  // The output is redrawn asynchronously after a style switch: wait for it.
  await page.waitForFunction(() => document.querySelector("#output").textContent === "fax [PHONE]");
  await screenshot(page, "03-single-file");
  // Only the file itself and the worker's blob: nothing over the network.
  const other = requests.filter((u) => u !== url && !u.startsWith("blob:") && !u.startsWith("data:"));
  assert.deepEqual(other, []);
  assert.deepEqual(errors, []);
  await context.close();
});
