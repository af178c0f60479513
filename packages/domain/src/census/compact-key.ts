/**
 * A 53-bit hash of a string (cyrb53), the key the cross-row checks remember instead of the row: a number in a typed
 * array costs 8 bytes where the row's strings would cost hundreds. Two different people share a key with odds of about
 * n² / 2⁵⁴ (5 in 100,000 for a million rows): at worst a false "duplicate", or a dependent wrongly matched.
 *
 * A key is built in place (startKey, add…, endKey) so a row's key needs no joined or folded string: these run on
 * every row of a million-row file.
 */
import { normaliseToken } from "./census-values";

let h1 = 0;
let h2 = 0;

export function startKey(): void {
  h1 = 0xdeadbeef;
  h2 = 0x41c6ce57;
}

export function addCode(code: number): void {
  h1 = Math.imul(h1 ^ code, 2654435761);
  h2 = Math.imul(h2 ^ code, 1597334677);
}

export function addText(text: string): void {
  for (let i = 0; i < text.length; i++) addCode(text.charCodeAt(i));
}

/** An ID as compared: trimmed, ASCII letters in upper case ("e-12 " is "E-12"). */
export function addId(text: string): void {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 32) start++;
  while (end > start && text.charCodeAt(end - 1) <= 32) end--;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    addCode(code >= 97 && code <= 122 ? code - 32 : code);
  }
}

/**
 * Latin-1 letters folded as normaliseToken folds them ("é" is "E", "Æ" is dropped), worked out from normaliseToken
 * itself: -1 where it gives more than one letter ("ß"). A name with only these and ASCII needs no string work.
 */
const LATIN1_FOLD: Int16Array = (() => {
  const fold = new Int16Array(256);
  for (let code = 0xc0; code <= 0xff; code++) {
    const folded = normaliseToken(String.fromCharCode(code));
    fold[code] = folded.length === 0 ? 0 : folded.length === 1 ? folded.charCodeAt(0) : -1;
  }
  return fold;
})();

function addFoldedName(folded: string): void {
  for (let i = 0; i < folded.length; i++) {
    const code = folded.charCodeAt(i);
    if (code >= 97 && code <= 122) addCode(code - 32);
    else if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) addCode(code);
  }
}

/** A name as compared: letters and digits only, upper case, accents dropped ("José-Luis" is "JOSELUIS"). */
export function addName(text: string): void {
  let simple = true;
  for (let i = 0; i < text.length && simple; i++) {
    const code = text.charCodeAt(i);
    // "#" reads as " NUMBER " once normaliseToken runs, so a non-ASCII name with one goes the long way.
    simple = code < 128 || (code >= 0xc0 && code <= 0xff && (LATIN1_FOLD[code] as number) >= 0);
    if (code === 35) simple = false;
  }
  if (!simple) {
    let isAscii = true;
    for (let i = 0; i < text.length && isAscii; i++) isAscii = text.charCodeAt(i) < 128;
    addFoldedName(isAscii ? text : normaliseToken(text));
    return;
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) addCode(code - 32);
    else if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) addCode(code);
    else if (code >= 0xc0) {
      const folded = LATIN1_FOLD[code] as number;
      if (folded > 0) addCode(folded);
    }
  }
}

export function endKey(): number {
  let a = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  a ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  let b = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  b ^= Math.imul(a ^ (a >>> 13), 3266489909);
  return 4294967296 * (2097151 & b) + (a >>> 0);
}

export function compactKey(text: string): number {
  startKey();
  addText(text);
  return endKey();
}
