import { describe, expect, it } from "vitest";
import { bulkEmailUpdateBodySchema, createUserBodySchema, userListQuerySchema } from "./user-admin-schemas";

describe("createUserBodySchema", () => {
  it("requires a name, a valid e-mail and sendWelcomeEmail, with the messages the forms show", () => {
    const result = createUserBodySchema.safeParse({ name: " ", email: "x@", sendWelcomeEmail: true });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toEqual([
      ["name", "Name is required"],
      ["email", "Please enter a valid email address"],
    ]);
  });

  it("turns empty optional fields into null and checks a typed phone number", () => {
    const parsed = createUserBodySchema.parse({
      name: "Ana",
      email: "ana@example.com",
      phoneNumber: "",
      companyName: "",
      sendWelcomeEmail: false,
    });
    expect(parsed).toMatchObject({ phoneNumber: null, companyName: null });
    const badPhone = createUserBodySchema.safeParse({ ...parsed, phoneNumber: "call me" });
    expect(badPhone.error?.issues[0]?.message).toBe("Please enter a valid phone number.");
  });
});

describe("userListQuerySchema", () => {
  it("defaults to 25 from 0 and rejects limits outside 1..100", () => {
    expect(userListQuerySchema.parse({})).toMatchObject({ limit: 25, offset: 0 });
    expect(userListQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(userListQuerySchema.safeParse({ sortBy: "lastLoginAt", sortDirection: "desc" }).success).toBe(true);
  });
});

describe("bulkEmailUpdateBodySchema", () => {
  it("refuses the same user twice", () => {
    const row = {
      userId: "6f1c1f2e-3c1e-4b7a-9a55-0d6f3f1c2a10",
      email: "a@example.com",
      clientId: "6f1c1f2e-3c1e-4b7a-9a55-0d6f3f1c2a11",
    };
    expect(bulkEmailUpdateBodySchema.safeParse({ users: [row, row] }).success).toBe(false);
    expect(bulkEmailUpdateBodySchema.safeParse({ users: [row] }).success).toBe(true);
  });
});
