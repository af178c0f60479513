/** Permission-matrix entries for tasks, calls, the welcome flow and feedback of the client hub (onboarding spec §2 "Client hub", §4). See permission-matrix.ts for how to write one. */
import type { PermissionMatrixEntry } from "../matrix-callers";

export const TASK_ENDPOINTS: readonly PermissionMatrixEntry[] = [];
