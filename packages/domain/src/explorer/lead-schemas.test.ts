import { describe, expect, it } from "vitest";
import { firstMessage } from "../validation/test-helpers";
import { emailPlanRequestSchema, leadSchema } from "./lead-schemas";

const lead = {
  email: "dana@example.com",
  firstName: "Dana",
  lastName: "Ruiz",
  city: "Austin",
  state: "TX",
  phone: "512-555-0100",
  externalUser: "EMPLOYER",
  employerName: "Acme Bakery",
};

describe("leadSchema", () => {
  it("accepts a complete employer lead", () => {
    expect(firstMessage(leadSchema, lead)).toBeNull();
  });

  it.each([
    ["email", "", "Email is required"],
    ["firstName", " ", "First name is required"],
    ["lastName", "", "Last name is required"],
    ["city", "", "City is required"],
    ["state", "", "State is required"],
    ["phone", "", "Phone is required"],
    ["externalUser", undefined, "Employer/Broker is required"],
    ["employerName", "", "Employer name is required"],
  ])("says what is missing when %s is empty", (field, value, message) => {
    expect(firstMessage(leadSchema, { ...lead, [field]: value })).toBe(message);
  });

  it("needs the broker's name when a broker sends it", () => {
    expect(firstMessage(leadSchema, { ...lead, externalUser: "BROKER" })).toBe("Broker name is required");
    expect(firstMessage(leadSchema, { ...lead, externalUser: "BROKER", brokerName: "Keystone" })).toBeNull();
  });

  it("names the missing broker name even while another field is wrong", () => {
    const result = leadSchema.safeParse({ ...lead, externalUser: "BROKER", city: "" });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(["City is required", "Broker name is required"]));
  });

  it("asks to pick an option when the choice is neither employer nor broker", () => {
    expect(firstMessage(leadSchema, { ...lead, externalUser: "EMPLOYEE" })).toBe("Please select an option");
    expect(firstMessage(leadSchema, { ...lead, externalUser: "" })).toBe("Employer/Broker is required");
  });

  it("keeps inputs to 191 characters", () => {
    expect(firstMessage(leadSchema, { ...lead, city: "x".repeat(192) })).toBe(
      "Please enter no more than 191 characters",
    );
  });
});

describe("emailPlanRequestSchema", () => {
  const request = { email: "dana@example.com", benefits: ["p1"], recaptchaToken: "token", language: "es" };

  it("accepts a request with one benefit", () => {
    expect(firstMessage(emailPlanRequestSchema, request)).toBeNull();
  });

  it("uses the spec's messages", () => {
    expect(firstMessage(emailPlanRequestSchema, { ...request, benefits: [] })).toBe(
      "Need at least one selected benefit.",
    );
    expect(firstMessage(emailPlanRequestSchema, { ...request, recaptchaToken: undefined })).toBe(
      "Recaptcha token is missing",
    );
    expect(firstMessage(emailPlanRequestSchema, { ...request, recaptchaToken: " " })).toBe(
      "Recaptcha token is missing",
    );
    expect(firstMessage(emailPlanRequestSchema, { ...request, language: undefined })).toBe("Language is required");
  });
});
