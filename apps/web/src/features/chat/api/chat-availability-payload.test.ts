import { chatAvailabilitySchema, chatDepartmentStatusSchema } from "@onboard/domain/chat/chat-schemas";
import { describe, expect, it } from "vitest";
import { parseChatAvailability, parseChatDepartmentStatus } from "./chat-availability-payload";

const SAMPLES: unknown[] = [
  { department: "DEMO", departmentName: "Benefits Explorer Demo", isOnline: true },
  { department: "LIVE", departmentName: "Benefits Explorer Live", isOnline: false },
  { department: null, departmentName: null, isOnline: false },
  { department: "SALES", departmentName: "Sales", isOnline: true },
  { department: "DEMO", departmentName: 3, isOnline: true },
  { department: "DEMO", departmentName: "Benefits Explorer Demo", isOnline: "yes" },
  { department: "DEMO", departmentName: "Benefits Explorer Demo" },
  { departmentName: null, isOnline: false },
  null,
  "online",
  [],
];

function schemaAnswer<T>(parse: () => T): T | null {
  try {
    return parse();
  } catch {
    return null;
  }
}

describe("the chat availability payloads read without zod", () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))(
    "accepts exactly what the domain's schemas accept: %s",
    (_, sample) => {
      expect(schemaAnswer(() => parseChatAvailability(sample))).toEqual(
        schemaAnswer(() => chatAvailabilitySchema.parse(sample)),
      );
      const status = chatDepartmentStatusSchema.safeParse(sample);
      expect(parseChatDepartmentStatus(sample)).toEqual(status.success ? status.data : null);
    },
  );

  it("keeps only the answer's own fields", () => {
    expect(parseChatAvailability({ department: "DEMO", departmentName: "x", isOnline: true, extra: 1 })).toEqual({
      department: "DEMO",
      departmentName: "x",
      isOnline: true,
    });
  });
});
