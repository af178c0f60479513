/**
 * The server's per-address rate limits that are not a single route's own (decision 031): the strict limit on the API
 * and on every write, and the public explorer's own, generous one for its page reads. A whole employer's office opens
 * its benefits site from one address at 9 a.m.; those reads must not spend the limit that guards sign-in and writes.
 * Sign-in's own stricter limits are in `identity/authn-limits.ts`. RATE_LIMIT_MAX and EXPLORER_READ_RATE_LIMIT_MAX
 * override the two maxima.
 */

/** Every counted request that is not a public explorer read (the API, the identity provider, every write). */
export const API_RATE_LIMIT = { max: 600, timeWindow: "1 minute" } as const;

/**
 * The public explorer's reads, counted apart: its pages (server-rendered HTML), the page API, the page's documents
 * (logo, plan summaries, videos), and the public boot calls (configuration, feature toggles, chat availability).
 * 2,000 page views a minute from one office (the open-enrollment figure), each with up to four counted reads
 * (the HTML, the page API, the logo, chat availability), is 8,000; 12,000 leaves half again for a bigger office.
 * Each is answered from the process's caches in well under a millisecond, so one address at the limit (200 a
 * second) costs a fraction of a core.
 */
export const EXPLORER_READ_RATE_LIMIT = { max: 12_000, timeWindow: "1 minute" } as const;
