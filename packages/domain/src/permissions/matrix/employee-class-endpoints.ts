/** Permission-matrix entries for employee classes (onboarding spec §6, §7). See permission-matrix.ts for how to write one. */
import type { PermissionMatrixEntry } from "../matrix-callers";

export const EMPLOYEE_CLASS_ENDPOINTS: readonly PermissionMatrixEntry[] = [];
