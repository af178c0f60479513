/**
 * A sealed form checked as a verifier would: Debian's pdfsig (poppler-utils) reports a valid PAdES signature over the
 * whole document, and an invalid one once a single signed byte is changed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealPdf } from "./seal-pdf";
import { pdfsig, sampleFormPdf } from "./seal-test-support";
import { loadSealingCertificate, type SealingCertificate } from "./sealing-certificate";

const details = {
  reason: "Sealed by Onboard: signed by every recipient",
  signerName: "Onboard",
  location: "http://localhost:3000",
  contactInfo: "onboarding-support@onboard.example",
  signingTime: new Date("2026-11-26T15:04:05Z"),
};

let dir: string;
let certificate: SealingCertificate;
let form: Buffer;
let sealed: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "seal-pdf-"));
  certificate = await loadSealingCertificate({ path: path.join(dir, "seal.p12"), passphrase: "", configured: false });
  form = await sampleFormPdf(3);
  sealed = await sealPdf(form, certificate, details);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The four numbers of the signature's ByteRange. */
function byteRange(pdf: Buffer): number[] {
  const match = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(pdf.toString("latin1"));
  if (!match) throw new Error("no ByteRange in the sealed PDF");
  return match.slice(1).map(Number);
}

describe("sealPdf", () => {
  it("makes a PAdES signature pdfsig reports valid over the total document", async () => {
    const report = await pdfsig(sealed);
    expect(report).toContain("Signature Type: ETSI.CAdES.detached");
    expect(report).toContain("Signing Hash Algorithm: SHA-256");
    expect(report).toContain("Signer Certificate Common Name: Onboard document seal");
    expect(report).toContain("Signing Time: Nov 26 2026 15:04:05");
    expect(report).toContain("Total document signed");
    expect(report).toContain("Signature Validation: Signature is Valid.");
    // The self-made certificate chains to no trusted root: pdfsig says "Certificate Validation: Certificate issuer is
    // unknown." That is about trust in the signer, not about the document, and is why production configures a CA's.
    expect(report).toMatch(/Certificate Validation: Certificate issuer is unknown/);
  });

  it("signs every byte but the signature's own hex, to the end of the file", () => {
    const [start, firstLength, secondStart, secondLength] = byteRange(sealed);
    expect(start).toBe(0);
    expect((secondStart ?? 0) + (secondLength ?? 0)).toBe(sealed.length);
    // The gap is exactly the Contents hex string, <...>.
    expect(sealed.subarray(firstLength, secondStart).toString("latin1")).toMatch(/^<[0-9a-f]+>$/);
  });

  it("keeps the pages and the reason, location and contact", () => {
    const text = sealed.toString("latin1");
    expect(text).toContain("/SubFilter /ETSI.CAdES.detached");
    expect(text).toContain(`/Reason (${details.reason})`);
    expect(text).toContain(`/Location (${details.location})`);
    expect(text).toContain(`/ContactInfo (${details.contactInfo})`);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(sealed.length).toBeGreaterThan(form.length);
  });

  it("is reported invalid once one signed byte is changed", async () => {
    const [, firstLength] = byteRange(sealed);
    const tampered = Buffer.from(sealed);
    // A byte in the middle of the first signed range (inside a page's content): same length, so the file still parses.
    const at = Math.floor((firstLength ?? 0) / 2);
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    const report = await pdfsig(tampered);
    expect(report).not.toContain("Signature is Valid");
    expect(report).toContain("Signature Validation: Digest Mismatch.");
  });

  it("is reported invalid when a byte after the signature is changed", async () => {
    const [, , secondStart] = byteRange(sealed);
    const tampered = Buffer.from(sealed);
    // The first byte after the Contents hex string, a line break in the signature dictionary, becomes a space: the
    // file reads the same, only its bytes differ.
    const at = secondStart ?? 0;
    expect(tampered[at]).toBe(0x0a);
    tampered[at] = 0x20;
    const report = await pdfsig(tampered);
    expect(report).not.toContain("Signature is Valid");
  });
});
