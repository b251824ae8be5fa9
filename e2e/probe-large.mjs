// Not a test (not run by make test): where the main thread spends a large paste — long tasks over 200 ms and the page's
// performance measures (blackbar:view, :draw, :output). Run: cd e2e && MB=5 node probe-large.mjs
import { launch, openPage, sampleDocs, startServer } from "./harness.mjs";
const SIZE = Number(process.env.MB ?? 1);
const server = await startServer();
const browser = await launch();
const { page } = await openPage(browser, `${server.origin}/`);
await page.waitForSelector("body[data-tallies=true]");
const unit = sampleDocs().map((d) => d.text).join("\n\n") + "\n\n";
const text = unit.repeat(Math.ceil((SIZE * 1e6) / unit.length)).slice(0, SIZE * 1e6);
const r = await page.evaluate(async (t) => {
  const long = [];
  new PerformanceObserver((l) => long.push(...l.getEntries().map((e) => [Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: "longtask" });
  const input = document.querySelector("#input");
  const T0 = performance.now();
  let a = performance.now();
  const dt = new DataTransfer();
  dt.setData("text/plain", t);
  input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true }));
  const setV = performance.now() - a;
  a = performance.now();
  void input.scrollHeight;
  const lay = performance.now() - a;
  let last = performance.now(), longest = 0, at = 0;
  let running = true;
  const frame = () => { const n = performance.now(); if (n - last > longest) { longest = n - last; at = last; } last = n; if (running) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  await new Promise((res) => { const poll = () => { const v = document.querySelector("#highlighted"); if (document.querySelector("#status").textContent.endsWith("identifiers") && v.dataset.rendered === "true" && v.textContent.length > 1000) res(); else setTimeout(poll, 50); }; poll(); });
  running = false;
  const measures = performance.getEntriesByType("measure").filter((m) => m.startTime > T0).map((m) => [m.name, Math.round(m.startTime - T0), Math.round(m.duration)]);
  return { setV, lay, longest, at: at - T0, total: performance.now() - T0, long: long.map(([s, d]) => [s - Math.round(T0), d]).filter(([s, d]) => d > 200), measures, marks: document.querySelectorAll("mark.span").length };
}, text);
console.log(JSON.stringify(r, null, 1));
await browser.close();
server.stop();
