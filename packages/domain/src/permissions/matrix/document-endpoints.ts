/** Permission-matrix entries for documents and the new-document notice (onboarding spec §7 "Documents"). See permission-matrix.ts for how to write one. */
import { type PermissionMatrixEntry, signedIn } from "../matrix-callers";

/** No document has this id: callers who may reach the client's documents get 404, others 403. */
const UNKNOWN_DOCUMENT_ID = "00000000-0000-4000-8000-0000000000d1";
const ownClient = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;

export const DOCUMENT_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "POST",
    path: "/api/clients/:clientId/documents",
    description:
      "Upload documents (create Document of the client). The matrix sends no multipart body: 415 once allowed",
    expect: signedIn(415),
    ...ownClient,
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/documents/meta",
    description: "The client's documents, filtered (read Document of the client)",
    expect: signedIn(200),
    ...ownClient,
    query: { categories: "prior-carrier-certificates", language: "en" },
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/documents/meta",
    description: "Move documents to another category, policy or language (an unknown id is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    body: { documentIds: [UNKNOWN_DOCUMENT_ID], language: "es" },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/documents/count",
    description: "How many documents the client has in some categories",
    expect: signedIn(200),
    ...ownClient,
    query: { categories: "employee-resources" },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/documents/last-touched/:category",
    description: "The document of a category changed last, or null",
    expect: signedIn(200),
    ...ownClient,
    params: { category: "prior-carrier-certificates" },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/documents/:documentId",
    description: "Download a document of the client (an unknown id is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: { documentId: UNKNOWN_DOCUMENT_ID },
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/documents/:documentId/rename",
    description: "Rename a document of the client (an unknown id is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: { documentId: UNKNOWN_DOCUMENT_ID },
    body: { name: "Renamed certificate.pdf" },
  },
  {
    method: "DELETE",
    path: "/api/clients/:clientId/documents/:documentId",
    description: "Delete a document of the client (an unknown id is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: { documentId: UNKNOWN_DOCUMENT_ID },
  },
  {
    method: "GET",
    path: "/api/documents/:id",
    description: "Download a document by id: carrier-wide ones for anyone signed in, a client's for its readers",
    expect: signedIn(404),
    params: { id: UNKNOWN_DOCUMENT_ID },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/new-document-notice",
    description: "The user's new-document notice for the client",
    expect: signedIn(200),
    ...ownClient,
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/new-document-notice",
    description: "Set the user's new-document notice for the client",
    expect: signedIn(200),
    ...ownClient,
    body: { newDocumentNoticeStatus: "NEW_AND_SEEN" },
  },
  {
    method: "PUT",
    path: "/api/users/new-document-notice",
    description: "Set the signed-in user's own new-document notice",
    expect: signedIn(200),
    body: { newDocumentNoticeStatus: "OLD" },
  },
];
