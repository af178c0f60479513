/**
 * A stable, readable operationId from a route's method and path: `GET /api/clients/:clientId/contacts` is
 * `getClientsByClientIdContacts` (the `/api` prefix dropped, a path parameter read as "By<Name>", kebab-case words
 * joined in camel case). Unique as long as method + path are; a route may still set `schema.operationId` itself.
 */

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "reset-password" → "ResetPassword"; ":clientId" → "ByClientId". */
function segmentName(segment: string): string {
  const isParam = segment.startsWith(":") || segment.startsWith("{");
  const words = segment
    .replace(/[:{}*]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const name = words.map(capitalized).join("");
  return isParam ? `By${name}` : name;
}

export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(?=\/|$)/, "")
    .split("/")
    .filter(Boolean);
  return method.toLowerCase() + segments.map(segmentName).join("");
}
