/**
 * The envelope the render tests sign: Lone Star's Group Application, its employer's values, the authorized signer
 * (typed signature, portal session with MFA) and the broker (drawn signature, e-mailed link), as sent and completed.
 */
import type { FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";
import { findCarrierTemplate } from "@onboard/domain/onboarding-forms/templates/carrier-templates";
import type { CertificateInput, RecipientEvidence, RenderFormInput } from "./render-input";
import { drawnSignatureDataUrl } from "./render-test-support";

export const application = findCarrierTemplate("tpl-group-application") as FormTemplate;
export const ENVELOPE = "env-5f0c2a1e-lonestar";
export const UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
export const SIGNER_VALUES = {
  "employer-legal-name": "Lone Star Logistics LLC",
  "employer-tax-id": "12-3456789",
  "employer-street": "400 Commerce St",
  "employer-zip": "75201",
  "employer-contact-email": "tamika.brooks@lonestarlogistics.example.com",
  "requested-effective-date": "2027-01-01",
  "eligible-employees": "180",
  "coverage-life": true,
  "coverage-dental": false,
  "attest-statements-true": true,
  "signer-title": "VP, People Operations",
};
export const employer: RecipientEvidence = {
  roleId: "authorized-signer",
  name: "Tamika Brooks",
  email: "tamika.brooks@lonestarlogistics.example.com",
  viewedAt: new Date("2026-11-20T14:05:09Z"),
  signedAt: new Date("2026-11-20T14:12:44Z"),
  ip: "203.0.113.7",
  userAgent: UA,
  authentication: "portal-password-mfa",
  signature: { kind: "typed", name: "Tamika Brooks" },
};
export const broker: RecipientEvidence = {
  roleId: "broker",
  name: "Marcus Bell",
  email: "marcus.bell@keystonebenefits.example.com",
  viewedAt: new Date("2026-11-21T16:00:00Z"),
  signedAt: new Date("2026-11-21T16:03:30Z"),
  ip: "198.51.100.24",
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148",
  authentication: "emailed-link",
  signature: { kind: "drawn", pngDataUrl: drawnSignatureDataUrl() },
};
const unsigned = (recipient: RecipientEvidence): RecipientEvidence => ({
  ...recipient,
  viewedAt: null,
  signedAt: null,
  ip: null,
  userAgent: null,
  signature: null,
});

export const asSent: RenderFormInput = {
  envelopeId: ENVELOPE,
  template: application,
  values: SIGNER_VALUES,
  recipients: [unsigned(employer), unsigned(broker)],
  language: "en",
  timeZone: "America/New_York",
  createdAt: new Date("2026-11-20T14:00:00Z"),
};
export const completed = (asSentSha256: string, language: "en" | "es" = "en"): CertificateInput => ({
  ...asSent,
  values: { ...SIGNER_VALUES, "broker-license-number": "TX-2291" },
  recipients: [employer, broker],
  language,
  createdAt: new Date("2026-11-21T16:03:31Z"),
  completedAt: new Date("2026-11-21T16:03:31Z"),
  asSentSha256,
});
