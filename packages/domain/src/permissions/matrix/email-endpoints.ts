/** Permission-matrix entries for e-mails and the owner-only triggers (onboarding spec §6 and §7 "Emails"). See permission-matrix.ts for how to write one. */
import type { PermissionMatrixEntry } from "../matrix-callers";

export const EMAIL_ENDPOINTS: readonly PermissionMatrixEntry[] = [];
