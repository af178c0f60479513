/** Permission-matrix entries for the public benefits explorer (benefits-explorer spec §7 "Explorer pages"). See permission-matrix.ts for how to write one. */
import { everyone, type PermissionMatrixEntry } from "../matrix-callers";

/** No page has this id: the matrix uses fresh records, so the public page answers 404 alike for every caller. */
const UNKNOWN_EXPLORER_PAGE_ID = "00000000-0000-4000-8000-0000000000b1";
const UNKNOWN_DOCUMENT_ID = "00000000-0000-4000-8000-0000000000b2";
const UNKNOWN_PLAN_ID = "00000000-0000-4000-8000-0000000000b3";

export const EXPLORER_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/explorer-pages/:id",
    description: "The public explorer page by id or vanity slug (no session; the same for every caller)",
    expect: everyone(404),
    params: { id: UNKNOWN_EXPLORER_PAGE_ID },
    query: { demoEnrollmentStatus: "pre" },
  },
  {
    method: "GET",
    path: "/api/explorer-pages/:id/documents/:documentId",
    description: "A document the public page links to (plan summary, logo, video); 404 for any other",
    expect: everyone(404),
    params: { id: UNKNOWN_EXPLORER_PAGE_ID, documentId: UNKNOWN_DOCUMENT_ID },
  },
  {
    method: "GET",
    path: "/api/explorer-pages/captcha/challenge",
    description: "A fresh ALTCHA challenge for the explorer's e-mail form (public)",
    expect: everyone(200),
  },
  {
    method: "POST",
    path: "/api/explorer-pages/:id/email-plan",
    description: "E-mail the selected plans to an employee (public, captcha; an unknown page is 404 for everyone)",
    expect: everyone(404),
    params: { id: UNKNOWN_EXPLORER_PAGE_ID },
    body: { email: "employee@example.com", benefits: [UNKNOWN_PLAN_ID], recaptchaToken: "probe", language: "en" },
  },
  {
    method: "POST",
    path: "/api/explorer-pages/lead-generation/send",
    description: "Leave an employer's or broker's details (public; a fresh e-mail per request, so never a duplicate)",
    expect: everyone(201),
    body: {
      email: "lead-{unique}@example.com",
      firstName: "Dana",
      lastName: "Ruiz",
      city: "Austin",
      state: "TX",
      phone: "512-555-0100",
      externalUser: "EMPLOYER",
      employerName: "Acme Bakery",
    },
  },
];
