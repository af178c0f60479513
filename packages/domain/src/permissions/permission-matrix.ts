/**
 * The role × endpoint matrix: for every API endpoint, the status each role (and an anonymous caller) gets, and, for
 * endpoints that name a tenant's record, the status a BROKER or BEN_ADMIN gets on another tenant's id (IDOR).
 * apps/server/test/permission-matrix.test.ts generates one integration test per entry × role from this data, and
 * fails when an /api route exists that has no entry here.
 *
 * To add an endpoint:
 * 1. Append an entry (in the feature's file under matrix/): `method`, `path` exactly as the Fastify route declares it (`/api/clients/:clientId`), a
 *    one-line `description`, and `expect` for all five callers. Use `everyone(200)` for public endpoints,
 *    `signedIn(200)` for any-session endpoints (anonymous 401), `staffOnly(200)` (anonymous 401, BROKER and
 *    BEN_ADMIN 403), or spell the record out. The status is what a valid request from that caller gets.
 * 2. If the path or query names a tenant's record, add `tenantScoped: { param, otherTenantStatus }`. The test
 *    substitutes the caller's own record (a client the user is linked to, or the user's own id) for `:param`
 *    (or sets `?param=` when the path has no such segment) and checks `expect`; then it substitutes another
 *    tenant's record and checks `otherTenantStatus` for BROKER and BEN_ADMIN. Carrier staff own every tenant,
 *    so they get their `expect` status on both; anonymous callers get theirs.
 * 3. Give `params` for the path's other segments, and `body` (and `query`) for a request the endpoint accepts,
 *    so that the status tested is the permission decision, not a validation error. The test sends mutations
 *    with the CSRF header, and gives every request fresh records (its own clients and users), so a destructive
 *    call cannot disturb the next one. An endpoint that needs other records extends the test's fixtures.
 * 4. A staff endpoint that acts on any user (not a tenant's record) names the path segment that takes its target in
 *    `targetUser: { param, field }`: the test puts there the id or e-mail of an existing BROKER or BEN_ADMIN user of
 *    another tenant, so that staff reach the real action rather than a 404.
 */

import { ANALYTICS_ENDPOINTS } from "./matrix/analytics-endpoints";
import { CENSUS_ENDPOINTS } from "./matrix/census-endpoints";
import { CENSUS_TEMPLATE_ENDPOINTS } from "./matrix/census-template-endpoints";
import { CHAT_ENDPOINTS } from "./matrix/chat-endpoints";
import { CLIENT_ENDPOINTS } from "./matrix/client-endpoints";
import { DOCUMENT_ENDPOINTS } from "./matrix/document-endpoints";
import { EIF_ENDPOINTS } from "./matrix/eif-endpoints";
import { EIF_RESOURCE_ENDPOINTS } from "./matrix/eif-resource-endpoints";
import { EMAIL_ENDPOINTS } from "./matrix/email-endpoints";
import { EMPLOYEE_CLASS_ENDPOINTS } from "./matrix/employee-class-endpoints";
import { EXPLORER_ADMIN_ENDPOINTS } from "./matrix/explorer-admin-endpoints";
import { EXPLORER_ENDPOINTS } from "./matrix/explorer-endpoints";
import { EXPLORER_PREVIEW_ENDPOINTS } from "./matrix/explorer-preview-endpoints";
import { EXPLORER_VIDEO_ENDPOINTS } from "./matrix/explorer-video-endpoints";
import { HELP_ARTICLE_ENDPOINTS } from "./matrix/help-article-endpoints";
import { ONBOARDING_FORM_ENDPOINTS } from "./matrix/onboarding-form-endpoints";
import { OUTSIDE_SIGNER_ENDPOINTS } from "./matrix/outside-signer-endpoints";
import { QPS_ENDPOINTS } from "./matrix/qps-endpoints";
import { TASK_ENDPOINTS } from "./matrix/task-endpoints";
import { USER_ADMIN_ENDPOINTS } from "./matrix/user-admin-endpoints";
import { everyone, type PermissionMatrixEntry, signedIn, staffOnly } from "./matrix-callers";

export {
  everyone,
  MATRIX_CALLERS,
  type MatrixCaller,
  type MatrixMethod,
  ownerOnly,
  type PermissionMatrixEntry,
  signedIn,
  staffOnly,
  type TenantParam,
} from "./matrix-callers";

