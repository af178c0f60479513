/** Test data and a fake server for the e-mail pages. */
import type { EmailDetail, EmailListItem } from "@onboard/domain/emails/email-schemas";
import type { vi } from "vitest";

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

export const sentEmail: EmailListItem = {
  id: "e1",
  subject: "Reset your Sun Life Onboard password",
  to: ["rosa@harborview.test"],
  cc: [],
  status: "SENT",
  template: "reset-password",
  language: "en",
  clientId: "c1",
  clientName: "Harborview Dental",
  createdAt: "2026-03-02T15:04:00.000Z",
  sentAt: "2026-03-02T15:04:05.000Z",
  attempts: 1,
};

export const failedEmail: EmailListItem = {
  ...sentEmail,
  id: "e2",
  subject: "Activate your Sun Life Onboard account",
  to: ["dana@whitfield.test"],
  status: "FAILED",
  template: "activation",
  sentAt: null,
  attempts: 2,
};

export const failedDetail: EmailDetail = {
  ...failedEmail,
  from: "Onboard <no-reply@onboard.example>",
  html: '<!doctype html><html lang="en"><body><p>Hello Dana,</p></body></html>',
  text: "Hello Dana,\n",
  statusHistory: [
    { status: "QUEUED", at: "2026-03-02T15:04:00.000Z", detail: null },
    { status: "FAILED", at: "2026-03-02T15:04:01.000Z", detail: "connect ECONNREFUSED 127.0.0.1:25" },
  ],
  errorUsers: [{ email: "dana@whitfield.test", userId: "u9", error: "connect ECONNREFUSED 127.0.0.1:25" }],
  recipients: [{ email: "dana@whitfield.test", kind: "to", userId: "u9", name: "Dana Whitfield" }],
  sentBy: { id: "u1", name: "Avery Admin" },
};

/** The GET requests made to `path`, as URLs. */
export function getsTo(fetchMock: ReturnType<typeof vi.fn>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), "http://localhost"),
      method: (init as RequestInit)?.method,
    }))
    .filter(({ url, method }) => url.pathname === path && (method ?? "GET") === "GET")
    .map(({ url }) => url);
}
