import { describe, expect, it } from "vitest";
import { firstMessage } from "../validation/test-helpers";
import { changePasswordRequestSchema, enrollFactorRequestSchema, primaryAuthRequestSchema } from "./authn-requests";
import { authnResponseSchema } from "./authn-response";
import { fromStoredFactorType, toStoredFactorType } from "./factor-types";

describe("sign-in requests", () => {
  it("takes an e-mail as the username", () => {
    expect(primaryAuthRequestSchema.parse({ username: " Jane@Example.com ", password: "x" }).username).toBe(
      "Jane@Example.com",
    );
    expect(firstMessage(primaryAuthRequestSchema, { username: "jane", password: "x" })).toBe(
      "Please enter a valid email address",
    );
    expect(firstMessage(primaryAuthRequestSchema, { username: "jane@example.com", password: "" })).toBe(
      "Password is required",
    );
  });

  it("rejects a new password equal to the old one, on the newPassword field", () => {
    const result = changePasswordRequestSchema.safeParse({
      stateToken: "t",
      oldPassword: "long enough secret",
      newPassword: "long enough secret",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["newPassword", "Your new password must be different from your current password."],
    ]);
  });

  it("applies the password policy to the new password", () => {
    const result = changePasswordRequestSchema.safeParse({
      stateToken: "t",
      oldPassword: "a",
      newPassword: "baseball1",
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["newPassword", "This password is too common. Please choose one that is harder to guess."],
    ]);
  });

  it("needs a valid phone number for an SMS factor and normalises it", () => {
    const sms = enrollFactorRequestSchema.parse({ stateToken: "t", factorType: "sms", phoneNumber: "(617) 555-0188" });
    expect(sms).toEqual({ stateToken: "t", factorType: "sms", phoneNumber: "+16175550188" });
    expect(firstMessage(enrollFactorRequestSchema, { stateToken: "t", factorType: "sms" })).toBe("Phone is required");
    expect(firstMessage(enrollFactorRequestSchema, { stateToken: "t", factorType: "sms", phoneNumber: "12ab" })).toBe(
      "Please enter a valid phone number.",
    );
    expect(enrollFactorRequestSchema.parse({ stateToken: "t", factorType: "token:software:totp" })).toEqual({
      stateToken: "t",
      factorType: "token:software:totp",
    });
  });
});

describe("factor types and response", () => {
  it("maps the API's factor types to the stored ones and back", () => {
    expect(toStoredFactorType("token:software:totp")).toBe("TOTP");
    expect(fromStoredFactorType("SMS")).toBe("sms");
  });

  it("accepts only the spec's sign-in states", () => {
    const base = { expiresAt: "2026-01-01T00:00:00.000Z" };
    expect(authnResponseSchema.safeParse({ ...base, status: "MFA_ENROLL_ACTIVATE" }).success).toBe(true);
    expect(authnResponseSchema.safeParse({ ...base, status: "PASSWORD_WARN" }).success).toBe(false);
  });
});
