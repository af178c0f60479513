/** Accepts a redirect parameter only when it is a path on this site (no open redirects). */

export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/")) return null;
  // "//host" and "/\host" are protocol-relative URLs to another site.
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
