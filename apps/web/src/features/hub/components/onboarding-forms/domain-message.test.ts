import { ADOPTED_SIGNATURE_MESSAGES } from "@onboard/domain/onboarding-forms/adopted-signature";
import { FORM_FIELD_MESSAGES } from "@onboard/domain/onboarding-forms/field-messages";
import { ONBOARDING_FORM_MESSAGES } from "@onboard/domain/onboarding-forms/onboarding-form-messages";
import { describe, expect, it } from "vitest";
import onboardingFormsEn from "../../../../locales/en/onboardingForms.json";
import validationEn from "../../../../locales/en/validation.json";
import { domainMessageKey } from "./domain-message";

type Tree = { [key: string]: string | Tree };
const LOCALES: Record<string, Tree> = { onboardingForms: onboardingFormsEn, validation: validationEn };

function english(key: string): string | undefined {
  const [namespace = "", path = ""] = key.split(":");
  let node: string | Tree | undefined = LOCALES[namespace];
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

describe("the onboarding-forms domain messages", () => {
  const all = [
    ...Object.values(ONBOARDING_FORM_MESSAGES),
    ...Object.values(FORM_FIELD_MESSAGES),
    ...Object.values(ADOPTED_SIGNATURE_MESSAGES),
  ];
  it.each(all)("has a translation whose English is the domain's words: %s", (message) => {
    const key = domainMessageKey(message);
    expect(key).not.toBeNull();
    expect(english(key ?? "")).toBe(message.replace(/\{(\w+)\}/g, "{{$1}}"));
  });

  it("leaves words it does not know as they are", () => {
    expect(domainMessageKey("This form is being signed by Rosa. Please try again later.")).toBeNull();
  });
});
