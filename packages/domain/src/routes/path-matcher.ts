/** Matches a pathname against path templates; static segments beat :params at the first difference. */

export type PathParams = Record<string, string>;

function toSegments(pathname: string): string[] {
  return pathname.split("/").filter((segment) => segment !== "");
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The params when the pathname fits the template exactly, else null. */
export function matchTemplate(template: string, pathname: string): PathParams | null {
  const expected = toSegments(template);
  const actual = toSegments(pathname);
  if (expected.length !== actual.length) return null;
  const params: PathParams = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? "";
    if (part.startsWith(":")) {
      const value = decodeSegment(segment);
      if (value === null || value === "") return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** Negative when template a is more specific than b (its first differing segment is static). */
export function compareSpecificity(a: string, b: string): number {
  const left = toSegments(a);
  const right = toSegments(b);
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const leftIsParam = left[index]?.startsWith(":") ?? false;
    const rightIsParam = right[index]?.startsWith(":") ?? false;
    if (leftIsParam !== rightIsParam) return leftIsParam ? 1 : -1;
  }
  return 0;
}

/** The most specific template that fits, with its params. */
export function matchBest<T extends string>(
  candidates: readonly { key: T; template: string }[],
  pathname: string,
): { key: T; params: PathParams } | null {
  let best: { key: T; template: string; params: PathParams } | null = null;
  for (const { key, template } of candidates) {
    const params = matchTemplate(template, pathname);
    if (params === null) continue;
    if (best === null || compareSpecificity(template, best.template) < 0) best = { key, template, params };
  }
  return best && { key: best.key, params: best.params };
}
