/**
 * A signature slot on the form: the role's label, the signature above a line (a typed name in the script font, or the
 * drawn PNG fitted into the slot), and under the line who signs and when. Before its recipient signs, the slot is an
 * empty line that says whose signature it awaits.
 */
import type { AdoptedSignature } from "@onboard/domain/onboarding-forms/adopted-signature";
import { PNG_DATA_URL_PREFIX } from "@onboard/domain/onboarding-forms/adopted-signature";
import { BODY_BOLD_FONT, BODY_FONT } from "./body-fonts";
import { type FormLayout, MARGIN, MUTED, safeText, TEXT } from "./form-layout";
import { writeScriptName } from "./signature-font";

const SLOT_WIDTH = 260;
const SIGNATURE_HEIGHT = 42;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface SlotContent {
  roleLabel: string;
  /** Null: no recipient holds this role on the envelope. */
  signerName: string | null;
  signature: AdoptedSignature | null;
  /** Under the line: e.g. "Signed Nov 25, 2026, 7:30:05 AM EST", or "Awaiting signature". */
  caption: string;
}

/** The PNG bytes of a drawn signature; a data URL that is not a PNG is refused with a sentence. */
export function drawnSignaturePng(pngDataUrl: string): Buffer {
  const bytes = pngDataUrl.startsWith(PNG_DATA_URL_PREFIX)
    ? Buffer.from(pngDataUrl.slice(PNG_DATA_URL_PREFIX.length), "base64")
    : Buffer.alloc(0);
  if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) throw new Error("The drawn signature is not a PNG image.");
  return bytes;
}

export function writeSignatureSlot(layout: FormLayout, slot: SlotContent): void {
  const { doc } = layout;
  layout.ensure(SIGNATURE_HEIGHT + 52);
  doc.moveDown(0.4);
  doc.font(BODY_BOLD_FONT).fontSize(9).fillColor(TEXT).text(safeText(slot.roleLabel), MARGIN, doc.y);
  const top = doc.y + 2;
  const line = top + SIGNATURE_HEIGHT;
  if (slot.signature?.kind === "typed") {
    doc.fillColor("#0B2A6F");
    writeScriptName(doc, safeText(slot.signature.name), {
      x: MARGIN + 6,
      y: line - 32,
      size: 24,
      maxWidth: SLOT_WIDTH - 12,
    });
  } else if (slot.signature?.kind === "drawn") {
    doc.image(drawnSignaturePng(slot.signature.pngDataUrl), MARGIN + 6, top + 2, {
      fit: [SLOT_WIDTH - 12, SIGNATURE_HEIGHT - 4],
      valign: "bottom",
    });
  }
  doc
    .strokeColor(TEXT)
    .lineWidth(0.75)
    .moveTo(MARGIN, line)
    .lineTo(MARGIN + SLOT_WIDTH, line)
    .stroke();
  doc.font(BODY_FONT).fontSize(9).fillColor(TEXT);
  doc.text(safeText(slot.signerName ?? "-"), MARGIN, line + 4, { width: SLOT_WIDTH });
  doc.fillColor(MUTED).fontSize(8).text(safeText(slot.caption), MARGIN, doc.y, { width: SLOT_WIDTH });
  doc.x = MARGIN;
  doc.y += 10;
  doc.font(BODY_FONT).fontSize(10).fillColor(TEXT);
}
