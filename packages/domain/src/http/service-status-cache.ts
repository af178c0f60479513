/**
 * The service status is cached for 5 minutes (both specs §9): the server's cache-control and Jira status cache, and
 * the web app's stale time for GET /api/service-status.
 */
export const SERVICE_STATUS_CACHE_MS = 5 * 60_000;
