/** Permission-matrix entries for the EIF's list calls (onboarding spec §6, §7). See permission-matrix.ts for how to write one. */
import type { PermissionMatrixEntry } from "../matrix-callers";

export const EIF_RESOURCE_ENDPOINTS: readonly PermissionMatrixEntry[] = [];
