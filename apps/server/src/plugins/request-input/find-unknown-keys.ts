/**
 * Write schemas are strict: a key the schema does not know is refused by name, never silently dropped. Rather than
 * trusting every object schema to say `.strict()`, the validator compares what was sent with what the schema kept:
 * a key present in the input object but absent from the parsed object at the same place was not recognised.
 * Schemas that mean to keep unknown keys (`z.looseObject`) keep them in their output, so nothing is reported there;
 * where a schema transforms a value into something that is not the same kind of object, the walk stops.
 */
export function findUnknownKeys(input: unknown, output: unknown, root: string, limit = 20): string[] {
  const found: string[] = [];
  const stack: { input: unknown; output: unknown; path: string }[] = [{ input, output, path: root }];
  while (stack.length > 0 && found.length < limit) {
    const item = stack.pop();
    if (!item) break;
    const { input: sent, output: kept } = item;
    if (Array.isArray(sent) && Array.isArray(kept)) {
      if (sent.length !== kept.length) continue;
      sent.forEach((child, index) => {
        stack.push({ input: child, output: kept[index], path: `${item.path}.${index}` });
      });
    } else if (isPlainObject(sent) && isPlainObject(kept)) {
      for (const [key, child] of Object.entries(sent)) {
        if (!Object.hasOwn(kept, key)) found.push(`${item.path}.${key}`);
        else stack.push({ input: child, output: kept[key], path: `${item.path}.${key}` });
      }
    }
  }
  return found;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
