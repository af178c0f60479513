import { describe, expect, it } from "vitest";
import { clientFormSchema, EMPTY_CLIENT_FORM, toCreateClientBody, toUpdateClientBody } from "./client-form";
import { createClientBodySchema, updateClientBodySchema } from "./client-schemas";

describe("the client form", () => {
  it("turns empty optional fields into nulls the API accepts", () => {
    const values = clientFormSchema.parse({ ...EMPTY_CLIENT_FORM, name: " Acme ", caseId: "C-1" });
    const body = toCreateClientBody(values);
    expect(body).toMatchObject({ name: "Acme", ticketId: null, implementationConsultant: null });
    expect(createClientBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends the consultant when any field is filled, and the update body passes the API schema", () => {
    const values = clientFormSchema.parse({
      ...EMPTY_CLIENT_FORM,
      name: "Acme",
      caseId: "C-1",
      consultantFirstName: "Lee",
      consultantEmail: "lee@carrier.example",
    });
    const body = toUpdateClientBody({ ...values, phaseId: "WELCOME", releaseStatus: "LIVE" });
    expect(body.implementationConsultant).toEqual({
      firstName: "Lee",
      lastName: "",
      phoneNumber: "",
      email: "lee@carrier.example",
    });
    expect(updateClientBodySchema.safeParse({ ...body, version: 3 }).success).toBe(true);
  });

  it("uses the API's words for a missing name and a bad e-mail", () => {
    const result = clientFormSchema.safeParse({ ...EMPTY_CLIENT_FORM, caseId: "C-1", consultantEmail: "nope" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Client name is required",
      "Please enter a valid email address",
    ]);
  });
});
