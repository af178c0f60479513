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
  // Ours (issue 12): one-line texts such as names refuse tabs, line breaks and other control characters.
  controlCharacters: "Please remove tabs, line breaks and other control characters",
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
  // Explorer administration. Our wording where the spec shows none (benefits-explorer §5 is silent).
  policiesRequired: "Please select at least one policy.",
  employeeCountInvalid: "Please enter a whole number of 0 or more.",
  startsAtRequired: "Start date is required",
  openEnrollmentStartRequired: "Open enrollment start date is required",
  openEnrollmentEndRequired: "Open enrollment end date is required",
  openEnrollmentEndBeforeStart: "Open enrollment end date must be on or after the start date",
  expiresAtBeforeStartsAt: "Expiration date must be after the start date",
  dateInvalid: "Please enter a valid date",
  urlInvalid: "Please enter a valid URL starting with http:// or https://",
  medicalVideoTitleRequired: "Video title is required",
  medicalVideoSpanishTitleRequired: "Spanish video title is required",
  medicalVideoDocumentRequired: "Please upload the video",
  medicalVideoSpanishDocumentRequired: "Please upload the Spanish video",
  planSummaryDocumentsMax: "You can add at most 15 plan summary documents per benefit type.",
  benefitTypeRequired: "Benefit type is required",
  benefitTypeDuplicate: "This benefit type is already listed",
  planTypeRequired: "Plan type is required",
  planTypeInvalid: "This plan type is not available for the benefit type.",
  carrierIdInvalid: "Carrier id must be a whole number above 0.",
  benefitLevelInvalid: "This benefit level is not available for the benefit type.",
  prepaidDentalNetworkRequired: "Prepaid dental network is required",
  prepaidSitusStateRequired: "Prepaid situs state is required",
  valueNotValid: "Please select a valid option",
  comparisonFieldRequired: "Required for plan comparison",
  amountMin: "Please enter an amount of 0 or more",
  amountTooLarge: "Please enter a smaller amount",
  percentRange: "Please enter a percentage from 0 to 100",
  percentWhole: "Please enter a whole percentage",
  numberInvalid: "Please enter a number",
  fsaRolloverAmountRequired: "Rollover amount is required",
  fsaRolloverDateRequired: "Rollover date is required",
  dentalPpoNotOfferedMT: "Dental PPO is not offered in Montana.",
  asoPpoNotOfferedMT: "ASO PPO is not offered in Montana.",
  indemnityNotOffered: "Dental indemnity is not offered in Montana or Rhode Island.",
  dhmoNotOffered: "DHMO is not offered in this state.",
  // EIF (onboarding spec §5 words the MM/DD messages above; these are ours, decision 017)
  taxIdFormat: "Tax ID needs to be in the format ##-#######",
  sicCodeFormat: "SIC code needs to be 4 digits",
  erisaPlanNumberFormat: "ERISA plan number needs to be 3 digits",
  durationNotAllowed: "Please choose one of the listed durations",
  subStepNotApplicable: "This question does not apply to this client",
  dateRangeOver30Days: "This date range is over 30 days",
  locationsRequired: "Please add at least one location",
  headquartersRequired: "Please choose the headquarters location",
  subsidiariesRequired: "Please add at least one subsidiary",
  contactsRequired: "Please add at least one plan administrator",
  monthlyClaimsReportRequired: "Please add where the monthly claims report is mailed",
  employeeClassesRequired: "Please add at least one employee class",
  employeeClassNameTaken: "An employee class with this name already exists",
  sharedContributionRequired: "Please enter the employer's share, from 0 to 99 percent",
  contactLocationsRequired: "Please choose at least one location this contact manages",
  billNameRequired: "Bill name is required",
  classNameRequired: "Class name is required",
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
