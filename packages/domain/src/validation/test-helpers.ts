/** Test helper: the first issue's message of a failed parse, or null when the value passes. */
import type { z } from "zod";

export function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "");
}
