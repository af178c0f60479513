/** E-mail address limits (benefits-explorer spec §5 and §9), read by the e-mail validation (validation/email.ts). */
export const EMAIL_MAX_LENGTH = 191;
/** The last label of the domain (the top-level domain) is at most 20 characters. */
export const EMAIL_LAST_DOMAIN_LABEL_MAX = 20;
