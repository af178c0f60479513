import { describe, expect, it } from "vitest";
import { normaliseToken } from "./census-values";
import { addId, addName, compactKey, endKey, startKey } from "./compact-key";

function nameKey(name: string): number {
  startKey();
  addName(name);
  return endKey();
}

function idKey(id: string): number {
  startKey();
  addId(id);
  return endKey();
}

describe("compactKey", () => {
  it("is stable and a safe integer", () => {
    const key = compactKey("SMITH|JANE|19800105");
    expect(key).toBe(compactKey("SMITH|JANE|19800105"));
    expect(Number.isSafeInteger(key)).toBe(true);
  });

  it("tells 100,000 near-identical strings apart", () => {
    const keys = new Set<number>();
    for (let i = 0; i < 100_000; i++) keys.add(compactKey(`E${i}|SMITH|${19800101 + i}`));
    expect(keys.size).toBe(100_000);
  });
});

describe("addName", () => {
  it.each([
    ["José", "JOSE"],
    ["josé", "Jose"],
    ["Mary-Ann", "mary ann"],
    ["O'Brien", "OBRIEN"],
    ["Núñez ", " nunez"],
  ])("%j and %j are one name", (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });

  it("folds every Latin-1 letter as the full normalising does", () => {
    for (let code = 0xc0; code <= 0xff; code++) {
      const name = `Ma${String.fromCharCode(code)}a`;
      expect(nameKey(name), name).toBe(nameKey(normaliseToken(name)));
    }
  });

  it.each([
    ["Ann", "Anne"],
    ["Li", "Lu"],
  ])("%j and %j are two names", (a, b) => {
    expect(nameKey(a)).not.toBe(nameKey(b));
  });
});

describe("addId", () => {
  it.each([
    ["e-12", "E-12", true],
    [" E12 ", "E12", true],
    ["E12", "E-12", false],
    ["012", "12", false],
  ])("%j and %j are one ID: %s", (a, b, same) => {
    expect(idKey(a) === idKey(b)).toBe(same);
  });
});
