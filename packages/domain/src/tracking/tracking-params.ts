/** Link tracking query parameters, which are removed from the URL once tracked (both specs §9). */
import { parseQueryString, queryStringFromPairs } from "../routes/query-string";

export const TRACKING_PARAMS = {
  buttonLabel: "buttonLabel",
  module: "module",
  clientId: "clientId",
  clientName: "clientName",
  ticket: "ticket",
  explorerEmail: "explorerEmail",
} as const;
export type TrackingParam = keyof typeof TRACKING_PARAMS;
export const TRACKING_PARAM_NAMES = Object.values(TRACKING_PARAMS);

export interface ExtractedTracking {
  /** The tracking params found (the last value wins when one is repeated). */
  tracked: Partial<Record<TrackingParam, string>> & Record<string, string>;
  /** The rest of the query, "" when nothing is left, else starting with "?". */
  cleanedSearch: string;
}

function isTrackingParam(name: string): name is TrackingParam {
  return (TRACKING_PARAM_NAMES as readonly string[]).includes(name);
}

/** Splits a search string ("?a=1", "a=1" or "") into tracking params and the cleaned rest. */
export function extractTrackingParams(search: string): ExtractedTracking {
  const tracked: Record<string, string> = {};
  const rest: [string, string][] = [];
  for (const [key, value] of parseQueryString(search)) {
    if (isTrackingParam(key)) tracked[key] = value;
    else rest.push([key, value]);
  }
  return { tracked, cleanedSearch: queryStringFromPairs(rest) };
}
