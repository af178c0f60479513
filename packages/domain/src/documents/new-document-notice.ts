/**
 * The new-document notice (spec §4: NEW_AND_SEEN, OLD) as the hub shows it. No status yet (null) means documents were
 * added since the user last looked: the notice shows, and showing it records NEW_AND_SEEN. It keeps showing as
 * NEW_AND_SEEN until the user dismisses it, which records OLD; a new upload sets the status back to null.
 */
import type { NewDocumentNoticeStatus } from "./document-schemas";

export interface NewDocumentNoticeView {
  isShown: boolean;
  /** Record NEW_AND_SEEN now: the user is seeing the notice for the first time. */
  shouldMarkSeen: boolean;
}

export function newDocumentNoticeView(status: NewDocumentNoticeStatus | null): NewDocumentNoticeView {
  if (status === "OLD") return { isShown: false, shouldMarkSeen: false };
  return { isShown: true, shouldMarkSeen: status === null };
}
