/**
 * The signature a recipient adopts (issue 15): a typed name, shown in a script-like font, or a drawing made with a
 * mouse, a finger or the keyboard alternative, sent as a PNG data URL. The drawing's size is capped so that a
 * signature cannot make the signed PDF (or the request) large.
 */
import { z } from "zod";
import { text191 } from "../validation/text";

/** At most 200 KiB of base64 (about 150 KiB of PNG): a signature pad's drawing is a few KiB. */
export const DRAWN_SIGNATURE_MAX_CHARS = 200 * 1024;
export const PNG_DATA_URL_PREFIX = "data:image/png;base64,";

/** Ours: the spec does not word these. */
export const ADOPTED_SIGNATURE_MESSAGES = {
  typedNameRequired: "Please type your full name to sign",
  drawingRequired: "Please draw your signature",
  drawingNotPng: "The drawn signature must be a PNG image",
  drawingTooLarge: "The drawn signature is too large. Please clear it and draw it again",
} as const;

const M = ADOPTED_SIGNATURE_MESSAGES;

export const adoptedSignatureSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("typed"), name: text191(M.typedNameRequired) }).strict(),
  z
    .object({
      kind: z.literal("drawn"),
      pngDataUrl: z
        .string({ error: M.drawingRequired })
        .min(1, M.drawingRequired)
        .max(DRAWN_SIGNATURE_MAX_CHARS, M.drawingTooLarge)
        .refine(
          (value) =>
            value.startsWith(PNG_DATA_URL_PREFIX) &&
            /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(PNG_DATA_URL_PREFIX.length)),
          M.drawingNotPng,
        ),
    })
    .strict(),
]);
export type AdoptedSignature = z.infer<typeof adoptedSignatureSchema>;
