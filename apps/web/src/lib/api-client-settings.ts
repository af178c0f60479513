/**
 * What the API client's generic messages name (the support address), set once the configuration is known. Its own
 * module, so the public explorer can set it without loading the client before its first call.
 */
let supportEmail: string | null = null;

export function setApiSupportEmail(email: string | null): void {
  supportEmail = email;
}

export function apiSupportEmail(): string | null {
  return supportEmail;
}
