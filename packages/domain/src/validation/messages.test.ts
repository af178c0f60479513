import { describe, expect, it } from "vitest";
import { findValidationMessageKey, VALIDATION_MESSAGES, validationMessageI18nKey } from "./messages";

describe("validation messages", () => {
  it("keeps the spec's exact wording", () => {
    expect(VALIDATION_MESSAGES.emailTooLong).toBe("Please enter email address no longer than 191 characters");
    expect(VALIDATION_MESSAGES.planYearFormat).toBe(
      "Please enter a numerical value for the plan year(s). Example: #### or ####-####",
    );
    expect(VALIDATION_MESSAGES.medicalVideoRequired).toBe("Please provide a response.");
    expect(VALIDATION_MESSAGES.responseRequired).toBe("Please provide a response");
  });

  it("maps a message back to its key", () => {
    expect(findValidationMessageKey("State not valid")).toBe("stateNotValid");
    expect(findValidationMessageKey("Something else")).toBeNull();
    expect(validationMessageI18nKey("stateNotValid")).toBe("validation:stateNotValid");
  });
});
