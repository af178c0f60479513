/** Where a census file stands, as the file list shows it: uploaded, mapped, validating, validated, with errors, submitted. */
import type { CensusFile } from "@onboard/domain/census/census-api";

export type CensusFileState = "uploaded" | "mapped" | "validating" | "failed" | "hasErrors" | "validated" | "submitted";

export function censusFileState(file: CensusFile): CensusFileState {
  if (file.submittedAt) return "submitted";
  const { status, counts } = file.domainValidations;
  if (status === "QUEUED" || status === "RUNNING") return "validating";
  if (status === "FAILED") return "failed";
  if (status === "DONE") return (counts?.errors ?? 0) > 0 ? "hasErrors" : "validated";
  return file.mapping ? "mapped" : "uploaded";
}

export const STATE_COLORS: Record<CensusFileState, string> = {
  uploaded: "gray",
  mapped: "blue",
  validating: "blue",
  failed: "red",
  hasErrors: "red",
  validated: "green",
  submitted: "green",
};
