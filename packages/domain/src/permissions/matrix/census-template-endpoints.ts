/** Permission-matrix entries for the carrier's census template (issue 16, spec §7 "Census"). See permission-matrix.ts for how to write one. */
import { type PermissionMatrixEntry, signedIn } from "../matrix-callers";

export const CENSUS_TEMPLATE_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/census-template.csv",
    description: "The carrier's census template as CSV: any signed-in user",
    expect: signedIn(200),
  },
  {
    method: "GET",
    path: "/api/census-template.xlsx",
    description: "The carrier's census template as XLSX: any signed-in user",
    expect: signedIn(200),
  },
];
