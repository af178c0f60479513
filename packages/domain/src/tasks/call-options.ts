/**
 * The choices a call form offers (the spec names "selection" and "topics" but not their values): how to have the call,
 * and the topics to cover. The API stores them as text, so a value outside these lists (older data) is kept and shown
 * as it is rather than lost.
 */
export const CALL_SELECTIONS = ["video", "phone", "in-person"] as const;
export type CallSelection = (typeof CALL_SELECTIONS)[number];

export const CALL_TOPICS = [
  "plan-overview",
  "enrollment",
  "billing",
  "claims",
  "company-information",
  "other",
] as const;
export type CallTopic = (typeof CALL_TOPICS)[number];

/** The known options followed by any stored values outside them, each once, in their stored order. */
export function withStoredValues<T extends string>(known: readonly T[], stored: readonly string[]): string[] {
  return [...known, ...stored.filter((value, index) => !known.includes(value as T) && stored.indexOf(value) === index)];
}
