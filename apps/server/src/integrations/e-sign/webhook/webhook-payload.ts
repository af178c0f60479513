/**
 * What a webhook delivery carries: one event of the envelope's log, as the receiver applies it, with the envelope's
 * custom fields (the sender's own references, e.g. the portal's form id). The schema is the receiver's check too.
 */
import { z } from "zod";
import { ESIGN_EVENT_TYPES } from "../../../db/schema/esign-enums";

export const webhookPayloadSchema = z.object({
  envelopeId: z.uuid(),
  seq: z.number().int().min(1),
  type: z.enum(ESIGN_EVENT_TYPES),
  recipientId: z.uuid().nullable(),
  at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
  customFields: z.record(z.string(), z.string()),
});

export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
