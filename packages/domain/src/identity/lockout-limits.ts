/** An account locked after repeated sign-in failures stays locked for about 60 minutes (both specs §9); read by lockout.ts. */
export const LOCKOUT_MINUTES = 60;
