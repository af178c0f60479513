/**
 * The carrier's time zone, the spec's default (benefits-explorer spec §9): explorer calendar days
 * (explorer-page-state.ts), the explorer's instant dates and the EIF summary's default zone are the carrier's.
 */
export const DEFAULT_TIMEZONE = "America/New_York";
