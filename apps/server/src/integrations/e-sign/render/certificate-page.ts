/**
 * The signing certificate page, the last page of a completed form: the document, the envelope id, the SHA-256 of the
 * document as sent, when it was completed and the time zone every time is written in; then, for each recipient in
 * routing order, their name, e-mail, role, how they were authenticated, when they viewed and signed, their IP
 * address and user agent, and how they signed (typed or drawn).
 */

import { formatInstant } from "@onboard/domain/common/document-time";
import { BODY_BOLD_FONT, BODY_FONT } from "./body-fonts";
import { type FormLayout, MARGIN, safeText, TEXT } from "./form-layout";
import type { CertificateInput, RecipientEvidence } from "./render-input";
import { RENDER_TEXT } from "./render-text";

export function writeCertificatePage(layout: FormLayout, input: CertificateInput): void {
  const { language, timeZone, template } = input;
  const text = RENDER_TEXT[language].certificate;
  const at = (when: Date | null) => (when ? formatInstant(when, timeZone, language, { seconds: true }) : text.notYet);
  layout.newPage();
  layout.title(text.title);
  writeRows(layout, [
    [text.document, template.name[language]],
    [text.envelopeId, input.envelopeId],
    [text.asSentSha256, input.asSentSha256],
    [text.completed, at(input.completedAt)],
    [text.timeZone, timeZone],
  ]);
  input.recipients.forEach((recipient, i) => {
    layout.heading(`${text.recipient(i + 1)}: ${recipient.name}`);
    writeRows(layout, recipientRows(recipient, input, at));
  });
}

function recipientRows(
  recipient: RecipientEvidence,
  input: CertificateInput,
  at: (when: Date | null) => string,
): [string, string][] {
  const words = RENDER_TEXT[input.language];
  const text = words.certificate;
  const role = input.template.roles.find((candidate) => candidate.id === recipient.roleId);
  const signature = recipient.signature
    ? recipient.signature.kind === "typed"
      ? text.typed
      : text.drawn
    : text.notYet;
  return [
    [text.name, recipient.name],
    [text.email, recipient.email],
    [text.role, role ? role.label[input.language] : recipient.roleId],
    [text.authentication, words.authentication[recipient.authentication]],
    [text.viewed, at(recipient.viewedAt)],
    [text.signedAt, at(recipient.signedAt)],
    [text.ip, recipient.ip ?? text.unknown],
    [text.userAgent, recipient.userAgent ?? text.unknown],
    [text.signature, signature],
  ];
}

/** Label/value rows: the label in bold on the left third, the value wrapped on the right; a row never splits. */
function writeRows(layout: FormLayout, rows: readonly [string, string][]): void {
  const { doc } = layout;
  const labelWidth = layout.width * 0.3;
  const valueWidth = layout.width - labelWidth - 6;
  doc.fontSize(9);
  const heightOf = ([label, value]: [string, string]) =>
    Math.max(
      doc.font(BODY_BOLD_FONT).heightOfString(safeText(label), { width: labelWidth }),
      doc.font(BODY_FONT).heightOfString(safeText(value), { width: valueWidth }),
    );
  // A recipient's first rows stay with their heading.
  layout.ensure(rows.slice(0, 3).reduce((sum, row) => sum + heightOf(row) + 4, 0));
  for (const row of rows) {
    const height = heightOf(row);
    layout.ensure(height + 4);
    const top = doc.y;
    doc.font(BODY_BOLD_FONT).fillColor(TEXT).text(safeText(row[0]), MARGIN, top, { width: labelWidth });
    doc.font(BODY_FONT).text(safeText(row[1]), MARGIN + labelWidth + 6, top, { width: valueWidth });
    doc.x = MARGIN;
    doc.y = top + height + 4;
  }
  doc.moveDown(0.6).fontSize(10);
}
