// The pseudo-language en-XA (decision 0223): English with every letter accented and
// every vowel doubled, about 30 % longer, generated from the en-AU catalog and
// never kept by hand. A page in it shows at a glance any text that did not come
// from the catalog (plain ASCII letters) and any layout that cannot take longer words.

const ACCENTED: Readonly<Record<string, string>> = {
  a: "ȧ",
  b: "ƀ",
  c: "ƈ",
  d: "ḓ",
  e: "ḗ",
  f: "ƒ",
  g: "ɠ",
  h: "ħ",
  i: "ī",
  j: "ĵ",
  k: "ķ",
  l: "ŀ",
  m: "ḿ",
  n: "ƞ",
  o: "ǿ",
  p: "ƥ",
  q: "ɋ",
  r: "ř",
  s: "ş",
  t: "ŧ",
  u: "ŭ",
  v: "ṽ",
  w: "ẇ",
  x: "ẋ",
  y: "ẏ",
  z: "ẑ",
  A: "Ȧ",
  B: "Ɓ",
  C: "Ƈ",
  D: "Ḓ",
  E: "Ḗ",
  F: "Ƒ",
  G: "Ɠ",
  H: "Ħ",
  I: "Ī",
  J: "Ĵ",
  K: "Ķ",
  L: "Ŀ",
  M: "Ḿ",
  N: "Ƞ",
  O: "Ǿ",
  P: "Ƥ",
  Q: "Ɋ",
  R: "Ř",
  S: "Ş",
  T: "Ŧ",
  U: "Ŭ",
  V: "Ṽ",
  W: "Ẇ",
  X: "Ẋ",
  Y: "Ẏ",
  Z: "Ẑ",
};
const VOWELS = new Set("aeiouAEIOU");

/** "Pay now" → "Ƥȧȧẏ ƞǿǿẇ": letters accented, vowels doubled; anything else kept. */
export function pseudoLocalize(text: string): string {
  let out = "";
  for (const char of text) {
    const accented = ACCENTED[char];
    if (!accented) out += char;
    else out += VOWELS.has(char) ? accented + accented : accented;
  }
  return out;
}

/** Plain ASCII letters, which no pseudo-localized text contains: what the pseudo test looks for. */
export const UNTRANSLATED_WORD = /[A-Za-z]{2,}/;
