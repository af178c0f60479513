/**
 * Postgres refuses NUL (U+0000) in text, and no person types one: any string of a request (a key or a value, at any
 * depth of params, query or body) that holds one is refused before it reaches a schema or a query. Iterative, so
 * that a deep body cannot exhaust the stack.
 */
export interface FoundPath {
  /** Dotted path from the request part, e.g. `body.plans.0.name`. */
  path: string;
}

export function findNulCharacter(value: unknown, root: string): FoundPath | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const current = item.value;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return { path: item.path };
    } else if (Array.isArray(current)) {
      current.forEach((child, index) => {
        stack.push({ value: child, path: `${item.path}.${index}` });
      });
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes("\u0000")) return { path: item.path };
        stack.push({ value: child, path: `${item.path}.${key}` });
      }
    }
  }
  return null;
}
