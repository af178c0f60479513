/**
 * Seals a finished PDF with a PAdES signature: SubFilter ETSI.CAdES.detached, a detached CMS (SHA-256, RSA) over the
 * whole file but the signature's own hex (its ByteRange runs to the end of the file), with the signing time in the
 * signature dictionary (M) and in the CMS. Any later change to a signed byte makes readers and pdfsig report it.
 *
 * The placeholder (an invisible signature field on page 1 whose value is the signature dictionary with zeroed
 * Contents) is added with @signpdf/placeholder-pdf-lib: pdf-lib parses any PDF our renderers or a template upload
 * give (classic xref tables, xref streams, object streams), which a string-patching placeholder of our own would have
 * to handle itself; and it adds pdf-lib and its four small dependencies, where @signpdf/placeholder-plain pulls about
 * a hundred packages (old pdfkit 0.10 among them). pdf-lib writes the document anew (no object streams: a classic
 * xref table, like pdfkit's, readable by every verifier), then @signpdf/signpdf computes the ByteRange and fills in
 * the CMS made by seal-signer.ts. A 10-page form seals in about 20 ms (bench:esign).
 */
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import { PDFDocument } from "pdf-lib";
import { SealSigner } from "./seal-signer";
import type { SealingCertificate } from "./sealing-certificate";

/**
 * Room for the CMS, in bytes (written as twice as many hex digits): ours is about 2 KiB (one 3072-bit certificate);
 * a configured certificate with its CA chain stays within 16 KiB; signpdf refuses a signature that would not fit.
 */
export const SEAL_SIGNATURE_BYTES = 16_384;

export interface SealDetails {
  /** Why the document is sealed, e.g. "Sealed by Onboard: signed by every recipient". */
  reason: string;
  /** Who seals it (the signature dictionary's Name), e.g. "Onboard". */
  signerName: string;
  /** Where, e.g. the product's public origin. */
  location: string;
  /** How to reach the sealer, e.g. the support e-mail. */
  contactInfo: string;
  /** When it is sealed (now unless given). */
  signingTime?: Date;
}

const signPdf = new SignPdf();

export async function sealPdf(pdf: Uint8Array, certificate: SealingCertificate, details: SealDetails): Promise<Buffer> {
  const signingTime = details.signingTime ?? new Date();
  // updateMetadata: false keeps the document's own producer and dates; the seal adds, it does not re-author.
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: details.reason,
    name: details.signerName,
    location: details.location,
    contactInfo: details.contactInfo,
    signingTime,
    signatureLength: SEAL_SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "Onboard",
  });
  const withPlaceholder = await document.save({ useObjectStreams: false });
  return signPdf.sign(Buffer.from(withPlaceholder), new SealSigner(certificate), signingTime);
}
