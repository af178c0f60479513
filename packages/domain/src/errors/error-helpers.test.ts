import { describe, expect, it } from "vitest";
import { formatMessage, identityErrorMessage, isBlockPage, userFacingMessage } from "./error-helpers";

describe("formatMessage", () => {
  it("replaces known placeholders, repeatedly, and leaves unknown ones", () => {
    expect(formatMessage("{a} and {a} then {b}", { a: 1 })).toBe("1 and 1 then {b}");
    expect(formatMessage("no placeholders")).toBe("no placeholders");
  });

  it("does not read inherited properties", () => {
    expect(formatMessage("{toString}", {})).toBe("{toString}");
  });
});

describe("isBlockPage", () => {
  it("detects a block page", () => {
    expect(isBlockPage("<title>Attention Required! | Cloudflare</title>")).toBe(true);
    expect(isBlockPage("<h1>Sorry, you have been blocked</h1>")).toBe(true);
  });

  it("ignores other bodies", () => {
    expect(isBlockPage('{"message":"Not found"}')).toBe(false);
    expect(isBlockPage("")).toBe(false);
    expect(isBlockPage(null)).toBe(false);
  });
});

describe("userFacingMessage", () => {
  it("uses the server's message for 4xx", () => {
    expect(userFacingMessage(400, "Plan Name is required.", "fallback")).toBe("Plan Name is required.");
    expect(userFacingMessage(499, "Closed", "fallback")).toBe("Closed");
  });

  it("uses the fallback otherwise", () => {
    expect(userFacingMessage(500, "stack trace", "fallback")).toBe("fallback");
    expect(userFacingMessage(0, "x", "fallback")).toBe("fallback");
    expect(userFacingMessage(302, "x", "fallback")).toBe("fallback");
    expect(userFacingMessage(404, "", "fallback")).toBe("fallback");
    expect(userFacingMessage(404, undefined, "fallback")).toBe("fallback");
  });
});

describe("identityErrorMessage", () => {
  it("prefers errorSummary, then error_description, then message", () => {
    expect(identityErrorMessage({ errorSummary: "a", error_description: "b", message: "c" })).toBe("a");
    expect(identityErrorMessage({ error_description: "b", message: "c" })).toBe("b");
    expect(identityErrorMessage({ errorSummary: "", message: "c" })).toBe("c");
  });

  it("returns null when there is nothing to show", () => {
    expect(identityErrorMessage({})).toBeNull();
    expect(identityErrorMessage(null)).toBeNull();
    expect(identityErrorMessage({ message: 42 })).toBeNull();
  });

  it("passes a plain string through", () => {
    expect(identityErrorMessage("invalid_grant")).toBe("invalid_grant");
  });
});
