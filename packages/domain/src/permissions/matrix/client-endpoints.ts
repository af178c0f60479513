/** Permission-matrix entries for clients and their sub-resources (onboarding spec §7 "Clients and sub-resources"). See permission-matrix.ts for how to write one. */
import type { PermissionMatrixEntry } from "../matrix-callers";

export const CLIENT_ENDPOINTS: readonly PermissionMatrixEntry[] = [];
