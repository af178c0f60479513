/**
 * Spec (benefits explorer §5 "Text handling"): certain name, address and call-topic text fields have an escaped
 * less-than sign restored on responses. Text can reach the database with `<` escaped (an upstream sanitiser, imported
 * or seeded data); answers give the person `<` back. Only the less-than sign: `&gt;`, `&amp;` and every other entity
 * stay as stored. What is stored never changes (decision 028).
 */

/**
 * `&lt;` and its numeric forms `&#60;` and `&#x3c;`, case-insensitive (HTML reads `&LT;` and `&#X3C;` the same), with
 * leading zeros allowed in the numeric forms as HTML allows. The semicolon is required: `&lt` alone stays.
 */
const ESCAPED_LESS_THAN = /&(?:lt|#0*60|#x0*3c);/gi;

/** The text with every escaped less-than sign turned back into `<`, in one pass (`&amp;lt;` stays `&amp;lt;`). */
export function restoreLessThan(text: string): string;
export function restoreLessThan(text: string | null): string | null;
export function restoreLessThan(text: string | null | undefined): string | null | undefined;
export function restoreLessThan(text: string | null | undefined): string | null | undefined {
  return typeof text === "string" ? text.replace(ESCAPED_LESS_THAN, "<") : text;
}

type RestorableText = string | null | undefined | readonly string[];

/** The keys of T whose values are text (or a list of texts, as a call's topics are). */
export type TextFieldOf<T> = { [K in keyof T]-?: T[K] extends RestorableText ? K : never }[keyof T];

function restoreValue(value: RestorableText): RestorableText {
  if (Array.isArray(value)) return value.map((item: string) => restoreLessThan(item));
  return restoreLessThan(value as string | null | undefined);
}

/** A copy of `value` with the escaped less-than sign restored in the named fields; the other fields stay as they are. */
export function restoreLessThanIn<T extends object>(value: T, fields: readonly TextFieldOf<T>[]): T {
  const copy = { ...value };
  for (const field of fields) {
    const current = value[field] as RestorableText;
    if (current === undefined || current === null) continue;
    copy[field] = restoreValue(current) as T[typeof field];
  }
  return copy;
}

/**
 * The fields each answer restores, by entity (spec: benefits explorer §3 and §5, onboarding portal §3). A client's name
 * also travels as `clientName` (EIF draft, outside review, explorer page), restored with restoreLessThan.
 */
export const CLIENT_TEXT_FIELDS = ["name"] as const;
export const LOCATION_TEXT_FIELDS = ["name", "address1", "address2", "city"] as const;
export const CONTACT_TEXT_FIELDS = ["firstName", "lastName", "address1", "address2", "city"] as const;
export const CALL_TEXT_FIELDS = ["topics"] as const;
