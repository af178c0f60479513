import { describe, expect, it } from "vitest";
import { LightI18n } from "./light-i18n";

const strings = {
  explorer: {
    nav: {
      lead: "Are you an employer or broker?",
      savedCount_one: "{{count}} plan saved",
      savedCount_other: "{{count}} plans saved",
    },
  },
  common: { pageTitle: "{{page}} | {{brand}}" },
};

const make = (loader = () => Promise.resolve({ later: "Loaded" })) =>
  new LightI18n("en", structuredClone(strings), loader);

describe("LightI18n", () => {
  it("reads nested keys of the default namespace, or of the one a key names", () => {
    const i18n = make();
    expect(i18n.translate("explorer", "nav.lead")).toBe("Are you an employer or broker?");
    expect(i18n.translate("explorer", "common:pageTitle", { page: "Plans", brand: "Sun Life" })).toBe(
      "Plans | Sun Life",
    );
  });

  it("picks the plural form by the language's rules and interpolates the count", () => {
    const i18n = make();
    expect(i18n.translate("explorer", "nav.savedCount", { count: 1 })).toBe("1 plan saved");
    expect(i18n.translate("explorer", "nav.savedCount", { count: 3 })).toBe("3 plans saved");
    expect(i18n.translate("explorer", "nav.savedCount", { count: 0 })).toBe("0 plans saved");
  });

  it("answers the key for a missing string, and leaves unknown placeholders as they are", () => {
    const i18n = make();
    expect(i18n.translate("explorer", "nav.missing")).toBe("nav.missing");
    expect(i18n.translate("common", "pageTitle", { page: "Plans" })).toBe("Plans | {{brand}}");
  });

  it("records the namespaces a render read, to embed only those", () => {
    const i18n = make();
    i18n.translate("explorer", "nav.lead");
    expect(Object.keys(i18n.usedStrings())).toEqual(["explorer"]);
  });

  it("loads a namespace once, on demand", async () => {
    let calls = 0;
    const i18n = make(() => {
      calls += 1;
      return Promise.resolve({ later: "Loaded" });
    });
    expect(i18n.hasNamespace("explorerForms")).toBe(false);
    await Promise.all([i18n.load("explorerForms"), i18n.load("explorerForms")]);
    expect(calls).toBe(1);
    expect(i18n.translate("explorerForms", "later")).toBe("Loaded");
  });
});
