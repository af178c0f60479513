/**
 * Permission-matrix entries for the push of plan design to QPS (issue 17; benefits-explorer spec §7 "Plan design
 * push"). Carrier staff only (decision 026): brokers and ben admins are 403 on their own client and any other. The
 * test's fresh client has no policy: its push is blocked (409), and QPS has no case for it (client-from-qps answers
 * that, and import-from-qps is 409). See permission-matrix.ts for how to write one.
 */
import { type PermissionMatrixEntry, staffOnly } from "../matrix-callers";

const ownClient = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;
const BASE = "/api/clients/:clientId";

export const QPS_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: `${BASE}/qps/plan-design-info`,
    description: "What a push to QPS would send, and what blocks it (carrier staff)",
    expect: staffOnly(200),
    ...ownClient,
  },
  {
    method: "POST",
    path: `${BASE}/qps/async-push`,
    description: "Start a push of the plan design to QPS (carrier staff; a client with no policy is 409)",
    expect: staffOnly(409),
    ...ownClient,
  },
  {
    method: "GET",
    path: "/api/api-jobs",
    description: "The latest push job of each client asked for (carrier staff)",
    expect: staffOnly(200),
    query: { "clientIds[]": "00000000-0000-4000-8000-0000000000a1" },
  },
  {
    method: "GET",
    path: `${BASE}/client-from-qps`,
    description: "The case as QPS holds it, and its difference from the portal (carrier staff)",
    expect: staffOnly(200),
    ...ownClient,
  },
  {
    method: "POST",
    path: `${BASE}/import-from-qps`,
    description: "Bring QPS's values in as change records (carrier staff; a client QPS never had is 409)",
    expect: staffOnly(409),
    ...ownClient,
  },
];
