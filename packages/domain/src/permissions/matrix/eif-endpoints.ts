/** Permission-matrix entries for the EIF draft and locations (onboarding spec §6, §7). See permission-matrix.ts for how to write one. */
import type { PermissionMatrixEntry } from "../matrix-callers";

export const EIF_ENDPOINTS: readonly PermissionMatrixEntry[] = [];
