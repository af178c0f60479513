import { describe, expect, it } from "vitest";
import { implementationConsultantOf } from "./implementation-consultant";

describe("implementationConsultantOf", () => {
  it.each([
    [{ firstName: null, lastName: null, phoneNumber: null, email: null }, null],
    [{ firstName: "", lastName: "", phoneNumber: "", email: "" }, null],
    [
      { firstName: "Ana", lastName: null, phoneNumber: null, email: "ana@carrier.example" },
      { firstName: "Ana", lastName: "", phoneNumber: "", email: "ana@carrier.example" },
    ],
    [
      { firstName: "Ana", lastName: "Soto", phoneNumber: "555-0100", email: "ana@carrier.example" },
      { firstName: "Ana", lastName: "Soto", phoneNumber: "555-0100", email: "ana@carrier.example" },
    ],
  ])("%j → %j", (columns, expected) => {
    expect(implementationConsultantOf(columns)).toEqual(expected);
  });
});
