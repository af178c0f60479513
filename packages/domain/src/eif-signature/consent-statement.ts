/**
 * The statement the EIF's signer agrees to (issue 14: "typed full name plus an explicit consent statement"). The
 * spec does not word it; ours. The server stores the exact text shown, in the signer's language, and its SHA-256, so
 * a changed wording is a new version and never rewrites what someone agreed to.
 */
export const EIF_CONSENT_VERSION = "2026-11-25";

export const EIF_CONSENT_STATEMENTS = {
  en:
    "I am authorized to sign for this employer. I have reviewed the answers in this Enrollment Information Form " +
    "and confirm that they are true and complete. I agree that typing my full name below is my electronic " +
    "signature, with the same effect as my handwritten signature.",
  es:
    "Estoy autorizado(a) para firmar en nombre de este empleador. He revisado las respuestas de este Formulario de " +
    "Información de Inscripción y confirmo que son verdaderas y completas. Acepto que escribir mi nombre completo " +
    "a continuación es mi firma electrónica, con el mismo efecto que mi firma manuscrita.",
} as const;

export type ConsentLanguage = keyof typeof EIF_CONSENT_STATEMENTS;
export const CONSENT_LANGUAGES = ["en", "es"] as const satisfies readonly ConsentLanguage[];
