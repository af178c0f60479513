import { describe, expect, it } from "vitest";
import { splitLanguagePrefix, withLanguagePrefix } from "./language-prefix";

describe("splitLanguagePrefix", () => {
  it.each([
    ["/es/login", { language: "es", pathname: "/login", hasPrefix: true }],
    ["/en/login", { language: "en", pathname: "/login", hasPrefix: true }],
    ["/es", { language: "es", pathname: "/", hasPrefix: true }],
    ["/en", { language: "en", pathname: "/", hasPrefix: true }],
    ["/es/", { language: "es", pathname: "/", hasPrefix: true }],
    ["/login", { language: "en", pathname: "/login", hasPrefix: false }],
    ["/", { language: "en", pathname: "/", hasPrefix: false }],
    ["/espanol/x", { language: "en", pathname: "/espanol/x", hasPrefix: false }],
    ["/fr/login", { language: "en", pathname: "/fr/login", hasPrefix: false }],
    ["/login/es", { language: "en", pathname: "/login/es", hasPrefix: false }],
  ])("splits %s", (pathname, expected) => {
    expect(splitLanguagePrefix(pathname)).toEqual(expected);
  });
});

describe("withLanguagePrefix", () => {
  it("adds /es and leaves English unprefixed", () => {
    expect(withLanguagePrefix("/login", "es")).toBe("/es/login");
    expect(withLanguagePrefix("/", "es")).toBe("/es");
    expect(withLanguagePrefix("/login", "en")).toBe("/login");
  });

  it("replaces an existing prefix instead of stacking it", () => {
    expect(withLanguagePrefix("/es/login", "en")).toBe("/login");
    expect(withLanguagePrefix("/en/login", "es")).toBe("/es/login");
    expect(withLanguagePrefix("/es/login", "es")).toBe("/es/login");
  });
});
