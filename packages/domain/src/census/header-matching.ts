/**
 * Matching a column header to a census field by its id, its labels (en, es) and its aliases, after normalising case,
 * accents, punctuation and spacing ("Emp #", "EMP_NO" and "emp no." are one header).
 */
import { CENSUS_FIELDS, type CensusFieldId } from "./census-fields";
import { normaliseToken } from "./census-values";

/** Abbreviations a header may use for "number". */
const NUMBER_WORDS = new Set(["NO", "NUM", "NBR", "NMBR"]);

/** Aliases shorter than this only match a whole header: "ST" must not match "STREET". */
const MIN_CONTAINED_ALIAS_LENGTH = 4;

export const HEADER_CONFIDENCE = { exact: 1, compact: 0.95, containedMin: 0.6, containedSpan: 0.3 } as const;

/** "Emp. No" -> "EMP NUMBER", "firstName" -> "FIRST NAME", "Date_of_Birth" -> "DATE OF BIRTH". */
export function normaliseHeader(header: string): string {
  const words = normaliseToken(header.replace(/([a-z])([A-Z])/g, "$1 $2"));
  return words
    .split(" ")
    .map((word) => (NUMBER_WORDS.has(word) ? "NUMBER" : word))
    .join(" ");
}

interface Spelling {
  readonly fieldId: CensusFieldId;
  readonly words: string;
}

const SPELLINGS: readonly Spelling[] = CENSUS_FIELDS.flatMap((definition) =>
  [definition.id, definition.label.en, definition.label.es, ...definition.aliases].map((spelling) => ({
    fieldId: definition.id,
    words: normaliseHeader(spelling),
  })),
);

const BY_WORDS = new Map<string, CensusFieldId>();
const BY_COMPACT = new Map<string, CensusFieldId>();
for (const { fieldId, words } of SPELLINGS) {
  if (!BY_WORDS.has(words)) BY_WORDS.set(words, fieldId);
  const compact = words.replaceAll(" ", "");
  if (!BY_COMPACT.has(compact)) BY_COMPACT.set(compact, fieldId);
}

export interface HeaderMatch {
  readonly fieldId: CensusFieldId;
  readonly confidence: number;
}

/**
 * The fields a header may name, best first: the exact spelling, the spelling without spaces ("FirstName"), then every
 * spelling the header contains as whole words ("Employee Date of Birth"), scored by how much of the header it covers.
 */
export function matchHeader(header: string): HeaderMatch[] {
  const words = normaliseHeader(header);
  if (words === "") return [];
  const exact = BY_WORDS.get(words);
  if (exact) return [{ fieldId: exact, confidence: HEADER_CONFIDENCE.exact }];
  const compact = BY_COMPACT.get(words.replaceAll(" ", ""));
  if (compact) return [{ fieldId: compact, confidence: HEADER_CONFIDENCE.compact }];
  const padded = ` ${words} `;
  const best = new Map<CensusFieldId, number>();
  for (const spelling of SPELLINGS) {
    if (spelling.words.length < MIN_CONTAINED_ALIAS_LENGTH || !padded.includes(` ${spelling.words} `)) continue;
    const confidence =
      HEADER_CONFIDENCE.containedMin + HEADER_CONFIDENCE.containedSpan * (spelling.words.length / words.length);
    if (confidence > (best.get(spelling.fieldId) ?? 0)) best.set(spelling.fieldId, confidence);
  }
  return [...best]
    .map(([fieldId, confidence]) => ({ fieldId, confidence: Math.round(confidence * 100) / 100 }))
    .sort((a, b) => b.confidence - a.confidence);
}
