import { describe, expect, it } from "vitest";
import { emailSchema, isValidEmail, optionalEmailSchema } from "./email";
import { firstMessage } from "./test-helpers";

const tooLong = `${"a".repeat(180)}@example.com`; // 192 characters

describe("emailSchema", () => {
  it("accepts a valid address and trims it", () => {
    expect(emailSchema.parse("  jane.doe+hr@mail.example.com ")).toBe("jane.doe+hr@mail.example.com");
    expect(firstMessage(emailSchema, `${"a".repeat(179)}@example.com`)).toBeNull();
  });

  it("requires a value", () => {
    expect(firstMessage(emailSchema, "")).toBe("Email is required");
    expect(firstMessage(emailSchema, "   ")).toBe("Email is required");
    expect(firstMessage(emailSchema, undefined)).toBe("Email is required");
  });

  it("limits the length to 191 characters", () => {
    expect(tooLong).toHaveLength(192);
    expect(firstMessage(emailSchema, tooLong)).toBe("Please enter email address no longer than 191 characters");
  });

  it.each([
    "plainaddress",
    "@example.com",
    "jane@",
    "jane@example",
    ".jane@example.com",
    "jane.@example.com",
    "ja..ne@example.com",
    "jane@example..com",
    "jane@@example.com",
    "jane doe@example.com",
    "jane@-example.com",
    "jane@example.c",
    "jane@example.abcdefghijklmnopqrstu",
  ])("rejects %s", (value) => {
    expect(firstMessage(emailSchema, value)).toBe("Please enter a valid email address");
  });

  it("allows a last domain label of up to 20 characters", () => {
    expect(isValidEmail("jane@example.abcdefghijklmnopqrst")).toBe(true);
    expect(isValidEmail("jane@example.abcdefghijklmnopqrstu")).toBe(false);
  });
});

describe("optionalEmailSchema", () => {
  it("allows empty but still checks a filled-in value", () => {
    expect(firstMessage(optionalEmailSchema, "")).toBeNull();
    expect(firstMessage(optionalEmailSchema, "jane@example.com")).toBeNull();
    expect(firstMessage(optionalEmailSchema, "jane")).toBe("Please enter a valid email address");
    expect(firstMessage(optionalEmailSchema, tooLong)).toBe("Please enter email address no longer than 191 characters");
  });
});
