/** The shared state rule: one of the 50 states plus DC ("State is required" / "State not valid"). */
import { z } from "zod";
import { US_STATE_CODES } from "../common/us-states";
import { VALIDATION_MESSAGES } from "./messages";

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === "string" && input.trim() === "");
}

export const stateSchema = z.enum(US_STATE_CODES, {
  error: (issue) => (isBlank(issue.input) ? VALIDATION_MESSAGES.stateRequired : VALIDATION_MESSAGES.stateNotValid),
});
