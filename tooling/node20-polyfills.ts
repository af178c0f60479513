/**
 * Vitest 5's reporters call Map.groupBy, which Node 20 lacks (it arrived in Node 21): without this, a failing
 * test crashes the reporter instead of being reported. Tooling only; product code never relies on it.
 */
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;
const mapCtor = Map as unknown as { groupBy?: GroupBy };
if (typeof mapCtor.groupBy !== "function") {
  mapCtor.groupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups.get(k);
      if (group) group.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
}
const objectCtor = Object as unknown as { groupBy?: unknown };
if (typeof objectCtor.groupBy !== "function") {
  objectCtor.groupBy = <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) => {
    const groups: Record<PropertyKey, T[]> = Object.create(null);
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups[k] ?? [];
      group.push(item);
      groups[k] = group;
    }
    return groups;
  };
}
