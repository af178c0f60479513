import { describe, expect, it } from "vitest";
import { colorCodeSchema } from "./color-code";
import { VALIDATION_MESSAGES } from "./messages";
import { TERRITORIES, territorySchema } from "./territory";
import { firstMessage } from "./test-helpers";
import { text191 } from "./text";
import { stateSchema } from "./us-state";
import { requiredZipCodeSchema, zipCodeSchema } from "./zip-code";

describe("zipCodeSchema", () => {
  it.each(["12345", "12345-6789", " 02134 "])("accepts %s", (value) => {
    expect(firstMessage(zipCodeSchema, value)).toBeNull();
  });
  it.each(["1234", "123456", "12345-678", "12345 6789", "abcde", ""])("rejects %s", (value) => {
    expect(firstMessage(zipCodeSchema, value)).toBe("Zip code needs to be in the format ##### or #####-####");
  });
  it("says a required zip is required", () => {
    expect(firstMessage(requiredZipCodeSchema, "")).toBe("Zip code is required");
    expect(firstMessage(requiredZipCodeSchema, undefined)).toBe("Zip code is required");
    expect(firstMessage(requiredZipCodeSchema, "1234")).toBe("Zip code needs to be in the format ##### or #####-####");
    expect(firstMessage(requiredZipCodeSchema, "12345")).toBeNull();
  });
});

describe("stateSchema", () => {
  it("accepts the 50 states and DC", () => {
    expect(firstMessage(stateSchema, "DC")).toBeNull();
    expect(firstMessage(stateSchema, "WY")).toBeNull();
  });
  it("says State is required when empty", () => {
    expect(firstMessage(stateSchema, "")).toBe("State is required");
    expect(firstMessage(stateSchema, undefined)).toBe("State is required");
    expect(firstMessage(stateSchema, null)).toBe("State is required");
  });
  it("says State not valid otherwise", () => {
    expect(firstMessage(stateSchema, "PR")).toBe("State not valid");
    expect(firstMessage(stateSchema, "ny")).toBe("State not valid");
  });
});

describe("colorCodeSchema", () => {
  it.each(["#fff", "#FFFFFF", "#1a2B3c"])("accepts %s", (value) => {
    expect(firstMessage(colorCodeSchema, value)).toBeNull();
  });
  it.each(["fff", "#ffff", "#12345g", "#1234567", "red", ""])("rejects %s", (value) => {
    expect(firstMessage(colorCodeSchema, value)).toBe("Invalid color code");
  });
});

describe("territorySchema", () => {
  it("accepts a known territory and rejects anything else", () => {
    for (const territory of TERRITORIES) expect(firstMessage(territorySchema, territory)).toBeNull();
    expect(firstMessage(territorySchema, "ATLANTIS")).toBe("Territory not valid");
    expect(firstMessage(territorySchema, undefined)).toBe("Territory not valid");
  });
});

describe("text191", () => {
  it("allows 191 characters and rejects 192", () => {
    expect(firstMessage(text191(), "x".repeat(191))).toBeNull();
    expect(firstMessage(text191(), "x".repeat(192))).toBe("Please enter no more than 191 characters");
  });
  it("uses the given message when required and empty", () => {
    expect(firstMessage(text191("City is required"), " ")).toBe("City is required");
    expect(firstMessage(text191("City is required"), undefined)).toBe("City is required");
    expect(firstMessage(text191(), "")).toBeNull();
  });
});

describe("one-line texts refuse control characters", () => {
  it.each(["tab\there", "line\nbreak", "nul\u0000", "bell\u0007", "del\u007f", "c1\u0085", "sep\u2028arated"])(
    "%j",
    (value) => {
      expect(text191().safeParse(value).error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.controlCharacters);
    },
  );
  it("keeps accents, emoji and other printable text", () => {
    expect(text191().parse("  Añoranza & Co. — 🙂  ")).toBe("Añoranza & Co. — 🙂");
  });
});
