/** Permission-matrix entries for user administration (onboarding spec §7 "Users"). See permission-matrix.ts for how to write one. */
import type { CarrierRole } from "../../users/roles";
import { type MatrixCaller, ownerOnly, type PermissionMatrixEntry, staffOnly } from "../matrix-callers";

const newUser = { name: "Matrix Probe", email: "probe-{unique}@example.test", sendWelcomeEmail: false };
const rename = { name: "Renamed By The Matrix" };
const targetOf = (role: CarrierRole) => ({ param: "userId", field: "id", role }) as const;

/** The calls on one administered list; `role` is the role its records have. */
function managedUserEndpoints(kind: "broker" | "ben-admin", role: CarrierRole): PermissionMatrixEntry[] {
  const base = `/api/users/${kind}`;
  const label = kind === "broker" ? "broker" : "ben admin";
  const target = targetOf(role);
  return [
    { method: "GET", path: base, description: `List ${label}s (staff)`, expect: staffOnly(200) },
    { method: "POST", path: base, description: `Create a ${label}`, expect: staffOnly(201), body: newUser },
    {
      method: "GET",
      path: `${base}/:userId`,
      description: `One ${label} (staff; the ${label} themselves is tested in the module)`,
      expect: staffOnly(200),
      targetUser: target,
    },
    {
      method: "PUT",
      path: `${base}/:userId`,
      description: `Edit a ${label} (staff; a broker edits their own record, tested in the module)`,
      expect: staffOnly(200),
      targetUser: target,
      body: rename,
    },
    {
      method: "DELETE",
      path: `${base}/:userId`,
      description: `Delete a ${label}`,
      expect: staffOnly(204),
      targetUser: target,
    },
    {
      method: "POST",
      path: `${base}/:userId/activation-email`,
      description: `E-mail a ${label} a new activation link`,
      expect: staffOnly(200),
      targetUser: target,
    },
    ...(["assign", "unassign"] as const).map(
      (verb): PermissionMatrixEntry => ({
        method: "PUT",
        path: `${base}/:userId/${verb}/:clientId`,
        description: `${verb === "assign" ? "Link" : "Unlink"} a ${label} and a client`,
        expect: staffOnly(204),
        tenantScoped: { param: "clientId", otherTenantStatus: 403 },
        targetUser: target,
      }),
    ),
  ];
}

/** A BROKER or BEN_ADMIN reaches only their own user id; staff reach any. */
const ownRecordOnly: Record<MatrixCaller, { status: number }> = {
  anonymous: { status: 401 },
  SLF_OWNER: { status: 200 },
  SLF_ADMIN: { status: 200 },
  BROKER: { status: 200 },
  BEN_ADMIN: { status: 200 },
};

export const USER_ADMIN_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  // Internal users: carrier staff read them; SLF_OWNER alone creates, edits and deletes them.
  { method: "GET", path: "/api/users/internal", description: "List internal users", expect: staffOnly(200) },
  {
    method: "POST",
    path: "/api/users/internal",
    description: "Create an internal user (SLF_OWNER)",
    expect: ownerOnly(201),
    body: newUser,
  },
  {
    method: "PUT",
    path: "/api/users/internal/:userId",
    description: "Edit an internal user (SLF_OWNER)",
    expect: ownerOnly(200),
    targetUser: targetOf("SLF_ADMIN"),
    body: rename,
  },
  {
    method: "DELETE",
    path: "/api/users/internal/:userId",
    description: "Delete an internal user (SLF_OWNER)",
    expect: ownerOnly(204),
    targetUser: targetOf("SLF_ADMIN"),
  },
  {
    method: "POST",
    path: "/api/users/internal/:userId/activation-email",
    description: "E-mail an internal user a new activation link (SLF_OWNER)",
    expect: ownerOnly(200),
    targetUser: targetOf("SLF_ADMIN"),
  },
  ...managedUserEndpoints("broker", "BROKER"),
  ...managedUserEndpoints("ben-admin", "BEN_ADMIN"),
  {
    method: "POST",
    path: "/api/users/ben-admin/:userId/change-to-broker",
    description: "Make a ben admin a broker, keeping their clients",
    expect: staffOnly(200),
    targetUser: targetOf("BEN_ADMIN"),
  },
  // Look-ups.
  { method: "GET", path: "/api/users", description: "Every user, paged (staff)", expect: staffOnly(200) },
  {
    method: "GET",
    path: "/api/users/role/:role",
    description: "The users of one role, paged (staff)",
    expect: staffOnly(200),
    params: { role: "BROKER" },
  },
  { method: "GET", path: "/api/users/slfs", description: "Carrier staff users, paged (staff)", expect: staffOnly(200) },
  {
    method: "GET",
    path: "/api/users/check-existing/:value",
    description: "Whether a user has this e-mail (staff)",
    expect: staffOnly(200),
    params: { value: "nobody@example.com" },
  },
  {
    method: "GET",
    path: "/api/users/:userId/clients",
    description: "A user's clients, paged (staff: anyone's; a broker or ben admin: their own)",
    expect: ownRecordOnly,
    tenantScoped: { param: "userId", otherTenantStatus: 403 },
  },
  // Staff actions on any user.
  {
    method: "PUT",
    path: "/api/users/:userId/onboarding-form-email",
    description: "Move a user's pending signing recipients to a new e-mail (staff)",
    expect: staffOnly(200),
    targetUser: targetOf("BROKER"),
    body: { email: "moved-{unique}@example.test", oldEmail: "old-{unique}@example.test" },
  },
  {
    method: "POST",
    path: "/api/users/:userId/activation-link",
    description: "A fresh activation link to copy (staff)",
    expect: staffOnly(200),
    targetUser: targetOf("BEN_ADMIN"),
  },
  {
    method: "POST",
    path: "/api/users/update-email-and-send-activation-email",
    description: "Bulk e-mail update with activation e-mails (staff; unknown users are 404 for staff)",
    expect: staffOnly(404),
    body: {
      users: [
        {
          userId: "00000000-0000-4000-8000-000000000000",
          email: "bulk@example.test",
          clientId: "00000000-0000-4000-8000-000000000001",
        },
      ],
    },
  },
];
