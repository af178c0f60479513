/**
 * Messages of the EIF's list calls (contacts, bills, plans, mailing locations, subsidiaries) that the spec does not
 * word: a body naming a record that is not the client's, a record listed twice, a record not found. Ours (decision 017).
 */
export const EIF_RESOURCE_MESSAGES = {
  locationNotOfClient: "Please choose one of the client's locations",
  contactNotOfClient: "Please choose one of the client's contacts",
  policyNotOfClient: "Please choose one of the client's policies",
  planNotOfClient: "This plan is not one of the client's plans",
  billNotOfClient: "This bill is not one of the client's bills",
  listedTwice: "This record is listed more than once",
  claimsCheckNotPaid: "Claims checks are not paid for this coverage",
  contactNotFound: "Contact not found",
  subsidiaryNotFound: "Subsidiary not found",
  mailingLocationNotFound: "Mailing location not found",
} as const;
