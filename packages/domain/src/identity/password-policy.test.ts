import { describe, expect, it } from "vitest";
import { firstMessage } from "../validation/test-helpers";
import { commonPasswordSet, isCommonPassword } from "./common-passwords";
import { newPasswordSchema, PASSWORD_MAX_LENGTH, passwordLength, passwordPolicyViolation } from "./password-policy";

describe("password policy", () => {
  it("accepts 8 to 128 characters with no composition rules", () => {
    expect(passwordPolicyViolation("correct horse battery staple")).toBeNull();
    expect(passwordPolicyViolation("abcdefgz")).toBeNull();
    expect(passwordPolicyViolation("a".repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordPolicyViolation("zzzzzzzq")).toBeNull();
  });

  it("rejects short, long and empty passwords with the policy's words", () => {
    expect(passwordPolicyViolation("")).toBe("Password is required");
    expect(passwordPolicyViolation("Abc!234")).toBe("Your password must be at least 8 characters long.");
    expect(passwordPolicyViolation("a".repeat(129))).toBe("Your password must be no more than 128 characters long.");
  });

  it("accepts 64 characters, as ASVS requires at the least", () => {
    expect(passwordPolicyViolation(`${"x".repeat(63)}y`)).toBeNull();
  });

  it("counts Unicode code points, not UTF-16 units", () => {
    expect(passwordLength("🔒🔒🔒🔒")).toBe(4);
    expect(passwordPolicyViolation("🔒🔒🔒🔒🔒🔒🔒")).toBe("Your password must be at least 8 characters long.");
    expect(passwordPolicyViolation("🔒🔒🔒🔒🔒🔒🔒🔒")).toBeNull();
  });

  it("rejects common passwords whatever their case", () => {
    const message = "This password is too common. Please choose one that is harder to guess.";
    expect(passwordPolicyViolation("password1")).toBe(message);
    expect(passwordPolicyViolation("PassWord123")).toBe(message);
    expect(passwordPolicyViolation("QWERTYUIOP")).toBe(message);
    expect(passwordPolicyViolation("Liverpool")).toBe(message);
    expect(passwordPolicyViolation("onboard123")).toBe(message);
  });

  it("does not trim or otherwise change what was typed", () => {
    expect(newPasswordSchema.parse("  spaced out  ")).toBe("  spaced out  ");
    expect(firstMessage(newPasswordSchema, "        ")).toBeNull();
    expect(firstMessage(newPasswordSchema, undefined)).toBe("Password is required");
    expect(firstMessage(newPasswordSchema, "1234567")).toBe("Your password must be at least 8 characters long.");
  });
});

describe("common passwords", () => {
  it("ships about 500 entries, lower-cased", () => {
    const list = [...commonPasswordSet()];
    expect(list.length).toBeGreaterThanOrEqual(500);
    expect(list.every((entry) => entry === entry.toLowerCase())).toBe(true);
    expect(list.slice(0, 4)).toEqual(["123456", "password", "12345678", "qwerty"]);
  });

  it("compares case-insensitively and exactly", () => {
    expect(isCommonPassword("TRUSTNO1")).toBe(true);
    expect(isCommonPassword("trustno1!")).toBe(false);
  });
});
