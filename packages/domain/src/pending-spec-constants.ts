/**
 * Spec constants (both specs §9) that nothing reads yet, each kept only because an open issue will read it. The
 * feature that starts reading one moves it beside its rule (for a web-only setting, apps/web/src/lib/ui-settings.ts)
 * and deletes it here; a constant whose issue closes without reading it is deleted. Import nothing else from here.
 */

/** Issue 17 (push plan design to QPS): the web app polls /api/api-jobs every 60 s while any push is loading. */
export const PUSH_POLLING_MS = 60_000;

/**
 * Issue 17 (push plan design to QPS, live socket for carrier staff): the client reconnects at most 5 times. Issue 19
 * (live support chat) shares the socket plumbing.
 */
export const SOCKET_RECONNECTION_ATTEMPTS = 5;

/** Issue 19 (live support chat): if the chat widget has not loaded after 6 s, a warning offers the e-mail alternative. */
export const SUPPORT_WIDGET_WARNING_MS = 6_000;
