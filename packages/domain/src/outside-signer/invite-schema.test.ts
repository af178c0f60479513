import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { OUTSIDE_SIGNER_MESSAGES, outsideSignerInviteSchema } from "./invite-schema";

const messages = (body: unknown) => outsideSignerInviteSchema.safeParse(body).error?.issues.map((i) => i.message);

describe("naming the outside signer", () => {
  it("takes first and last name, e-mail, an optional title and language", () => {
    expect(
      outsideSignerInviteSchema.parse({ firstName: " Ana ", lastName: "Ruiz", email: "ana@example.com", title: "CFO" }),
    ).toEqual({ firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", title: "CFO" });
    expect(outsideSignerInviteSchema.parse({ firstName: "A", lastName: "R", email: "a@b.co", language: "es" })).toEqual(
      {
        firstName: "A",
        lastName: "R",
        email: "a@b.co",
        language: "es",
      },
    );
  });

  it("refuses missing names and a bad e-mail with their messages, and unknown fields", () => {
    expect(messages({ firstName: "", lastName: " ", email: "nope" })).toEqual([
      OUTSIDE_SIGNER_MESSAGES.firstNameRequired,
      OUTSIDE_SIGNER_MESSAGES.lastNameRequired,
      VALIDATION_MESSAGES.emailInvalid,
    ]);
    expect(
      outsideSignerInviteSchema.safeParse({ firstName: "A", lastName: "R", email: "a@b.co", token: "x" }).success,
    ).toBe(false);
  });
});
