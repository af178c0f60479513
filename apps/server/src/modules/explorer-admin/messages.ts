/** Messages of the explorer administration's server-side checks (the spec shows no wording for them). */
export const EXPLORER_ADMIN_MESSAGES = {
  policyNotOfClient: "This policy does not belong to the client.",
  documentNotOfClient: "This document does not belong to the client.",
  documentNotAVideo: "Please upload the video again: this document is not a medical video.",
  planNotOnPage: "This plan is not part of this site.",
  pageOwnerNotInternal: "The page owner must be an internal user.",
  benAdminPlatformUnknown: "Please select a valid option",
  vanitySlugTaken: "This vanity slug is already used by another site.",
  newOwnerNotInternal: "The new page owner must be an internal user.",
  newOwnerNotFound: "The new page owner was not found.",
  alreadyRenewed: "This site has already been renewed.",
} as const;
