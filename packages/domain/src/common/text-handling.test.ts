import { describe, expect, it } from "vitest";
import { LOCATION_TEXT_FIELDS, restoreLessThan, restoreLessThanIn } from "./text-handling";

describe("restoreLessThan", () => {
  it.each([
    ["Smith &lt;Holdings&gt;", "Smith <Holdings&gt;"],
    ["a &lt; b &lt; c", "a < b < c"],
    ["&LT;caps&Lt;", "<caps<"],
    ["&#60; decimal", "< decimal"],
    ["&#060; leading zero", "< leading zero"],
    ["&#x3c; &#x3C; &#X3c; hex", "< < < hex"],
    ["&#x003c; hex with zeros", "< hex with zeros"],
    ["&amp;lt; double-escaped stays", "&amp;lt; double-escaped stays"],
    ["&lt;lt; one pass", "<lt; one pass"],
    ["&lt without semicolon", "&lt without semicolon"],
    ["&gt; &amp; &quot; &#39; &#62; stay", "&gt; &amp; &quot; &#39; &#62; stay"],
    ["&#600; &#x3c0; are other characters", "&#600; &#x3c0; are other characters"],
    ["already <plain>", "already <plain>"],
    ["", ""],
  ])("%j → %j", (stored, answered) => {
    expect(restoreLessThan(stored)).toBe(answered);
  });

  it("passes null and undefined through", () => {
    expect(restoreLessThan(null)).toBeNull();
    expect(restoreLessThan(undefined)).toBeUndefined();
  });
});

describe("restoreLessThanIn", () => {
  const location = {
    id: "&lt;id",
    name: "HQ &lt;North&gt;",
    address1: "1 &#60; Main St",
    address2: null,
    city: "&#x3c;Springfield",
    state: "MA",
    zipCode: "&lt;02110",
    version: 3,
  };

  it.each([
    ["name", "HQ <North&gt;"],
    ["address1", "1 < Main St"],
    ["address2", null],
    ["city", "<Springfield"],
    ["id", "&lt;id"],
    ["zipCode", "&lt;02110"],
    ["state", "MA"],
    ["version", 3],
  ] as const)("the location's %s answers %j", (field, answered) => {
    expect(restoreLessThanIn(location, LOCATION_TEXT_FIELDS)[field]).toBe(answered);
  });

  it("restores every text of a list field and leaves the original untouched", () => {
    const call = { call: "kickoff", topics: ["&lt;Dental&gt;", "Vision &#60; Medical"] };
    expect(restoreLessThanIn(call, ["topics"])).toEqual({
      call: "kickoff",
      topics: ["<Dental&gt;", "Vision < Medical"],
    });
    expect(call.topics).toEqual(["&lt;Dental&gt;", "Vision &#60; Medical"]);
  });

  it("adds no key for a field the object lacks", () => {
    const contact: { firstName: string; address1?: string } = { firstName: "&lt;Ana" };
    expect(restoreLessThanIn(contact, ["firstName", "address1"])).toStrictEqual({ firstName: "<Ana" });
  });
});
