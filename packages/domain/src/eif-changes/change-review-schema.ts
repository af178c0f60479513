/**
 * What carrier staff send to review the EIF's changes after signing (ours; the spec says the implementation consultant
 * accepts or declines changes with a reason): the change ids accepted and declined (a net change's `changeIds`), and
 * the reason, required when something is declined.
 */
import { z } from "zod";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { hasNoControlCharacters } from "../validation/text";

/** Ours: the spec does not word these. */
export const EIF_CHANGE_REVIEW_MESSAGES = {
  nothingChosen: "Choose at least one change to accept or decline",
  declineReasonRequired: "Please give the reason for declining",
  acceptedAndDeclined: "A change cannot be both accepted and declined",
  reasonTooLong: "The reason can be at most 1000 characters",
  nothingToSend: "There are no changes waiting to be sent for review",
} as const;

export const DECLINE_REASON_MAX_LENGTH = 1000;
const MOST_CHANGES = 1000;

const changeIds = z.array(z.uuid()).max(MOST_CHANGES).default([]);

export const eifChangeReviewBodySchema = z
  .object({
    accept: changeIds,
    decline: changeIds,
    declineReason: z
      .string()
      .trim()
      .max(DECLINE_REASON_MAX_LENGTH, EIF_CHANGE_REVIEW_MESSAGES.reasonTooLong)
      .refine((text) => hasNoControlCharacters(text.replace(/\r?\n/g, " ")), VALIDATION_MESSAGES.controlCharacters)
      .optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.accept.length === 0 && body.decline.length === 0) {
      context.addIssue({ code: "custom", path: ["accept"], message: EIF_CHANGE_REVIEW_MESSAGES.nothingChosen });
    }
    if (body.decline.length > 0 && !body.declineReason) {
      context.addIssue({
        code: "custom",
        path: ["declineReason"],
        message: EIF_CHANGE_REVIEW_MESSAGES.declineReasonRequired,
      });
    }
    const accepted = new Set(body.accept);
    if (body.decline.some((id) => accepted.has(id))) {
      context.addIssue({ code: "custom", path: ["decline"], message: EIF_CHANGE_REVIEW_MESSAGES.acceptedAndDeclined });
    }
  });
export type EifChangeReviewBody = z.infer<typeof eifChangeReviewBodySchema>;

export const changeLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  changedBy: z.string().nullable(),
  changeDetails: z.object({
    section: z.string(),
    summary: z.string(),
    changes: z.array(
      z.object({
        entity: z.string(),
        entityId: z.string(),
        attributeKey: z.string(),
        from: z.unknown(),
        to: z.unknown(),
      }),
    ),
  }),
});
export const changeLogSchema = z.object({ entries: z.array(changeLogEntrySchema) });
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;
