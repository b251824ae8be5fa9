// Offset conversion on the page's side, the only place it happens in JavaScript.
// Files and reports count Unicode code points (`cp`); JavaScript strings index UTF-16 code units (`u16`).
// A character outside the Basic Multilingual Plane is one code point and two UTF-16 units.

const ASTRAL = /[\uD800-\uDBFF][\uDC00-\uDFFF]/;

/** A converter for one text: `toU16(cp)` and `toCp(u16)`. Identity when the text has no astral character. */
export function offsetsOf(text) {
  if (!ASTRAL.test(text)) return { toU16: (cp) => cp, toCp: (u) => u };
  // u16At[cp] = UTF-16 offset of code point cp (length: code points + 1).
  const u16At = [0];
  for (let u = 0; u < text.length; ) {
    const c = text.charCodeAt(u);
    u += c >= 0xd800 && c <= 0xdbff && u + 1 < text.length ? 2 : 1;
    u16At.push(u);
  }
  return {
    toU16: (cp) => u16At[Math.min(cp, u16At.length - 1)],
    toCp: (u) => {
      let lo = 0;
      let hi = u16At.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (u16At[mid] <= u) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    },
  };
}
