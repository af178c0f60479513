/** Permission-matrix entries for analytics (issue 19). See permission-matrix.ts for how to write one. */
import { ANALYTICS_EVENTS_PATH, ANALYTICS_SUMMARY_PATH } from "../../tracking/analytics-limits";
import { everyone, type PermissionMatrixEntry, staffOnly } from "../matrix-callers";

export const ANALYTICS_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "POST",
    path: ANALYTICS_EVENTS_PATH,
    description: "A batch of analytics events from any browser (explorer visitors included)",
    expect: everyone(202),
    body: { events: [{ name: "matrix_probe", page: "/", properties: {}, at: Date.now() }] },
  },
  {
    method: "GET",
    path: ANALYTICS_SUMMARY_PATH,
    description: "Staff: analytics events counted per page and event name",
    expect: staffOnly(200),
  },
];
