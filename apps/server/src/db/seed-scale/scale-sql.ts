/**
 * SQL fragments the scale seed's statements share: deterministic ids from a row's number (so that a row can point at
 * another without a lookup), picks from a word list, and spread-out pseudo-random numbers.
 */

/** The namespace of every scale id: `md5('onboard-scale:<kind>:<key>')` made a UUID. */
export const SCALE_ID_PREFIX = "onboard-scale";

/**
 * A UUID made from a kind and a SQL expression (a row number, or numbers joined with ':'): version 8 ("custom") and
 * the RFC variant, as the demo seed's ids, so that the API's UUID checks accept it.
 */
export function scaleId(kind: string, keyExpression: string): string {
  const hex = `md5('${SCALE_ID_PREFIX}:${kind}:' || (${keyExpression})::text)`;
  return `overlay(overlay(${hex} placing '8' from 13 for 1) placing '8' from 17 for 1)::uuid`;
}

/** Multipliers of the hash below, one per salt, so that two picks from one row are independent of each other. */
const MULTIPLIERS = [2654435761, 2246822519, 3266489917, 668265263, 374761393, 1181783497, 2870177450, 1609587929];

/**
 * A number in [0, modulo) that looks random but is the same on every run (a multiplicative hash of the expression);
 * a different `salt` gives an independent number from the same expression. `modulo` may be an SQL expression.
 */
export function spread(expression: string, modulo: number | string, salt = 0): string {
  const multiplier = MULTIPLIERS[salt % MULTIPLIERS.length] ?? MULTIPLIERS[0];
  return `((((${expression})::bigint * ${multiplier} + ${salt * 7919 + 7}) % 4294967291) % ${modulo})`;
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** One word of `words`, chosen by `expression` (and `salt`, so that two picks from one row differ). */
export function pick(words: readonly string[], expression: string, salt = 0): string {
  return `(array[${words.map(quote).join(",")}]::text[])[1 + ${spread(expression, words.length, salt)}::int]`;
}

/** A SQL text literal. */
export const literal = quote;
