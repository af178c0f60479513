/**
 * Field schemas for the explorer administration forms, read the same way from a browser form and a JSON body:
 * an empty input ("" or missing) becomes null, so that optional columns are stored as null, never as "".
 * A bad value adds its issue and goes on as null, so the form sees every field's error at once.
 */
import { z } from "zod";
import { US_STATE_CODES } from "../common/us-states";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { TEXT_MAX_LENGTH } from "../validation/text-limits";

/** The largest amount a numeric(12, 2) column keeps. */
export const AMOUNT_MAX = 9_999_999_999.99;
/** The largest value of a Postgres integer column. */
export const INTEGER_MAX = 2_147_483_647;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Ctx = z.core.$RefinementCtx;

function fail(ctx: Ctx, message: string): null {
  ctx.addIssue({ code: "custom", message, continue: true });
  return null;
}

function blankToNull(value: string | null | undefined): string | null {
  const text = value?.trim() ?? "";
  return text === "" ? null : text;
}

/**
 * Optional text: empty becomes null; otherwise `read` gives the value to keep, or `{ error }` for the field's message
 * (the field then goes on as null).
 */
function optionalString<T extends string>(read: (text: string) => T | { error: string }) {
  return z
    .string()
    .nullish()
    .transform((value, ctx): T | null => {
      const text = blankToNull(value);
      if (text === null) return null;
      const result = read(text);
      return typeof result === "string" ? result : fail(ctx, result.error);
    });
}

/** Optional text of at most 191 characters; "" becomes null. */
export function optionalText() {
  return optionalString((text) => (text.length > TEXT_MAX_LENGTH ? { error: VALIDATION_MESSAGES.textTooLong } : text));
}

/** One of `values`, or null when empty; anything else fails with `message`. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = VALIDATION_MESSAGES.valueNotValid,
) {
  const allowed: readonly string[] = values;
  return optionalString((text) => (allowed.includes(text) ? (text as T[number]) : { error: message }));
}

/** A state (50 states plus DC) or null; "State not valid" otherwise. */
export function optionalState() {
  return optionalEnum(US_STATE_CODES, VALIDATION_MESSAGES.stateNotValid);
}

/** A number typed in a form (number or numeric text) or null when empty. */
function optionalNumber(check: (value: number) => string | null) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx): number | null => {
      if (value === null || value === undefined) return null;
      if (typeof value === "string" && value.trim() === "") return null;
      const number = typeof value === "number" ? value : Number(value.trim());
      if (!Number.isFinite(number)) return fail(ctx, VALIDATION_MESSAGES.numberInvalid);
      const message = check(number);
      return message === null ? number : fail(ctx, message);
    });
}

/** A dollar amount of 0 or more, or null. */
export function amountField() {
  return optionalNumber((value) => {
    if (value < 0) return VALIDATION_MESSAGES.amountMin;
    return value > AMOUNT_MAX ? VALIDATION_MESSAGES.amountTooLarge : null;
  });
}

/** A whole percentage from 0 to 100, or null. */
export function percentField() {
  return optionalNumber((value) => {
    if (value < 0 || value > 100) return VALIDATION_MESSAGES.percentRange;
    return Number.isInteger(value) ? null : VALIDATION_MESSAGES.percentWhole;
  });
}

/** A whole number of 0 or more (an integer column), or null. */
export function countField(message: string) {
  return optionalNumber((value) => (Number.isInteger(value) && value >= 0 && value <= INTEGER_MAX ? null : message));
}

/** A whole number (an integer column, may be negative), or null. */
export function integerField() {
  return optionalNumber((value) =>
    Number.isInteger(value) && Math.abs(value) <= INTEGER_MAX ? null : VALIDATION_MESSAGES.numberInvalid,
  );
}

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A calendar day (YYYY-MM-DD) or null when empty. */
export function optionalDate() {
  return optionalString((text) => (isIsoDate(text) ? text : { error: VALIDATION_MESSAGES.dateInvalid }));
}

/** A day (YYYY-MM-DD) or an ISO date-time, as a date input or the server sends it; null when empty. */
export function optionalDateTime() {
  return optionalString((text) => {
    const valid = isIsoDate(text) || (ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)));
    return valid ? text : { error: VALIDATION_MESSAGES.dateInvalid };
  });
}

/** A record id (uuid) or null when empty. */
export function optionalId() {
  return optionalString((text) =>
    UUID.test(text) ? text.toLowerCase() : { error: VALIDATION_MESSAGES.valueNotValid },
  );
}

/** An http(s) address of at most 191 characters, or null when empty. */
export function optionalUrl() {
  return optionalString((text) => {
    if (text.length > TEXT_MAX_LENGTH) return { error: VALIDATION_MESSAGES.textTooLong };
    return URL_PATTERN.test(text) ? text : { error: VALIDATION_MESSAGES.urlInvalid };
  });
}

/** A yes/no answer; missing becomes `fallback`. */
export function flag(fallback = false) {
  return z.boolean().default(fallback);
}

/** A yes/no answer that may be unanswered (null). */
export function optionalFlag() {
  return z
    .boolean()
    .nullish()
    .transform((value) => value ?? null);
}
