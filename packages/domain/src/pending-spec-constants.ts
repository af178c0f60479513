/**
 * Spec constants (both specs §9) that nothing reads yet, each kept only because an open issue will read it. The
 * feature that starts reading one moves it beside its rule (for a web-only setting, apps/web/src/lib/ui-settings.ts)
 * and deletes it here; a constant whose issue closes without reading it is deleted. Import nothing else from here.
 */

// None waits at the moment (issue 19 now reads SUPPORT_WIDGET_WARNING_MS, in chat/chat-limits.ts).
export {};
