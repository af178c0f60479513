/** The page the provider shows when an authorization request cannot even be answered to the client: plain, and in our words. */
import type { Configuration } from "oidc-provider";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export const renderProviderError: NonNullable<Configuration["renderError"]> = (ctx, out) => {
  ctx.type = "html";
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body>
<main><h1>Sign-in could not be completed</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p>
<p><a href="/login">Return to sign in</a></p></main></body></html>`;
};
