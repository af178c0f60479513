/**
 * Spec constants (both specs §9) that nothing reads yet, each kept only because an open issue will read it. The
 * feature that starts reading one moves it beside its rule (for a web-only setting, apps/web/src/lib/ui-settings.ts)
 * and deletes it here; a constant whose issue closes without reading it is deleted. Import nothing else from here.
 */

/** Issue 19 (live support chat): if the chat widget has not loaded after 6 s, a warning offers the e-mail alternative. */
export const SUPPORT_WIDGET_WARNING_MS = 6_000;
