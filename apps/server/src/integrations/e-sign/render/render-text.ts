/**
 * The words of the rendered form and of its signing certificate page, in en and es (the template brings its own
 * wording). The authentication methods are named as a reader of the certificate would understand them.
 */
import type { Language } from "@onboard/domain/common/environments";

export const AUTHENTICATION_METHODS = ["portal-password-mfa", "portal-password", "emailed-link"] as const;
/** How a recipient proved who they were before viewing and signing. */
export type AuthenticationMethod = (typeof AUTHENTICATION_METHODS)[number];

export interface RenderText {
  envelope: string;
  page: (n: number, of: number) => string;
  checked: string;
  signed: string;
  awaitingSignature: string;
  noSigner: string;
  certificate: {
    title: string;
    document: string;
    envelopeId: string;
    asSentSha256: string;
    completed: string;
    timeZone: string;
    recipient: (n: number) => string;
    name: string;
    email: string;
    role: string;
    authentication: string;
    viewed: string;
    signedAt: string;
    ip: string;
    userAgent: string;
    signature: string;
    typed: string;
    drawn: string;
    notYet: string;
    unknown: string;
  };
  authentication: Record<AuthenticationMethod, string>;
}

export const RENDER_TEXT: Record<Language, RenderText> = {
  en: {
    envelope: "Envelope",
    page: (n, of) => `Page ${n} of ${of}`,
    checked: "Checked",
    signed: "Signed",
    awaitingSignature: "Awaiting signature",
    noSigner: "No signer for this role",
    certificate: {
      title: "Signing certificate",
      document: "Document",
      envelopeId: "Envelope ID",
      asSentSha256: "SHA-256 of the document as sent",
      completed: "Completed",
      timeZone: "Times are in the time zone",
      recipient: (n) => `Recipient ${n}`,
      name: "Name",
      email: "E-mail",
      role: "Role",
      authentication: "Authentication",
      viewed: "Viewed",
      signedAt: "Signed",
      ip: "IP address",
      userAgent: "User agent",
      signature: "Signature",
      typed: "Typed name",
      drawn: "Drawn",
      notYet: "Not yet",
      unknown: "Not recorded",
    },
    authentication: {
      "portal-password-mfa": "Portal session (password + MFA)",
      "portal-password": "Portal session (password)",
      "emailed-link": "E-mailed link",
    },
  },
  es: {
    envelope: "Sobre",
    page: (n, of) => `Página ${n} de ${of}`,
    checked: "Marcado",
    signed: "Firmado",
    awaitingSignature: "Pendiente de firma",
    noSigner: "No hay firmante para este rol",
    certificate: {
      title: "Certificado de firma",
      document: "Documento",
      envelopeId: "ID del sobre",
      asSentSha256: "SHA-256 del documento enviado",
      completed: "Completado",
      timeZone: "Las horas están en la zona horaria",
      recipient: (n) => `Destinatario ${n}`,
      name: "Nombre",
      email: "Correo electrónico",
      role: "Rol",
      authentication: "Autenticación",
      viewed: "Visto",
      signedAt: "Firmado",
      ip: "Dirección IP",
      userAgent: "Agente de usuario",
      signature: "Firma",
      typed: "Nombre escrito",
      drawn: "Dibujada",
      notYet: "Todavía no",
      unknown: "No registrado",
    },
    authentication: {
      "portal-password-mfa": "Sesión del portal (contraseña + MFA)",
      "portal-password": "Sesión del portal (contraseña)",
      "emailed-link": "Enlace enviado por correo electrónico",
    },
  },
};
