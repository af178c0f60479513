/** Permission-matrix entries for documents and the new-document notice (onboarding spec §7 "Documents"). See permission-matrix.ts for how to write one. */
import type { PermissionMatrixEntry } from "../matrix-callers";

export const DOCUMENT_ENDPOINTS: readonly PermissionMatrixEntry[] = [];
