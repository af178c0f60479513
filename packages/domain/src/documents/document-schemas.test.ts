import { describe, expect, it } from "vitest";
import { documentMetaQuerySchema, renameDocumentBodySchema } from "./document-schemas";

const ID_A = "5d7a1e0a-2f1b-4c7e-9a51-6b1c3f0e2a11";
const ID_B = "0c9f3a55-7e62-4b8d-8d0e-2f4a6c1b9e22";

describe("documentMetaQuerySchema", () => {
  it("takes a single or a repeated category and document id", () => {
    expect(documentMetaQuerySchema.parse({ categories: "pfml", documentIds: ID_A })).toEqual({
      categories: ["pfml"],
      documentIds: [ID_A],
    });
    expect(documentMetaQuerySchema.parse({ categories: ["pfml", "other"], documentIds: [ID_A, ID_B] })).toEqual({
      categories: ["pfml", "other"],
      documentIds: [ID_A, ID_B],
    });
  });

  it("refuses an unknown category", () => {
    expect(documentMetaQuerySchema.safeParse({ categories: ["nope"] }).success).toBe(false);
  });
});

describe("renameDocumentBodySchema", () => {
  it("asks for a name and caps it at 191 characters", () => {
    expect(renameDocumentBodySchema.safeParse({ name: "  " }).error?.issues[0]?.message).toBe("Please provide a name.");
    expect(renameDocumentBodySchema.safeParse({ name: "x".repeat(192) }).error?.issues[0]?.message).toBe(
      "Please enter no more than 191 characters",
    );
  });
});
