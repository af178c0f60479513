/** Pure helpers over the error catalogue: templates, block pages, user-facing and identity messages. */

/** Replaces {name} placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}

const BLOCK_PAGE_MARKERS = ["Attention Required! | Cloudflare", "Sorry, you have been blocked"];

/** True when a response body is a security-service (Cloudflare-style) block page. */
export function isBlockPage(text: string | null | undefined): boolean {
  if (!text) return false;
  return BLOCK_PAGE_MARKERS.some((marker) => text.includes(marker));
}

/** The server's message for 4xx responses, else the fallback. */
export function userFacingMessage(status: number, serverMessage: string | null | undefined, fallback: string): string {
  const isClientError = status >= 400 && status < 500;
  return isClientError && serverMessage ? serverMessage : fallback;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** An identity-provider error's message: errorSummary, then error_description, then message. */
export function identityErrorMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return nonEmptyString(body);
  const record = body as Record<string, unknown>;
  return (
    nonEmptyString(record.errorSummary) ?? nonEmptyString(record.error_description) ?? nonEmptyString(record.message)
  );
}
