/** Validation messages, word for word from both specs' §5; the web app maps them to i18n keys. */

export const VALIDATION_MESSAGES = {
  // Shared field rules
  emailRequired: "Email is required",
  emailTooLong: "Please enter email address no longer than 191 characters",
  emailInvalid: "Please enter a valid email address",
  zipFormat: "Zip code needs to be in the format ##### or #####-####",
  zipRequired: "Zip code is required",
  stateRequired: "State is required",
  stateNotValid: "State not valid",
  locationNameRequired: "Location name is required",
  addressRequired: "Address is required",
  cityRequired: "City is required",
  colorCodeInvalid: "Invalid color code",
  territoryNotValid: "Territory not valid",
  // Our wording: the spec limits text inputs to 191 characters but shows no message.
  textTooLong: "Please enter no more than 191 characters",
  // MM/DD dates
  dateFormat: "Date needs to be in the format MM/DD",
  dateNotValid: "Not a valid date",
  responseRequired: "Please provide a response",
  // Explorer site
  siteNameRequired: "Please enter a site name.",
  planYearFormat: "Please enter a numerical value for the plan year(s). Example: #### or ####-####",
  vanitySlugFormat: "Please input only alphanumeric characters",
  employerStateRequired: "Employer state is required",
  brandColorRequired: "Brand color is required",
  contrastColorRequired: "Contrast color is required",
  medicalVideoRequired: "Please provide a response.",
  // Plans
  planNameRequired: "Plan Name is required.",
  legalEntityRequired: "Underwriter/Administrator is required",
  contentFlagsInvalid: "Invalid content flags.",
  criticalIllnessOneFlag:
    "Critical Illness can include one value-added service. Please check the sold-case proposal for the correct selection.",
  // Lead form
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  phoneRequired: "Phone is required",
  externalUserRequired: "Employer/Broker is required",
  employerNameRequired: "Employer name is required",
  brokerNameRequired: "Broker name is required",
  selectOption: "Please select an option",
  // Email-plan request
  benefitsRequired: "Need at least one selected benefit.",
  recaptchaTokenMissing: "Recaptcha token is missing",
  languageRequired: "Language is required",
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[ValidationMessageKey];

/** The i18n key for a message, e.g. "validation:emailInvalid"; several keys may share one text. */
export function validationMessageI18nKey(key: ValidationMessageKey): string {
  return `validation:${key}`;
}

/** The first key whose English text is the message (so a server message can be translated), else null. */
export function findValidationMessageKey(message: string): ValidationMessageKey | null {
  const entry = Object.entries(VALIDATION_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as ValidationMessageKey) : null;
}
