/** The error catalogue as data (both specs §8): codes, statuses and English messages. */
import { MISSING_PARAM_MESSAGE, NOT_FOUND_MESSAGE } from "./page-messages";

/** Server error codes and the HTTP status each answers with; client-side codes have no status of their own. */
export const ERROR_CODES = {
  VALIDATION_ERROR: { code: "VALIDATION_ERROR", status: 400 },
  UNAUTHORIZED: { code: "UNAUTHORIZED", status: 401 },
  FORBIDDEN: { code: "FORBIDDEN", status: 403 },
  TERMS_NOT_ACCEPTED: { code: "TERMS_NOT_ACCEPTED", status: 403 },
  NOT_FOUND: { code: "NOT_FOUND", status: 404 },
  PRECONDITION_FAILED: { code: "PRECONDITION_FAILED", status: 412 },
  PAYLOAD_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", status: 413 },
  RATE_LIMITED: { code: "RATE_LIMITED", status: 429 },
  INTERNAL: { code: "INTERNAL", status: 500 },
  MAINTENANCE: { code: "MAINTENANCE", status: 503 },
  /** A JSON body nested deeper than the server reads (MAX_JSON_NESTING). */
  BODY_TOO_DEEP: { code: "BODY_TOO_DEEP", status: 400 },
  /** The client went away before its upload ended (logged at info, answered to nobody). */
  UPLOAD_ABORTED: { code: "UPLOAD_ABORTED", status: 400 },
  /** A multipart body cut short or malformed. */
  MALFORMED_UPLOAD: { code: "MALFORMED_UPLOAD", status: 400 },
  /** Creating employee classes when the client already has some: refresh the client and class list. */
  ALREADY_HAS_CLASSES: { code: "ALREADY_HAS_CLASSES", status: 409 },
  /** Signing an EIF that is already signed. */
  EIF_ALREADY_SIGNED: { code: "EIF_ALREADY_SIGNED", status: 409 },
  /** Reviewing or sending for review the changes of a form that is not signed (decision 022). */
  EIF_NOT_SIGNED: { code: "EIF_NOT_SIGNED", status: 409 },
  /** Deciding a change that no longer waits for review (decision 022). */
  EIF_CHANGE_NOT_PENDING: { code: "EIF_CHANGE_NOT_PENDING", status: 409 },
  /** Signing the EIF as someone who is not its signer (decision 020). */
  EIF_SIGNER_ONLY: { code: "EIF_SIGNER_ONLY", status: 403 },
  /** A signed-in user signing while the client's outside signer is the one who signs (decision 021). */
  EIF_OUTSIDE_SIGNER_SIGNS: { code: "EIF_OUTSIDE_SIGNER_SIGNS", status: 403 },
  /** Signing the updates when there are no accepted changes to sign (decision 021). */
  EIF_UPDATES_NOT_READY: { code: "EIF_UPDATES_NOT_READY", status: 409 },
  /** An outside signer's link that is missing, unknown, replaced, revoked or expired (decision 021). */
  OUTSIDE_SIGNER_LINK_INVALID: { code: "OUTSIDE_SIGNER_LINK_INVALID", status: 401 },
  EMBEDDED_SCRIPTS: { code: "EMBEDDED_SCRIPTS", status: 400 },
  /**
   * Sorting a search's e-mails in an order its matches cannot be walked in, when they are too many to sort at once
   * (issue 21: tens of thousands of 2,000,000, 1-10 s).
   */
  SEARCH_TOO_BROAD_TO_SORT: { code: "SEARCH_TOO_BROAD_TO_SORT", status: 400 },
  FILE_ZIPPING_TIMEOUT: { code: "FILE_ZIPPING_TIMEOUT", status: 504 },
  /** Raised by the web client when a response is a security-service block page. */
  BLOCKED_BY_CLOUDFLARE: { code: "BLOCKED_BY_CLOUDFLARE", status: 403 },
  CLIENT_NOT_ACCESSIBLE: { code: "CLIENT_NOT_ACCESSIBLE", status: 403 },
  INVALID_TOKEN: { code: "INVALID_TOKEN", status: 401 },
  INVALID_CSRF_TOKEN: { code: "INVALID_CSRF_TOKEN", status: 403 },
  NO_RESPONSE: { code: "NO_RESPONSE", status: 0 },
  NON_JSON_RESPONSE: { code: "NON_JSON_RESPONSE", status: 0 },
  DOWNLOAD_MISSING_CONTENT_TYPE: { code: "DOWNLOAD_MISSING_CONTENT_TYPE", status: 0 },
  DOWNLOAD_MISSING_CONTENT_DISPOSITION: { code: "DOWNLOAD_MISSING_CONTENT_DISPOSITION", status: 0 },
  DOWNLOAD_MALFORMED_FILENAME: { code: "DOWNLOAD_MALFORMED_FILENAME", status: 0 },
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * English messages. Spec wording is word for word (note the curly apostrophe in "doesn’t");
 * entries the spec leaves unworded are ours and marked below.
 */
export const ERROR_MESSAGES = {
  generic: "Oops! Something went wrong. Please refresh the page and try again. If that doesn’t help, email {email}",
  genericWithoutRefresh: "Oops! Something went wrong. If that doesn’t help, email {email}",
  missingParam: MISSING_PARAM_MESSAGE,
  noResponse: "No response received!",
  blockedByCloudflare: "Sorry, you have been blocked...",
  clientNotAccessible: "Client is not accessible at the moment",
  invalidToken: "Invalid token",
  invalidCsrfToken: "invalid csrf token",
  // Ours: the spec names these cases without wording.
  alreadyHasClasses: "This client already has employee classes. Refresh the page to see the latest classes.",
  eifAlreadySigned: "This Enrollment Information Form has already been signed.",
  searchTooBroadToSort:
    "Too many emails match this search to sort them this way. Narrow the search, or sort them by when they were created.",
  eifNotSigned: "The Enrollment Information Form is not signed yet: there are no changes to review.",
  eifChangeNotPending: "A change is no longer waiting for review. Reload to see the latest changes.",
  eifSignerOnly: "Only the client's authorized signer can sign the Enrollment Information Form.",
  eifOutsideSignerSigns:
    "The client's outside signer signs this Enrollment Information Form, through the link they were e-mailed.",
  eifUpdatesNotReady:
    "There are no accepted changes to sign. The updates can be signed once the carrier has accepted the changes.",
  outsideSignerLinkInvalid:
    "This link has expired or is no longer valid. Please ask the person who sent it to you for a new link.",
  embeddedScripts: "This file contains embedded scripts and cannot be uploaded.",
  fileZippingTimeout: "Preparing your files took too long. Please try again with fewer files.",
  downloadMissingContentType: "The download failed: the server response did not say what type of file it is.",
  downloadMissingContentDisposition: "The download failed: the server response was not sent as a file attachment.",
  downloadMalformedFilename: "The download failed: the server response did not include a valid file name.",
  // Sign-in (word for word, except the last three, which are ours)
  missingSessionToken: "Missing sessionToken from response",
  noMfaFactor: "There's no MFA factor option configured",
  multipleMfaFactors: "There's more than one MFA factor option configured",
  lockedOut: "Your account is locked for security reasons. Please, try again in about 60 minutes",
  passwordExpired: "Your password has expired.",
  inconsistentFactor: "The sign-in factor does not match the one configured for your account. Please sign in again.",
  inconsistentTransaction: "Your sign-in session is out of date. Please start signing in again.",
  unknownSignInStatus: "Sign-in returned an unexpected status: {status}. Please try again.",
  // Banners, popovers and push results (word for word)
  jiraDown: "Jira is currently down. Some functionality in Onboard might be unavailable at this time.",
  loadingUpdateData: "Loading update data...",
  updatedBySunLifeTeam: "Updated by the Sun Life team",
  pushedWithErrors: "Pushed with errors",
  pushedWithWarnings: "Pushed with warnings",
  successfullyPushed: "Successfully pushed",
  // Ours: the server's own codes.
  validationError: "Some of the information you entered is not valid. Please check the highlighted fields.",
  unauthorized: "Please sign in to continue.",
  forbidden: "You do not have permission to do this.",
  termsNotAccepted: "Please accept the terms of use to continue.",
  notFound: NOT_FOUND_MESSAGE,
  preconditionFailed:
    "Someone else changed this record while you were editing it. Please reload the page to see their changes, then try again.",
  payloadTooLarge: "The file or request is too large.",
  rateLimited: "Too many requests. Please wait a moment and try again.",
  maintenance: "Onboard is down for maintenance. Please try again later.",
  internal: "Oops! Something went wrong. Please try again later.",
  // Ours: input the server refuses whatever the route (issue 12).
  unknownField: 'Unknown field "{field}"',
  nulCharacter: "Text cannot contain a NUL character.",
  bodyTooDeep: "The request is nested too deeply.",
  unreadableInput: "This value could not be read.",
  uploadAborted: "The upload was interrupted before it ended.",
  malformedUpload: "The upload is incomplete or malformed.",
} as const;
export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** The message each code's response carries by default. */
export const ERROR_CODE_MESSAGES = {
  VALIDATION_ERROR: "validationError",
  UNAUTHORIZED: "unauthorized",
  FORBIDDEN: "forbidden",
  TERMS_NOT_ACCEPTED: "termsNotAccepted",
  NOT_FOUND: "notFound",
  PRECONDITION_FAILED: "preconditionFailed",
  PAYLOAD_TOO_LARGE: "payloadTooLarge",
  RATE_LIMITED: "rateLimited",
  INTERNAL: "internal",
  MAINTENANCE: "maintenance",
  BODY_TOO_DEEP: "bodyTooDeep",
  UPLOAD_ABORTED: "uploadAborted",
  MALFORMED_UPLOAD: "malformedUpload",
  ALREADY_HAS_CLASSES: "alreadyHasClasses",
  EIF_ALREADY_SIGNED: "eifAlreadySigned",
  EIF_NOT_SIGNED: "eifNotSigned",
  EIF_CHANGE_NOT_PENDING: "eifChangeNotPending",
  EIF_SIGNER_ONLY: "eifSignerOnly",
  EIF_OUTSIDE_SIGNER_SIGNS: "eifOutsideSignerSigns",
  EIF_UPDATES_NOT_READY: "eifUpdatesNotReady",
  OUTSIDE_SIGNER_LINK_INVALID: "outsideSignerLinkInvalid",
  EMBEDDED_SCRIPTS: "embeddedScripts",
  SEARCH_TOO_BROAD_TO_SORT: "searchTooBroadToSort",
  FILE_ZIPPING_TIMEOUT: "fileZippingTimeout",
  BLOCKED_BY_CLOUDFLARE: "blockedByCloudflare",
  CLIENT_NOT_ACCESSIBLE: "clientNotAccessible",
  INVALID_TOKEN: "invalidToken",
  INVALID_CSRF_TOKEN: "invalidCsrfToken",
  NO_RESPONSE: "noResponse",
  NON_JSON_RESPONSE: "genericWithoutRefresh",
  DOWNLOAD_MISSING_CONTENT_TYPE: "downloadMissingContentType",
  DOWNLOAD_MISSING_CONTENT_DISPOSITION: "downloadMissingContentDisposition",
  DOWNLOAD_MALFORMED_FILENAME: "downloadMalformedFilename",
} as const satisfies Record<ErrorCode, ErrorMessageKey>;

/** Push job display statuses to their result labels (benefits-explorer spec §4 and §8). */
export const PUSH_RESULT_MESSAGES = {
  success: ERROR_MESSAGES.successfullyPushed,
  warnings: ERROR_MESSAGES.pushedWithWarnings,
  errors: ERROR_MESSAGES.pushedWithErrors,
} as const;

/** The i18n key of a catalogue message, e.g. "errors:generic". */
export function errorMessageI18nKey(key: ErrorMessageKey): string {
  return `errors:${key}`;
}
