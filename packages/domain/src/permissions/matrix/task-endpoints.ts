/** Permission-matrix entries for tasks, calls, the welcome flow and feedback of the client hub (onboarding spec §2 "Client hub", §4). See permission-matrix.ts for how to write one. */
import { type PermissionMatrixEntry, signedIn } from "../matrix-callers";

/** Hub calls: whoever may read (and, to act, update) the client; another tenant's client is 403. */
const HUB = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;

export const TASK_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/clients/:clientId/tasks",
    description: "The task overview: client tasks, then each policy's tasks",
    expect: signedIn(200),
    ...HUB,
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/tasks/:taskId",
    description:
      "One task and the caller's allowed statuses (the matrix's fresh client has no tasks: 404 once allowed)",
    expect: signedIn(404),
    ...HUB,
    params: { taskId: "kickoff-call" },
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/tasks/:taskId/status",
    description: "Move a task to another status (the fresh client has no tasks: 404 once allowed)",
    expect: signedIn(404),
    ...HUB,
    params: { taskId: "kickoff-call" },
    body: { status: "IN_PROGRESS" },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/calls/:call",
    description: "The kickoff or install call",
    expect: signedIn(200),
    ...HUB,
    params: { call: "kickoff" },
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/calls/:call",
    description: "Record the kickoff or install call (topics and people: any hub user)",
    expect: signedIn(200),
    ...HUB,
    params: { call: "install" },
    body: { topics: ["Permission matrix probe"], version: 1 },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/welcome-flow",
    description: "The one-time welcome flow",
    expect: signedIn(200),
    ...HUB,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/welcome-flow",
    description: "Start the welcome flow (idempotent)",
    expect: signedIn(200),
    ...HUB,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/complete-welcome-flow",
    description: "Complete the welcome flow once",
    expect: signedIn(200),
    ...HUB,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/feedback",
    description: "Leave feedback on the hub",
    expect: signedIn(201),
    ...HUB,
    body: { rating: 4, comment: "Permission matrix probe" },
  },
];
