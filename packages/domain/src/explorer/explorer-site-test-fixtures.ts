/** Test fixture: a complete site as the admin form sends it. */
import type { ExplorerSiteFormValues } from "./explorer-site-schema";

export const POLICY_ID = "3f0c2d4e-8b1a-4c6d-9e2f-0a1b2c3d4e5f";
export const DOCUMENT_ID = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
export const SPANISH_DOCUMENT_ID = "8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e";

export const validSite: ExplorerSiteFormValues = {
  name: "Harborview Medical Group Benefits",
  startsAt: "2026-01-01",
  expiresAt: "2026-12-31T23:59:59Z",
  planYear: "2026",
  openEnrollmentStart: "2025-11-20",
  openEnrollmentEnd: "2025-12-15",
  employerState: "MA",
  employeeCount: 250,
  policyIds: [POLICY_ID],
  medicalVideo: "NO_VIDEO",
  territory: "Northeast",
  vanitySlug: "harborview-medical",
};
