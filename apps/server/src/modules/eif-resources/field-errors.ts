/** 400 VALIDATION_ERROR for body fields that only the database can judge (a record of another client, a duplicate). */

import { EIF_RESOURCE_MESSAGES } from "@onboard/domain/eif/eif-resource-messages";
import type { FieldError } from "@onboard/domain/errors/error-shape";
import { AppError } from "../../errors/app-error";

export function invalidBody(errors: FieldError[]): AppError {
  return new AppError("VALIDATION_ERROR", 400, errors[0]?.message ?? "Validation error", errors);
}

export function assertNoFieldErrors(errors: FieldError[]): void {
  if (errors.length > 0) throw invalidBody(errors);
}

/** Each id listed a second time (or more), by path. */
export function duplicateErrors(items: readonly { path: string; id: string }[]): FieldError[] {
  const seen = new Set<string>();
  return items.flatMap(({ path, id }) => {
    if (!seen.has(id)) {
      seen.add(id);
      return [];
    }
    return [{ path, message: EIF_RESOURCE_MESSAGES.listedTwice }];
  });
}
