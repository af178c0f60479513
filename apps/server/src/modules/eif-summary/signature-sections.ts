/**
 * The summary's signature block (who signed, the typed name, when in the reader's zone, from which address, the
 * statement agreed to and its SHA-256) and, after edits since signing, the net change: each record's attribute from
 * its signed value to its new one, with the change's status.
 */

import { formatInstant } from "@onboard/domain/common/document-time";
import { ENTITY_CREATED, ENTITY_DELETED } from "@onboard/domain/eif-changes/change-record";
import type { NetChange } from "@onboard/domain/eif-changes/net-changes";
import { fieldLabel, formatAnswer } from "./format-answer";
import type { SectionContext } from "./summary-context";

export function writeSignature(c: SectionContext): void {
  const { pdf, text } = c;
  const signature = c.data.signature;
  if (!signature) {
    pdf.heading(text.signature, 1);
    pdf.paragraph(text.notSigned, { muted: true });
    return;
  }
  const who = signature.signerName ?? signature.typedName;
  const rows: [string, string][] = [
    [text.signedBy, signature.isOutsideSigner ? `${who} (${text.outsideSigner})` : who],
    [text.typedName, signature.typedName],
    [text.signedAt, `${formatInstant(signature.signedAt, c.timeZone, c.language)} (${c.timeZone})`],
    [text.ip, signature.ip ?? "—"],
    [text.statement, signature.consentText],
    [text.statementSha256, signature.consentSha256],
  ];
  // The block stays on one page with its heading.
  pdf.heading(text.signature, 1, pdf.pairsHeight(rows));
  pdf.pairs(rows);
}

/** A whole record as the change section names it: its name, or a person's names. */
function recordName(value: unknown): string {
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.name === "string") return record.name;
    if (typeof record.firstName === "string") return `${record.firstName} ${String(record.lastName ?? "")}`.trim();
  }
  return "—";
}

function changeValue(c: SectionContext, change: NetChange, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (change.attributeKey === ENTITY_CREATED || change.attributeKey === ENTITY_DELETED) return recordName(value);
  return formatAnswer(change.attributeKey, value, c.answerContext);
}

function attributeLabel(c: SectionContext, attributeKey: string): string {
  if (attributeKey === ENTITY_CREATED) return c.text.created;
  if (attributeKey === ENTITY_DELETED) return c.text.deleted;
  const nested = { ...c.labels.locations.fields, ...c.labels.contacts.fields } as Record<string, string>;
  return nested[attributeKey] ?? fieldLabel(c.labels, attributeKey);
}

export function writeChanges(c: SectionContext): void {
  const changes = c.data.changes?.net ?? [];
  if (changes.length === 0) return;
  const { pdf, text } = c;
  pdf.heading(text.changes, 1, 60);
  pdf.table(
    [
      { header: text.change, share: 0.2 },
      { header: text.attribute, share: 0.2 },
      { header: text.from, share: 0.22 },
      { header: text.to, share: 0.22 },
      { header: text.status, share: 0.16 },
    ],
    changes.map((change) => [
      c.text.entities[change.entity] ?? change.entity,
      attributeLabel(c, change.attributeKey),
      changeValue(c, change, change.from),
      changeValue(c, change, change.to),
      text.changeStatus[change.status],
    ]),
  );
}
