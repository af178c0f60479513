/**
 * The summary's edit state after signing (onboarding spec §4: changes-accepted, changes-declined-no-new-edits,
 * ready-for-review, no-edits); the outside signer's header depends on it. The spec names the states, not when each
 * holds; decision 019 chooses:
 * - ready-for-review: edits wait for review, and were sent for review after the last acceptance or decline;
 * - changes-accepted: nothing waits, and a change was accepted since the signature (the accepted changes wait for the
 *   signer, whatever was declined besides);
 * - changes-declined-no-new-edits: nothing waits, and every change decided was declined;
 * - with no net change to tell, the later of the last acceptance and decline decides (the acceptance wins a tie);
 * - no-edits: otherwise (nothing was edited, or edits are still being made and were not sent for review).
 */
import type { ChangeReviewMarks, NetChange } from "./net-changes";

export const SUMMARY_EDIT_STATES = [
  "changes-accepted",
  "changes-declined-no-new-edits",
  "ready-for-review",
  "no-edits",
] as const;
export type SummaryEditState = (typeof SUMMARY_EDIT_STATES)[number];

export interface SummaryReviewMarks extends ChangeReviewMarks {
  changesDeclinedAt: string | null;
}

const after = (time: string | null, other: string | null) => time !== null && (other === null || time > other);

export function summaryEditState(marks: SummaryReviewMarks, net: readonly NetChange[]): SummaryEditState {
  const waiting = net.some((change) => change.status === "pending");
  const lastReview = after(marks.changesDeclinedAt, marks.changesAcceptedAt)
    ? marks.changesDeclinedAt
    : marks.changesAcceptedAt;
  if (waiting) return after(marks.readyForReviewAt, lastReview) ? "ready-for-review" : "no-edits";
  // Accepted changes of this round wait for the signer's signature, whatever was declined since.
  if (net.some((change) => change.status === "accepted")) return "changes-accepted";
  if (net.some((change) => change.status === "declined")) return "changes-declined-no-new-edits";
  if (lastReview === null) return "no-edits";
  // A review that accepted some changes and declined others (both at once) leaves accepted changes to sign.
  return after(marks.changesDeclinedAt, marks.changesAcceptedAt) ? "changes-declined-no-new-edits" : "changes-accepted";
}
