import { AUTHN_FIELD_MESSAGES } from "@onboard/domain/identity/authn-errors";
import { PASSWORD_POLICY_MESSAGES } from "@onboard/domain/identity/password-policy";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { authnFailure, isRejectedFactor, isStaleTransaction } from "./authn-errors";

/** Shows which key was asked for, so the test reads the mapping rather than the wording. */
const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe("sign-in failures", () => {
  it("words the well-known codes in the user's language", () => {
    const wrong = new ApiError({ status: 401, code: "AUTHENTICATION_FAILED", message: "Sign-in failed." });
    expect(authnFailure(wrong, t)).toEqual({
      code: "AUTHENTICATION_FAILED",
      message: "<auth:errors.authenticationFailed>",
      fields: {},
    });
    expect(authnFailure(new ApiError({ status: 0, code: "NO_RESPONSE", message: "x" }), t).message).toBe(
      "<errors:noResponse>",
    );
  });

  it("translates the domain's field messages and keeps any other server words", () => {
    const error = new ApiError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Invalid",
      errors: [
        { path: "oldPassword", message: AUTHN_FIELD_MESSAGES.oldPasswordIncorrect },
        { path: "newPassword", message: PASSWORD_POLICY_MESSAGES.tooCommon },
        { path: "phoneNumber", message: "Something new" },
      ],
    });
    expect(authnFailure(error, t).fields).toEqual({
      oldPassword: "<auth:errors.oldPasswordIncorrect>",
      newPassword: "<auth:validation.newPasswordTooCommon>",
      phoneNumber: "Something new",
    });
  });

  it("shows other identity errors with the server's message, and a generic one for anything else", () => {
    const other = new ApiError({ status: 409, code: "SOMETHING", message: "The server explains." });
    expect(authnFailure(other, t).message).toBe("The server explains.");
    expect(authnFailure(new Error("boom"), t)).toEqual({ code: "UNKNOWN", message: "<errors:internal>", fields: {} });
  });

  it("recognises a stale transaction and a rejected factor", () => {
    const failure = (code: string) => authnFailure(new ApiError({ status: 401, code, message: "m" }), t);
    expect(isStaleTransaction(failure("INVALID_STATE_TOKEN"))).toBe(true);
    expect(isStaleTransaction(failure("INVALID_TRANSACTION_STATE"))).toBe(true);
    expect(isStaleTransaction(failure("INVALID_PASSCODE"))).toBe(false);
    expect(isRejectedFactor(failure("INVALID_FACTOR"))).toBe(true);
  });
});
