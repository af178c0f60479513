/** Reference data: benefits-administration platforms and feature toggles (with one per-client override). */
import { FEATURE_TOGGLES, type FeatureToggleName } from "@onboard/domain/feature-toggles/feature-toggles";
import { benAdminPlatforms, clientFeatureToggles, featureToggles } from "../schema/index";
import { seedId } from "./ids";
import type { SeedContext } from "./seed-context";

export const BEN_ADMIN_PLATFORMS = [
  { key: "employee-navigator", name: "Employee Navigator", url: "https://www.employeenavigator.com" },
  { key: "bswift", name: "bswift", url: "https://www.bswift.com" },
  { key: "benefitfocus", name: "Benefitfocus", url: "https://www.benefitfocus.com" },
  { key: "adp", name: "ADP Workforce Now", url: "https://www.adp.com" },
  { key: "paylocity", name: "Paylocity", url: "https://www.paylocity.com" },
] as const;
export type BenAdminPlatformKey = (typeof BEN_ADMIN_PLATFORMS)[number]["key"];

export const platformIdOf = (key: BenAdminPlatformKey) => seedId("ben-admin-platform", key);

const TOGGLE_DEFAULTS: Record<FeatureToggleName, { enabled: boolean; description: string }> = {
  DENTAL_COMPARISON: { enabled: true, description: "Offer side-by-side comparison of dental plans on explorer pages." },
  VISION_COMPARISON: { enabled: true, description: "Offer side-by-side comparison of vision plans on explorer pages." },
  LANGUAGE: { enabled: true, description: "Let explorer visitors switch between English and Spanish." },
  LARGE_CLIENT: {
    enabled: false,
    description: "Large-client layout and limits for clients with many plans and locations.",
  },
  REMOVE_EDI_FROM_EIF: {
    enabled: false,
    description: "Remove the EDI questions from the EIF and hide the Company profile link in the hub.",
  },
};

export async function seedReferenceData({ tx }: SeedContext): Promise<void> {
  await tx
    .insert(benAdminPlatforms)
    .values(
      BEN_ADMIN_PLATFORMS.map((p, i) => ({ id: platformIdOf(p.key), name: p.name, url: p.url, sortOrder: i + 1 })),
    );
  await tx
    .insert(featureToggles)
    .values(FEATURE_TOGGLES.map((name) => ({ id: seedId("feature-toggle", name), name, ...TOGGLE_DEFAULTS[name] })));
}

/** Per-client overrides; inserted once the clients exist. */
export async function seedClientFeatureToggles({ tx }: SeedContext): Promise<void> {
  await tx.insert(clientFeatureToggles).values([
    {
      id: seedId("client-feature-toggle", "harborview:LARGE_CLIENT"),
      clientId: seedId("client", "harborview"),
      name: "LARGE_CLIENT",
      enabled: true,
    },
  ]);
}
