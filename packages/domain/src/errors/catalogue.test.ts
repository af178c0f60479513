import { describe, expect, it } from "vitest";
import {
  ERROR_CODE_MESSAGES,
  ERROR_CODES,
  ERROR_MESSAGES,
  errorMessageI18nKey,
  PUSH_RESULT_MESSAGES,
} from "./catalogue";
import { formatMessage } from "./error-helpers";

describe("error catalogue", () => {
  it("keeps the spec's wording, curly apostrophe included", () => {
    expect(ERROR_MESSAGES.generic).toBe(
      "Oops! Something went wrong. Please refresh the page and try again. If that doesn’t help, email {email}",
    );
    expect(ERROR_MESSAGES.generic).toContain("\u2019");
    expect(ERROR_MESSAGES.genericWithoutRefresh).toBe(
      "Oops! Something went wrong. If that doesn’t help, email {email}",
    );
    expect(ERROR_MESSAGES.noResponse).toBe("No response received!");
    expect(ERROR_MESSAGES.blockedByCloudflare).toBe("Sorry, you have been blocked...");
    expect(ERROR_MESSAGES.clientNotAccessible).toBe("Client is not accessible at the moment");
    expect(ERROR_MESSAGES.invalidToken).toBe("Invalid token");
    expect(ERROR_MESSAGES.invalidCsrfToken).toBe("invalid csrf token");
    expect(ERROR_MESSAGES.missingSessionToken).toBe("Missing sessionToken from response");
    expect(ERROR_MESSAGES.noMfaFactor).toBe("There's no MFA factor option configured");
    expect(ERROR_MESSAGES.multipleMfaFactors).toBe("There's more than one MFA factor option configured");
    expect(ERROR_MESSAGES.lockedOut).toBe(
      "Your account is locked for security reasons. Please, try again in about 60 minutes",
    );
    expect(ERROR_MESSAGES.passwordExpired).toBe("Your password has expired.");
    expect(ERROR_MESSAGES.jiraDown).toBe(
      "Jira is currently down. Some functionality in Onboard might be unavailable at this time.",
    );
    expect(ERROR_MESSAGES.loadingUpdateData).toBe("Loading update data...");
    expect(ERROR_MESSAGES.updatedBySunLifeTeam).toBe("Updated by the Sun Life team");
    expect(PUSH_RESULT_MESSAGES).toEqual({
      success: "Successfully pushed",
      warnings: "Pushed with warnings",
      errors: "Pushed with errors",
    });
  });

  it("fills the templates", () => {
    expect(formatMessage(ERROR_MESSAGES.generic, { email: "help@example.com" })).toBe(
      "Oops! Something went wrong. Please refresh the page and try again. If that doesn’t help, email help@example.com",
    );
    expect(formatMessage(ERROR_MESSAGES.missingParam, { param: "clientId" })).toBe(
      "Param clientId is required but not provided!",
    );
  });

  it("uses the agreed HTTP statuses for the server's codes", () => {
    expect(ERROR_CODES.VALIDATION_ERROR.status).toBe(400);
    expect(ERROR_CODES.UNAUTHORIZED.status).toBe(401);
    expect(ERROR_CODES.FORBIDDEN.status).toBe(403);
    expect(ERROR_CODES.NOT_FOUND.status).toBe(404);
    expect(ERROR_CODES.PRECONDITION_FAILED.status).toBe(412);
    expect(ERROR_CODES.PAYLOAD_TOO_LARGE.status).toBe(413);
    expect(ERROR_CODES.RATE_LIMITED.status).toBe(429);
    expect(ERROR_CODES.INTERNAL.status).toBe(500);
    expect(ERROR_CODES.MAINTENANCE.status).toBe(503);
    expect(ERROR_CODES.NO_RESPONSE.status).toBe(0);
  });

  it("keys each code by its own name and gives it a message", () => {
    for (const [key, entry] of Object.entries(ERROR_CODES)) {
      expect(entry.code).toBe(key);
      expect(ERROR_MESSAGES[ERROR_CODE_MESSAGES[entry.code]].length).toBeGreaterThan(0);
    }
  });

  it("tells the user to reload on a stale write", () => {
    expect(ERROR_MESSAGES.preconditionFailed).toMatch(/someone else changed this record/i);
    expect(ERROR_MESSAGES.preconditionFailed).toMatch(/reload/i);
  });

  it("builds i18n keys", () => {
    expect(errorMessageI18nKey("jiraDown")).toBe("errors:jiraDown");
  });
});
