/** What the EIF specs share: the seeded clients they edit, the EIF's own texts, and where each step lives. */
import { expect, type Page } from "@playwright/test";
import { clientIdOf } from "../../apps/server/src/db/seed/keys";
import { type Language, text } from "./locales";

export const EIF_CLIENTS = {
  /** Rosa Delgado's (the first ben admin's) second client, EIF not signed: the journey's client (no other spec edits it). */
  harborviewVoluntary: { name: "Harborview Medical Group - Voluntary Benefits", id: clientIdOf("harborviewvol") },
  /** EIF not signed, its ben admin never activated: the two-tab conflict's client, edited by the owner. */
  gardenState: { name: "Garden State Packaging Corp.", id: clientIdOf("gardenstate") },
} as const;

export const eif = (language: Language, key: string) => text(language, "eif", key);

export function stepPath(language: Language, clientId: string, stepId: string, subStepId?: string): string {
  const prefix = language === "en" ? "" : `/${language}`;
  const base = `${prefix}/client/${clientId}/task/eif-submit-company-information/step/${encodeURIComponent(stepId)}`;
  return subStepId ? `${base}/${subStepId}` : base;
}

/** The sub-step's heading, once the step has loaded (its skeleton gone). */
export async function expectSubStep(page: Page, language: Language, subStepId: string): Promise<void> {
  await expect(
    page.getByRole("heading", { level: 2, name: eif(language, `subSteps.${subStepId}`), exact: true }),
  ).toBeVisible();
}

/** The autosave's status line says Saved. */
export async function expectSaved(page: Page, language: Language): Promise<void> {
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: eif(language, "save.saved") })
      .first(),
  ).toBeVisible();
}
