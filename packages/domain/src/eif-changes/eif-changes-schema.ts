/**
 * What GET /api/clients/{clientId}/eif-changes answers (ours; the spec names no call): the EIF's mode, the summary's
 * edit state, the net change of the edits since the last signature (decision 019) and the last decline's reason.
 */
import { z } from "zod";
import { CHANGE_STATUSES } from "../clients/enums";
import { SUMMARY_EDIT_STATES } from "./summary-edit-state";

export const EIF_MODES = ["pre-sign", "post-sign-with-edit"] as const;

export const netChangeSchema = z.object({
  entity: z.string(),
  entityId: z.string(),
  attributeKey: z.string(),
  from: z.unknown(),
  to: z.unknown(),
  status: z.enum(CHANGE_STATUSES),
  changeIds: z.array(z.string()),
});

export const eifChangesSchema = z.object({
  mode: z.enum(EIF_MODES),
  editState: z.enum(SUMMARY_EDIT_STATES),
  /** Rule 6: edits were undone after the last acceptance or signature, and not sent for review since. */
  reset: z.boolean(),
  eifSignedAt: z.string().nullable(),
  changesDeclinedReason: z.string().nullable(),
  changes: z.array(netChangeSchema),
});
export type EifChanges = z.infer<typeof eifChangesSchema>;
