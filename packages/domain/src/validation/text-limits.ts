/** One-line text inputs hold at most 191 characters (both specs §5 and §9); read by text191 (validation/text.ts) and the forms. */
export const TEXT_MAX_LENGTH = 191;
