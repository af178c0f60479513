/**
 * The onboarding-forms calls' messages (issue 15). Ours: the spec does not word them. The web app shows the server's
 * message for a 4xx answer (spec §8), so these are what a user reads.
 */
export const ONBOARDING_FORM_MESSAGES = {
  templateRequired: "Please choose a form template",
  unknownTemplate: "There is no form template with this id",
  roleRequired: "Please choose the role this signer fills",
  unknownRole: "The form template has no such role",
  signerRequired: "Please choose who signs",
  missingRole: "Please choose who signs as {role}",
  duplicateRole: "Each role is signed by one person",
  roleTaken: "This form already has a signer for this role",
  signerNotOnClient: "The signer must be a benefits administrator or broker of this client",
  reminderInterval: "Reminders are sent every 1 to 30 days",
  expiryDate: "Please enter the expiry date as YYYY-MM-DD",
  expiryInPast: "The expiry date must be after today",
  expiryTooFar: "The expiry date must be within 120 days",
  voidReasonRequired: "Please say why the form is voided",
  declineReasonRequired: "Please say why you decline to sign",
  reasonTooLong: "The reason is too long",
  unknownAction: "The action must be signed, declined or later",
  unknownDocument: "The document must be combined or sent",
  signingIncomplete: "Please fill in the form and adopt your signature",
  notYourRecipient: "Only the recipient can sign this form, in their own session",
  notYourTurn: "This form is waiting for an earlier signer",
  recipientDone: "This recipient has nothing more to sign on this form",
  formClosed: "This form can no longer be changed: it is {status}",
  notCompleted: "The signed form can be downloaded once everyone has signed",
  lockedBy: "This form is being signed by {name}. Please try again later.",
  policyNotOnClient: "The policy does not belong to this client",
} as const;

/** Fills a message's `{name}` placeholders. */
export function formMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
