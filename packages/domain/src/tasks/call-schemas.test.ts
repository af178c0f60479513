import { describe, expect, it } from "vitest";
import { updateCallBodySchema } from "./call-schemas";
import { CALL_STATUSES } from "./task-ids";

const person = { name: "Ana Ruiz", email: "ana@example.com" };

describe("updateCallBodySchema", () => {
  it("accepts the call statuses, topics and people", () => {
    for (const status of CALL_STATUSES) expect(updateCallBodySchema.safeParse({ status }).success).toBe(true);
    const body = { topics: ["Billing"], people: [{ ...person, role: "HR" }], scheduledAt: "2026-01-05T15:00:00Z" };
    expect(updateCallBodySchema.parse(body)).toMatchObject(body);
  });

  it("refuses more than 20 topics or people, long topics and bad e-mails", () => {
    const messages = (body: unknown) => updateCallBodySchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(messages({ topics: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual(["Add at most 20 topics."]);
    expect(updateCallBodySchema.safeParse({ topics: Array.from({ length: 20 }, (_, i) => `t${i}`) }).success).toBe(
      true,
    );
    expect(messages({ people: Array.from({ length: 21 }, () => person) })).toEqual(["Add at most 20 people."]);
    expect(messages({ topics: ["x".repeat(192)] })).toEqual(["Please enter no more than 191 characters"]);
    expect(updateCallBodySchema.safeParse({ topics: ["x".repeat(191)] }).success).toBe(true);
    expect(updateCallBodySchema.safeParse({ people: [{ name: "A", email: "not-an-email" }] }).success).toBe(false);
    expect(messages({ status: "Done" })).toEqual(["Choose one of the call statuses"]);
    expect(messages({ scheduledAt: "tomorrow" })).toEqual(["Enter a valid date and time"]);
  });
});
