import { describe, expect, it } from "vitest";
import { isFormPath } from "./use-site-form";

const values = { benefits: [{}, {}], benefitTypeMetadata: [{}] } as Parameters<typeof isFormPath>[1];

describe("isFormPath (server errors, 'body.' already removed)", () => {
  it.each([
    ["name", true],
    ["benefits.1.planName", true],
    ["benefits.0.financialFSARolloverDate", true],
    ["benefitTypeMetadata.0.highlighterOrder", true],
    ["benefitsExplorerCustomBranding.headerBackgroundColor", true],
    ["benefits.2.planName", false],
    ["benefits.0.nope", false],
    ["benefits", false],
    ["version", false],
    ["name.extra", false],
  ])("%s -> %s", (path, expected) => {
    expect(isFormPath(path, values)).toBe(expected);
  });
});
