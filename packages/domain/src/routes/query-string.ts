/** Minimal query-string building and parsing (the domain has no DOM or Node URL types). */

export type QueryValue = string | number | boolean | undefined | null | readonly string[];
export type QueryParams = Record<string, QueryValue>;

/** "?a=1&b=2" from ordered [key, value] pairs; empty when there are none. */
export function queryStringFromPairs(pairs: readonly (readonly [string, string])[]): string {
  const encoded = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return encoded.length > 0 ? `?${encoded.join("&")}` : "";
}

/** "?a=1&b=x&b=y", skipping undefined and null; arrays become repeated keys. Empty when nothing is left. */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return "";
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [String(value)];
    for (const item of values) pairs.push([key, item]);
  }
  return queryStringFromPairs(pairs);
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** Parses "?a=1&b=2" (leading "?" optional) into ordered [key, value] pairs. */
export function parseQueryString(search: string): [string, string][] {
  const body = search.startsWith("?") ? search.slice(1) : search;
  if (body === "") return [];
  return body
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const index = part.indexOf("=");
      const key = index === -1 ? part : part.slice(0, index);
      const value = index === -1 ? "" : part.slice(index + 1);
      return [decode(key), decode(value)];
    });
}
