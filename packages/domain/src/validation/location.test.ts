import { describe, expect, it } from "vitest";
import { locationSchema, locationSchemaFor, prefillLocationSchema } from "./location";
import { firstMessage } from "./test-helpers";

const valid = { name: "HQ", address1: "1 Main St", city: "Boston", state: "MA", zipCode: "02116" };

describe("locationSchema", () => {
  it("accepts a complete location", () => {
    expect(firstMessage(locationSchema, valid)).toBeNull();
  });

  it.each([
    ["name", "Location name is required"],
    ["address1", "Address is required"],
    ["city", "City is required"],
    ["state", "State is required"],
    ["zipCode", "Zip code is required"],
  ])("says %s is required", (field, message) => {
    expect(firstMessage(locationSchema, { ...valid, [field]: "" })).toBe(message);
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(firstMessage(locationSchema, rest)).toBe(message);
  });

  it("checks the state and zip formats", () => {
    expect(firstMessage(locationSchema, { ...valid, state: "XX" })).toBe("State not valid");
    expect(firstMessage(locationSchema, { ...valid, zipCode: "0211" })).toBe(
      "Zip code needs to be in the format ##### or #####-####",
    );
  });
});

describe("prefillLocationSchema", () => {
  it("allows empty fields but checks what is filled in", () => {
    expect(firstMessage(prefillLocationSchema, {})).toBeNull();
    expect(firstMessage(prefillLocationSchema, { state: "", zipCode: "" })).toBeNull();
    expect(firstMessage(prefillLocationSchema, { state: "XX" })).toBe("State not valid");
    expect(firstMessage(prefillLocationSchema, { zipCode: "1" })).toBe(
      "Zip code needs to be in the format ##### or #####-####",
    );
  });

  it("is chosen by locationSchemaFor", () => {
    expect(locationSchemaFor({ prefilling: true })).toBe(prefillLocationSchema);
    expect(locationSchemaFor()).toBe(locationSchema);
  });
});
