/** The API shapes of the feedback left on the hub home (POST /api/clients/:clientId/feedback). */
import { z } from "zod";
import { TASK_MESSAGES } from "../tasks/task-messages";

export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_COMMENT_MAX = 1000;

export const createFeedbackBodySchema = z.object({
  rating: z
    .number({ error: TASK_MESSAGES.ratingRange })
    .int(TASK_MESSAGES.ratingRange)
    .min(FEEDBACK_RATING_MIN, TASK_MESSAGES.ratingRange)
    .max(FEEDBACK_RATING_MAX, TASK_MESSAGES.ratingRange),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX, TASK_MESSAGES.commentTooLong).optional(),
});
export type CreateFeedbackBody = z.infer<typeof createFeedbackBodySchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
