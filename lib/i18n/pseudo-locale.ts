const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Interpolations and nesting (`{{name}}`, `$t(key)`) stay as they are, so the text still works. */
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\))/;

/**
 * The test locale's text (spec §3 "a test locale XX"): every letter accented and the whole wrapped
 * in brackets, so a string that escaped translation, or was cut off, stands out on the page.
 */
export function pseudoLocalize(text: string): string {
  const body = text
    .split(PROTECTED)
    .map((part) => (PROTECTED.test(part) ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join('');
  return `[${body}]`;
}

export type TranslationTree = { [key: string]: string | TranslationTree };

/** A whole namespace in the test locale. */
export function pseudoLocalizeTree(tree: TranslationTree): TranslationTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoLocalize(value) : pseudoLocalizeTree(value),
    ]),
  );
}
