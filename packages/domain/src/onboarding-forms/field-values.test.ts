import { describe, expect, it } from "vitest";
import { FORM_FIELD_MESSAGES as M } from "./field-messages";
import { fieldValueSchema, isCalendarDay, validateRecipientValues } from "./field-values";
import type { FormField } from "./template-schema";
import { findCarrierTemplate } from "./templates/carrier-templates";

const application = findCarrierTemplate("tpl-group-application");
if (!application) throw new Error("the group application template is missing");
const SIGNER = "authorized-signer";

/** Every field the authorized signer must fill, validly. */
const signerValues = {
  "employer-legal-name": "  Lone Star Logistics LLC ",
  "employer-tax-id": "12-3456789",
  "employer-street": "400 Commerce St",
  "employer-zip": "75201",
  "employer-contact-email": "tamika.brooks@lonestarlogistics.example.com",
  "requested-effective-date": "2027-01-01",
  "eligible-employees": "180",
  "coverage-life": true,
  "coverage-dental": false,
  "attest-statements-true": true,
  "signer-title": "VP, People Operations",
};

const errorsOf = (values: unknown, roleId = SIGNER, finishLater = false) => {
  const result = validateRecipientValues(application, roleId, values, { finishLater });
  return result.ok ? [] : result.errors;
};

describe("a recipient's field values", () => {
  it("are accepted when every required field of theirs is valid, trimmed, unfilled optional boxes left out", () => {
    const result = validateRecipientValues(application, SIGNER, signerValues);
    expect(result.ok).toBe(true);
    expect(result.values?.["employer-legal-name"]).toBe("Lone Star Logistics LLC");
    expect(result.values?.["coverage-dental"]).toBe(false);
    expect(result.values && "coverage-disability" in result.values).toBe(false);
  });

  it("name each required field left empty, an unchecked attestation worded as such", () => {
    const { "employer-street": _street, ...rest } = signerValues;
    expect(errorsOf({ ...rest, "signer-title": "  ", "attest-statements-true": false })).toEqual([
      { fieldId: "employer-street", message: M.responseRequired },
      { fieldId: "attest-statements-true", message: M.attestationRequired },
      { fieldId: "signer-title", message: M.responseRequired },
    ]);
  });

  it("may leave required fields empty when the signer finishes later, but not invalid ones", () => {
    expect(errorsOf({ "employer-legal-name": "Lone Star", "attest-statements-true": false }, SIGNER, true)).toEqual([]);
    expect(errorsOf({ "employer-zip": "752" }, SIGNER, true)).toEqual([
      { fieldId: "employer-zip", message: M.zipFormat },
    ]);
  });

  it("refuse another signer's field, a field not on the form, an unknown role and a non-object", () => {
    expect(errorsOf({ ...signerValues, "broker-license-number": "TX-1", "favourite-colour": "teal" })).toEqual([
      { fieldId: "broker-license-number", message: M.anotherRecipientsField },
      { fieldId: "favourite-colour", message: M.unknownField },
    ]);
    expect(errorsOf({}, "payroll")).toEqual([{ fieldId: null, message: M.unknownRole }]);
    expect(errorsOf(["x"])).toEqual([{ fieldId: null, message: M.valuesExpected }]);
  });

  it.each<[string, unknown, string]>([
    ["employer-tax-id", "123456789X", M.taxIdFormat],
    ["employer-contact-email", "not an address", M.emailInvalid],
    ["requested-effective-date", "2027-02-30", M.dateInvalid],
    ["requested-effective-date", "01/01/2027", M.dateInvalid],
    ["eligible-employees", "1234567", M.textShorter],
    ["employer-street", "x".repeat(192), M.textTooLong],
    ["employer-street", "400\nCommerce", M.controlCharacters],
    ["employer-street", 400, M.textExpected],
    ["coverage-life", "yes", M.checkboxExpected],
  ])("refuse %s = %j with a plain message", (fieldId, value, message) => {
    expect(errorsOf({ ...signerValues, [fieldId]: value })).toEqual([{ fieldId, message }]);
  });

  it("let the broker fill only their own field", () => {
    expect(errorsOf({ "broker-license-number": "TX-2291" }, "broker")).toEqual([]);
    expect(errorsOf({}, "broker")).toEqual([{ fieldId: "broker-license-number", message: M.responseRequired }]);
  });
});

describe("a field's value schema", () => {
  const field = (overrides: Partial<FormField>): FormField => ({
    id: "f",
    label: { en: "F", es: "F" },
    kind: "text",
    required: false,
    filledBy: SIGNER,
    ...overrides,
  });

  it("follows the kind: a checkbox is a boolean, true when it is an attestation; a date a real calendar day", () => {
    expect(fieldValueSchema(field({ kind: "checkbox" })).safeParse(false).success).toBe(true);
    expect(fieldValueSchema(field({ kind: "checkbox", required: true })).safeParse(false).success).toBe(false);
    expect(fieldValueSchema(field({ kind: "date" })).parse(" 2028-02-29 ")).toBe("2028-02-29");
    expect(isCalendarDay("2027-02-29")).toBe(false);
  });
});
