/** Feature toggle names known to the product (benefits-explorer spec §7) and the API shape. */
import { z } from "zod";

export const FEATURE_TOGGLES = [
  "DENTAL_COMPARISON",
  "VISION_COMPARISON",
  "LANGUAGE",
  "LARGE_CLIENT",
  "REMOVE_EDI_FROM_EIF",
] as const;
export type FeatureToggleName = (typeof FEATURE_TOGGLES)[number];

/** GET /api/feature-toggles?clientId= : every toggle, with the client's overrides applied. */
export const featureTogglesResponseSchema = z.record(z.string(), z.boolean());
export type FeatureTogglesResponse = z.infer<typeof featureTogglesResponseSchema>;
