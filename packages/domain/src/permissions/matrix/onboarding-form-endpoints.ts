/**
 * Permission-matrix entries for the onboarding forms (onboarding spec §6, §7 "Onboarding forms"; issue 15). Brokers
 * and ben admins read, create and update their own client's forms; voiding, reassigning, the reminder schedule and
 * expiry, and a reminder now are the carrier staff's. See permission-matrix.ts for how to write one.
 */
import { type PermissionMatrixEntry, signedIn, staffOnly } from "../matrix-callers";

/** No form, recipient or user has this id: callers who may reach the client's forms get 404 (or 400), others 403. */
const UNKNOWN_ID = "00000000-0000-4000-8000-0000000000f1";
const ownClient = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;
const BASE = "/api/clients/:clientId/onboarding-forms";
const unknownForm = { formId: UNKNOWN_ID };

export const ONBOARDING_FORM_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: BASE,
    description: "The client's onboarding forms (read OnboardingForm of the client)",
    expect: signedIn(200),
    ...ownClient,
  },
  {
    method: "POST",
    path: BASE,
    description: "Send a form from a template (create OnboardingForm); an unknown template is 400 once allowed",
    expect: signedIn(400),
    ...ownClient,
    body: { templateId: "tpl-none", recipients: [{ roleId: "authorized-signer", userId: UNKNOWN_ID }] },
  },
  {
    method: "GET",
    path: `${BASE}/ready-to-sign-recipients`,
    description: "The recipients whose turn it is on the client's open forms",
    expect: signedIn(200),
    ...ownClient,
  },
  {
    method: "GET",
    path: `${BASE}/signer-candidates`,
    description: "The client's ben admins and brokers, who may sign its forms",
    expect: signedIn(200),
    ...ownClient,
  },
  {
    method: "GET",
    path: `${BASE}/template/:templateId`,
    description: "A form template",
    expect: signedIn(200),
    ...ownClient,
    params: { templateId: "tpl-group-application" },
  },
  {
    method: "POST",
    path: `${BASE}/:formId/embedded-view/:recipientId`,
    description: "Open the signing view for the caller's own recipient (an unknown form is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: { ...unknownForm, recipientId: UNKNOWN_ID },
  },
  {
    method: "PUT",
    path: `${BASE}/:formId/embedded-view-action/:action`,
    description: "Close the signing view (update OnboardingForm; an unknown form is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: { ...unknownForm, action: "later" },
    body: { recipientId: UNKNOWN_ID },
  },
  {
    method: "GET",
    path: `${BASE}/:formId/lockStatus`,
    description: "Who holds the form's signing lock (an unknown form is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownForm,
  },
  {
    method: "GET",
    path: `${BASE}/:formId/download`,
    description: "The sealed, signed PDF (an unknown form is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownForm,
  },
  {
    method: "GET",
    path: `${BASE}/:formId/download/:docId`,
    description: "One document of the form (an unknown form is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: { ...unknownForm, docId: "sent" },
  },
  {
    method: "DELETE",
    path: `${BASE}/:formId`,
    description: "Void the form (carrier staff: delete OnboardingForm; an unknown form is 404 once allowed)",
    expect: staffOnly(404),
    ...ownClient,
    params: unknownForm,
    body: { reason: "Sent to the wrong signer" },
  },
  {
    method: "PUT",
    path: `${BASE}/:formId/reassign-recipient`,
    description: "Reassign a recipient (carrier staff: create OnboardingFormReassignment)",
    expect: staffOnly(404),
    ...ownClient,
    params: unknownForm,
    body: { recipientId: UNKNOWN_ID, userId: UNKNOWN_ID },
  },
  {
    method: "POST",
    path: `${BASE}/:formId/recipient`,
    description: "Add a recipient for a role the form lacks (update OnboardingForm)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownForm,
    body: { roleId: "broker", userId: UNKNOWN_ID },
  },
  {
    method: "PATCH",
    path: `${BASE}/:formId/notification`,
    description: "The reminder schedule and expiry (carrier staff)",
    expect: staffOnly(404),
    ...ownClient,
    params: unknownForm,
    body: { reminderIntervalDays: 3, expiresOn: null },
  },
  {
    method: "POST",
    path: `${BASE}/:formId/reminders`,
    description: "Send the signers whose turn it is a reminder now (carrier staff)",
    expect: staffOnly(404),
    ...ownClient,
    params: unknownForm,
  },
  {
    method: "POST",
    path: `${BASE}/:formId/sync-envelope`,
    description: "Bring the form up to date with its envelope (update OnboardingForm)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownForm,
  },
];
