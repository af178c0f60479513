import { describe, expect, it } from "vitest";
import { firstMessage } from "../validation/test-helpers";
import {
  adoptedSignatureSchema,
  DRAWN_SIGNATURE_MAX_CHARS,
  ADOPTED_SIGNATURE_MESSAGES as M,
} from "./adopted-signature";

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";

describe("an adopted signature", () => {
  it("is a typed name (trimmed) or a drawing as a PNG data URL", () => {
    expect(adoptedSignatureSchema.parse({ kind: "typed", name: " Tamika Brooks " })).toEqual({
      kind: "typed",
      name: "Tamika Brooks",
    });
    expect(adoptedSignatureSchema.parse({ kind: "drawn", pngDataUrl: PNG }).kind).toBe("drawn");
  });

  it.each<[string, unknown, string]>([
    ["an empty name", { kind: "typed", name: "  " }, M.typedNameRequired],
    ["an empty drawing", { kind: "drawn", pngDataUrl: "" }, M.drawingRequired],
    ["a JPEG", { kind: "drawn", pngDataUrl: "data:image/jpeg;base64,/9j/4AAQ" }, M.drawingNotPng],
    ["a drawing that is not base64", { kind: "drawn", pngDataUrl: "data:image/png;base64,<svg>" }, M.drawingNotPng],
    [
      "an oversized drawing",
      { kind: "drawn", pngDataUrl: `${PNG}${"A".repeat(DRAWN_SIGNATURE_MAX_CHARS)}` },
      M.drawingTooLarge,
    ],
  ])("refuses %s with its message", (_name, value, message) => {
    expect(firstMessage(adoptedSignatureSchema, value)).toBe(message);
  });
});
