/**
 * A location as answered: its name and address lines with the escaped less-than sign restored (domain
 * common/text-handling). presentLocation stays the stored values: the audit and the change reverters read it.
 */
import { LOCATION_TEXT_FIELDS, restoreLessThanIn } from "@onboard/domain/common/text-handling";
import type { EifLocation } from "@onboard/domain/eif/eif-draft-schemas";

export function answerLocation(location: EifLocation): EifLocation {
  return restoreLessThanIn(location, LOCATION_TEXT_FIELDS);
}
