/** A 400's message from zod's issues, naming each field, so that a caller sees what to fix without a schema at hand. */
import type { z } from "zod";

export function describeIssues(what: string, error: z.ZodError): string {
  const issues = error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
  return `${what}: ${issues.join("; ")}`;
}
