/**
 * The download's Content-Disposition (RFC 6266): always an attachment, with an ASCII fallback `filename` and the
 * exact UTF-8 name in `filename*`, so that the web download helper (and any browser) gets the name intact.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
