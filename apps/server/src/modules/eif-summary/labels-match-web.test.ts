/**
 * The PDF words the form as the screen does: the labels copied into labels/ equal the web app's `eif` locale files
 * (steps, sub-steps, questions, options and the few review words), in English and Spanish.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { EIF_LABELS } from "./summary-text";

const webLocale = async (language: string) =>
  JSON.parse(
    await readFile(new URL(`../../../../web/src/locales/${language}/eif.json`, import.meta.url), "utf8"),
  ) as Record<string, Record<string, unknown>>;

const pick = (from: Record<string, unknown> | undefined, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, from?.[key]]));

describe.each(["en", "es"] as const)("the summary's %s labels", (language) => {
  it("are the web app's", async () => {
    const web = await webLocale(language);
    const labels = EIF_LABELS[language];
    expect(labels.steps).toEqual(web.steps);
    expect(labels.subSteps).toEqual(web.subSteps);
    expect(labels.fields).toEqual(web.fields);
    expect(labels.options).toEqual(web.options);
    expect(labels.duration).toEqual(pick(web.duration, Object.keys(labels.duration)));
    expect(labels.form).toEqual(pick(web.form, Object.keys(labels.form)));
    expect(labels.review).toEqual(pick(web.review, Object.keys(labels.review)));
    expect(labels.contacts.fields).toEqual((web.contacts as { fields: unknown }).fields);
    expect(labels.locations.fields).toEqual((web.locations as { fields: unknown }).fields);
    expect(labels.policies).toEqual(pick(web.policies, Object.keys(labels.policies)));
  });
});