const CORE_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/configuration",
    description: "The app configuration the web app boots with",
    expect: everyone(200),
  },
  {
    method: "GET",
    path: "/api/csrf-token",
    description: "Issue a CSRF token",
    expect: everyone(200),
  },
  {
    method: "GET",
    path: "/api/service-status",
    description: "Whether the issue tracker is up",
    expect: everyone(200),
  },
  {
    method: "GET",
    path: "/api/feature-toggles",
    description: "Feature toggles (public: the explorer reads them too)",
    expect: everyone(200),
  },
  {
    method: "POST",
    path: "/api/sentry",
    description: "Error-report tunnel for the web app",
    expect: everyone(202),
    body: { message: "permission matrix probe" },
  },
  {
    method: "POST",
    path: "/api/esign/webhook",
    description: "E-sign envelope events: authenticated by their HMAC signature, which no caller's probe carries",
    expect: everyone(401),
    body: { envelopeId: "00000000-0000-4000-8000-000000000000", seq: 1, type: "sent" },
  },
  {
    method: "GET",
    path: "/api/users/authenticated",
    description: "The signed-in user, or null when signed out",
    expect: everyone(200),
  },
  // Sign-in transactions: public by nature. A probe with an unknown user or state token is refused the same
  // way for every caller (401), which is the point: a session grants nothing extra here.
  {
    method: "POST",
    path: "/api/authn",
    description: "Sign in with e-mail and password (starts a transaction)",
    expect: everyone(401),
    body: { username: "nobody@example.com", password: "not-the-password" },
    callerInBody: true,
  },
  {
    method: "POST",
    path: "/api/authn/factors/:factorId/verify",
    description: "Verify an MFA factor in a sign-in transaction",
    expect: everyone(401),
    params: { factorId: "00000000-0000-4000-8000-000000000000" },
    body: { stateToken: "unknown", passCode: "123456" },
    callerInBody: true,
  },
  {
    method: "POST",
    path: "/api/authn/factors",
    description: "Enrol an MFA factor in a sign-in transaction",
    expect: everyone(401),
    body: { stateToken: "unknown", factorType: "token:software:totp" },
    callerInBody: true,
  },
  {
    method: "POST",
    path: "/api/authn/factors/:factorId/lifecycle/activate",
    description: "Activate an enrolled MFA factor",
    expect: everyone(401),
    params: { factorId: "00000000-0000-4000-8000-000000000000" },
    body: { stateToken: "unknown", passCode: "123456" },
    callerInBody: true,
  },
  {
    method: "POST",
    path: "/api/authn/credentials/change-password",
    description: "Change an expired password in a sign-in transaction",
    expect: everyone(401),
    body: { stateToken: "unknown", oldPassword: "x", newPassword: "a fine new pass phrase" },
    callerInBody: true,
  },
  {
    method: "POST",
    path: "/api/authn/cancel",
    description: "Cancel a sign-in transaction",
    expect: everyone(200),
    body: { stateToken: "unknown" },
  },
  // Sessions: creating one needs valid tokens from the identity provider (a probe's are not); the rest act on the
  // caller's own session.
  {
    method: "POST",
    path: "/api/users/authenticated/session",
    description: "Create a session from the identity provider's tokens",
    expect: everyone(401),
    body: { accessToken: "x", refreshToken: "x" },
    callerInBody: true,
  },
  {
    method: "POST",
    path: "/api/users/authenticated/logout",
    description: "Sign out: end the session",
    expect: everyone(204),
  },
  {
    method: "POST",
    path: "/api/users/authenticated/logged-in",
    description: "Record the first and last login times",
    expect: signedIn(204),
  },
  {
    method: "GET",
    path: "/api/users/authenticated/session-status",
    description: "The session's idle and absolute expiry",
    expect: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/users/authenticated/extend",
    description: "Extend the session's idle expiry",
    expect: signedIn(200),
  },
  {
    method: "POST",
    path: "/api/users/terms-of-use",
    description: "Accept the terms of use",
    expect: signedIn(204),
  },
  // Account tokens. The public calls answer an unknown e-mail or token the same way for everyone (204 without a
  // mail, 404 TOKEN_EXPIRED); the staff calls act on a real user.
  {
    method: "POST",
    path: "/api/users/reset-password/:email",
    description: "E-mail a password-reset link (public; 204 whether or not the e-mail is a user's)",
    expect: everyone(204),
    params: { email: "nobody@example.com" },
  },
  {
    method: "POST",
    path: "/api/users/reset-password/userId/:userId",
    description: "Staff: e-mail a password-reset link to a user",
    expect: staffOnly(204),
    targetUser: { param: "userId", field: "id" },
  },
  {
    method: "POST",
    path: "/api/users/reset-mfa/:email",
    description: "Staff: reset a user's MFA factors and e-mail them a notice",
    expect: staffOnly(204),
    targetUser: { param: "email", field: "email" },
  },
  {
    method: "GET",
    path: "/api/users/auth-token/:token",
    description: "What an activation or reset link is for (public; unknown tokens are 404 TOKEN_EXPIRED)",
    expect: everyone(404),
    params: { token: "unknown-token" },
  },
  {
    method: "POST",
    path: "/api/users/password-upsert",
    description: "Set the password an activation or reset link allows (public; unknown tokens are 404)",
    expect: everyone(404),
    body: { token: "unknown-token", password: "a fine new pass phrase" },
    callerInBody: true,
  },
  {
    method: "POST",
    path: "/api/users/activation-email/:email",
    description: "E-mail a new activation link to a never-activated user (public; 204 either way)",
    expect: everyone(204),
    params: { email: "nobody@example.com" },
  },
];

/** Every endpoint: the session, identity and configuration calls here, and each feature's entries in matrix/. */
export const PERMISSION_MATRIX: readonly PermissionMatrixEntry[] = [
  ...CORE_ENDPOINTS,
  ...CLIENT_ENDPOINTS,
  ...USER_ADMIN_ENDPOINTS,
  ...EMAIL_ENDPOINTS,
  ...TASK_ENDPOINTS,
  ...EIF_ENDPOINTS,
  ...OUTSIDE_SIGNER_ENDPOINTS,
  ...QPS_ENDPOINTS,
  ...EIF_RESOURCE_ENDPOINTS,
  ...EMPLOYEE_CLASS_ENDPOINTS,
  ...DOCUMENT_ENDPOINTS,
  ...CENSUS_TEMPLATE_ENDPOINTS,
  ...ONBOARDING_FORM_ENDPOINTS,
  ...CENSUS_ENDPOINTS,
  ...EXPLORER_ENDPOINTS,
  ...EXPLORER_ADMIN_ENDPOINTS,
  ...EXPLORER_VIDEO_ENDPOINTS,
  ...EXPLORER_PREVIEW_ENDPOINTS,
  ...ANALYTICS_ENDPOINTS,
  ...HELP_ARTICLE_ENDPOINTS,
  ...CHAT_ENDPOINTS,
];
