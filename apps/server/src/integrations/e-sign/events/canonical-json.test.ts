/** Canonical JSON: one text per value whatever the key order, and data normalised to what jsonb keeps. */
import { describe, expect, it } from "vitest";
import { asStoredJson, canonicalJson } from "./canonical-json";

describe("canonical JSON", () => {
  it("sorts keys at every depth and writes no whitespace", () => {
    const a = canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: "é" } });
    const b = canonicalJson({ a: { c: "é", d: [3, { y: null, z: true }] }, b: 1 });
    expect(a).toBe('{"a":{"c":"é","d":[3,{"y":null,"z":true}]},"b":1}');
    expect(b).toBe(a);
  });

  it("refuses numbers JSON cannot write", () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(/NaN/);
  });

  it("keeps event data as jsonb will: undefined members dropped, dates as ISO text; objects only", () => {
    const at = new Date("2026-11-26T03:00:00.123Z");
    expect(asStoredJson({ at, gone: undefined, kept: 1 })).toEqual({ at: "2026-11-26T03:00:00.123Z", kept: 1 });
    expect(() => asStoredJson([1, 2])).toThrow(/JSON object/);
  });
});
