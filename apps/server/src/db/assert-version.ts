import { preconditionFailed } from "../errors/app-error";

/** A versioned row's write goes ahead only on the version the caller read: else 412 PRECONDITION_FAILED. */
export function assertVersion(current: number, expected: number): void {
  if (current !== expected) throw preconditionFailed();
}
