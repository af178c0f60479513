import { describe, expect, it } from "vitest";
import { EIF_CONSENT_STATEMENTS } from "./consent-statement";
import { EIF_SIGNATURE_MESSAGES, eifSignatureBodySchema } from "./signature-schema";

const firstMessage = (body: unknown) => eifSignatureBodySchema.safeParse(body).error?.issues[0]?.message;

describe("the EIF signature", () => {
  it("takes a typed full name, consent and a language", () => {
    expect(eifSignatureBodySchema.parse({ fullName: "  Rosa Delgado ", consent: true, language: "es" })).toEqual({
      fullName: "Rosa Delgado",
      consent: true,
      language: "es",
    });
  });

  it.each<[string, unknown, string | undefined]>([
    ["no name", { fullName: "   ", consent: true, language: "en" }, EIF_SIGNATURE_MESSAGES.fullNameRequired],
    ["no consent", { fullName: "Rosa", consent: false, language: "en" }, EIF_SIGNATURE_MESSAGES.consentRequired],
    ["consent missing", { fullName: "Rosa", language: "en" }, EIF_SIGNATURE_MESSAGES.consentRequired],
  ])("refuses %s with its message", (_name, body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it("refuses a language without a statement, and unknown fields", () => {
    expect(eifSignatureBodySchema.safeParse({ fullName: "Rosa", consent: true, language: "fr" }).success).toBe(false);
    expect(
      eifSignatureBodySchema.safeParse({ fullName: "Rosa", consent: true, language: "en", signedAt: "x" }).success,
    ).toBe(false);
  });

  it("has the statement in both languages", () => {
    expect(EIF_CONSENT_STATEMENTS.en).toContain("electronic signature");
    expect(EIF_CONSENT_STATEMENTS.es).toContain("firma electrónica");
  });
});
