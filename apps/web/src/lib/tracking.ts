/** Records link-tracking query parameters on load, then strips them from the URL. */
import { extractTrackingParams } from "@onboard/domain/tracking/tracking-params";
import { track } from "./analytics";

export const TRACKED_LINK_EVENT = "tracked_link";

export function captureTrackingParams(
  location: Pick<Location, "pathname" | "search" | "hash"> = window.location,
  history: Pick<History, "replaceState" | "state"> = window.history,
): Record<string, string> {
  const { tracked, cleanedSearch } = extractTrackingParams(location.search);
  if (Object.keys(tracked).length === 0) return tracked;
  track(TRACKED_LINK_EVENT, tracked);
  // replaceState keeps the history entry: Back must not bring the parameters back.
  history.replaceState(history.state, "", `${location.pathname}${cleanedSearch}${location.hash}`);
  return tracked;
}
