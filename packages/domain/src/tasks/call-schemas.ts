/** The API shapes of the kickoff and install calls (GET and PUT /api/clients/:clientId/calls/:call). */
import { z } from "zod";
import { emailSchema } from "../validation/email";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { text191 } from "../validation/text";
import { TEXT_MAX_LENGTH } from "../validation/text-limits";
import { CALL_NAMES } from "./task-catalogue";
import { CALL_STATUSES } from "./task-ids";
import { TASK_MESSAGES } from "./task-messages";

export const CALL_TOPICS_MAX = 20;
export const CALL_PEOPLE_MAX = 20;

export const callStatusSchema = z.enum(CALL_STATUSES, { error: TASK_MESSAGES.callStatusInvalid });

export const callPersonSchema = z.object({
  name: text191(TASK_MESSAGES.nameRequired),
  email: emailSchema,
  role: text191().optional(),
});
export type CallPerson = z.infer<typeof callPersonSchema>;

const topicSchema = z.string().trim().min(1).max(TEXT_MAX_LENGTH, VALIDATION_MESSAGES.textTooLong);

/** Only the fields sent change; null clears one. Send the client's version in If-Match. */
export const updateCallBodySchema = z.object({
  /** Which call option the client chose (e.g. a slot or "schedule later"); free text. */
  selection: text191().nullable().optional(),
  status: callStatusSchema.nullable().optional(),
  scheduledAt: z.iso.datetime({ offset: true, error: TASK_MESSAGES.scheduledAtInvalid }).nullable().optional(),
  topics: z.array(topicSchema).max(CALL_TOPICS_MAX, TASK_MESSAGES.topicsTooMany).optional(),
  people: z.array(callPersonSchema).max(CALL_PEOPLE_MAX, TASK_MESSAGES.peopleTooMany).optional(),
  /** For callers that cannot set If-Match; the header wins. */
  version: z.number().int().positive().optional(),
});
export type UpdateCallBody = z.infer<typeof updateCallBodySchema>;

export const callParamsSchema = z.object({ clientId: z.uuid(), call: z.string().max(100) });

export const callSchema = z.object({
  call: z.enum(CALL_NAMES),
  selection: z.string().nullable(),
  status: callStatusSchema.nullable(),
  scheduledAt: z.string().nullable(),
  topics: z.array(z.string()),
  people: z.array(z.object({ name: z.string(), email: z.string(), role: z.string().optional() })),
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The client's version: send it back in If-Match. */
  version: z.number().int(),
});
export type Call = z.infer<typeof callSchema>;
