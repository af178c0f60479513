/**
 * Where the e-sign service posts envelope events to the portal (decision 024). The route is authenticated by its
 * HMAC signature headers instead of a session or the CSRF token; the OpenAPI document says so from this path.
 */
export const ESIGN_WEBHOOK_PATH = "/api/esign/webhook";
