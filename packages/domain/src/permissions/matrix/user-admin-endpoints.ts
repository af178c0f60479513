/** Permission-matrix entries for user administration (onboarding spec §7 "Users"). See permission-matrix.ts for how to write one. */
import type { PermissionMatrixEntry } from "../matrix-callers";

export const USER_ADMIN_ENDPOINTS: readonly PermissionMatrixEntry[] = [];
