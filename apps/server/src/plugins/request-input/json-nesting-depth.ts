/**
 * The deepest nesting of arrays and objects in a JSON text, found by one pass over its characters (strings and their
 * escapes skipped) before it is parsed. It stops counting once `limit` is passed, so a 20,000-level body costs no
 * more than a shallow one, and nothing recursive ever sees it.
 */
export function exceedsJsonNesting(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
