/**
 * The query key of the signed-in user (GET /api/users/authenticated). The session feature loads it; other features
 * read the cached answer by this key rather than importing that feature (the session guard has always loaded it before
 * a signed-in page renders).
 */
export const SESSION_QUERY_KEY = ["session", "authenticated-user"] as const;
