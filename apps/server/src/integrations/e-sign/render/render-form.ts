/**
 * Renders a form envelope's document (issue 15), a pure function of its input: the template's pages with the values
 * filled so far and each signature given so far, one template page per sheet (a sheet more only if a page's text
 * runs over). `renderDocumentAsSent` is the document a recipient is sent and reads; `renderCompletedDocument` adds
 * the signing certificate page. The PDF's creation date comes from the input, so the same input gives the same bytes
 * (the completed document is then sealed, elsewhere).
 */
import { createHash } from "node:crypto";
import { formatCalendarDay, formatInstant } from "@onboard/domain/common/document-time";
import type { FormBlock, FormField } from "@onboard/domain/onboarding-forms/template-schema";
import { writeCertificatePage } from "./certificate-page";
import { FormLayout } from "./form-layout";
import type { CertificateInput, RenderFormInput } from "./render-input";
import { RENDER_TEXT } from "./render-text";
import { registerSignatureFont } from "./signature-font";
import { writeSignatureSlot } from "./signature-slot";

/** The document as sent: the template with the values and signatures given so far. */
export async function renderDocumentAsSent(input: RenderFormInput): Promise<Buffer> {
  const layout = writeForm(input);
  return layout.finish(RENDER_TEXT[input.language].page);
}

/** The completed document: the filled form, every signature, and the signing certificate page. */
export async function renderCompletedDocument(input: CertificateInput): Promise<Buffer> {
  const layout = writeForm(input);
  writeCertificatePage(layout, input);
  return layout.finish(RENDER_TEXT[input.language].page);
}

/** The SHA-256 of a rendered document, in hex, as the certificate page names it. */
export const documentSha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function writeForm(input: RenderFormInput): FormLayout {
  const { template, language } = input;
  const text = RENDER_TEXT[language];
  const layout = new FormLayout({
    title: template.name[language],
    runningHeader: `${template.name[language]}  |  ${text.envelope} ${input.envelopeId}`,
    createdAt: input.createdAt,
  });
  registerSignatureFont(layout.doc);
  template.pages.forEach((page, index) => {
    layout.newPage();
    if (index === 0) layout.title(template.name[language]);
    for (const block of page.blocks) writeBlock(layout, block, input);
  });
  return layout;
}

function writeBlock(layout: FormLayout, block: FormBlock, input: RenderFormInput): void {
  const { language } = input;
  if (block.type === "heading") layout.heading(block.text[language]);
  else if (block.type === "paragraph") layout.paragraph(block.text[language]);
  else if (block.type === "field") writeField(layout, block.field, input);
  else writeSlot(layout, block.roleId, input);
}

function writeField(layout: FormLayout, field: FormField, input: RenderFormInput): void {
  const { language } = input;
  const value = input.values[field.id];
  if (field.kind === "checkbox") {
    layout.checkbox(field.label[language], value === true);
    return;
  }
  const shown = typeof value === "string" && value !== "" ? value : null;
  layout.field(field.label[language], shown && field.kind === "date" ? formatCalendarDay(shown, language) : shown);
}

/** A signature slot: signed once its recipient has a signature and a signing time. */
function writeSlot(layout: FormLayout, roleId: string, input: RenderFormInput): void {
  const { language } = input;
  const role = input.template.roles.find((candidate) => candidate.id === roleId);
  const recipient = input.recipients.find((candidate) => candidate.roleId === roleId) ?? null;
  const text = RENDER_TEXT[language];
  const signed = recipient?.signature && recipient.signedAt ? recipient : null;
  writeSignatureSlot(layout, {
    roleLabel: role ? role.label[language] : roleId,
    signerName: recipient?.name ?? null,
    signature: signed?.signature ?? null,
    caption: signed?.signedAt
      ? `${text.signed} ${formatInstant(signed.signedAt, input.timeZone, language, { seconds: true })}`
      : recipient
        ? text.awaitingSignature
        : text.noSigner,
  });
}
