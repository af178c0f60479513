import { LANGUAGES } from "@onboard/domain/common/environments";
import { describe, expect, it } from "vitest";
import { renderTemplate, TEMPLATE_NAMES, type TemplateData, type TemplateName } from "./registry";

const context = { brandName: "Sun Life", supportEmail: "help@carrier.example", publicOrigin: "https://portal.example" };
const expiresAt = new Date("2026-12-01T15:30:00Z");
const link = "https://portal.example/reset?token=abc_DEF-123";

const DATA: { [N in TemplateName]: TemplateData<N> } = {
  activation: { name: "Rosa Delgado", link, expiresAt, validDays: 7 },
  "reset-password": { name: "Rosa Delgado", link, expiresAt, validMinutes: 60 },
  "outside-signer-invitation": {
    name: "Rosa Delgado",
    clientName: "Acme Corp",
    invitedBy: "Lee Park",
    link,
    expiresAt,
    validDays: 14,
    isUpdates: false,
  },
  "reset-mfa-notice": { name: "Rosa Delgado", resetAt: expiresAt },
  "client-welcome": { name: "Rosa Delgado", clientName: "Acme Corp", consultantName: "Lee Park" },
  "post-onboarding-survey": { name: "Rosa Delgado", clientName: "Acme Corp", link },
  "phase-change": { name: "Rosa Delgado", clientName: "Acme Corp", phase: "PLAN_APPROVAL", link },
  "risk-acceptance": { name: "Rosa Delgado", clientName: "Acme Corp", note: "Census incomplete", link },
  "upcoming-dates": {
    name: "Rosa Delgado",
    clientName: "Acme Corp",
    days: 5,
    tasks: [{ taskId: "enrollment-elections", dueDate: "2026-12-03", policyNumber: "P-77" }],
    link,
  },
  "actively-at-work": {
    name: "Rosa Delgado",
    clientName: "Acme Corp",
    policyNumber: "P-77",
    effectiveDate: "2027-01-01",
    link,
  },
  dental: { name: "Rosa Delgado", clientName: "Acme Corp", link },
  "activity-summary": {
    name: "Rosa Delgado",
    since: expiresAt,
    total: 3,
    byAction: [{ action: "client.update", count: 3 }],
    link,
  },
  "explorer-selected-plans": {
    employerName: "Rosa Delgado Catering",
    pageUrl: link,
    plans: [
      {
        title: "Sun Life Medical PPO",
        planName: "Choice PPO",
        benefitType: "Medical",
        summaryUrl: "https://x.example/s.pdf",
        summaryInEnglish: true,
      },
      { title: "Vision Plus", planName: null, benefitType: "Vision", summaryUrl: null, summaryInEnglish: false },
    ],
  },
  "onboarding-form-reminder": {
    name: "Rosa Delgado",
    formName: "Group application",
    clientName: "Acme Corp",
    link,
    expiresAt,
  },
  "chat-transcript": {
    departmentName: "Benefits Explorer Live",
    visitorName: "Rosa Delgado",
    startedAt: expiresAt,
    messages: [
      { sender: "VISITOR", authorName: null, body: "<b>Hi</b>", sentAt: expiresAt },
      { sender: "AGENT", authorName: "Lee", body: "Hello!", sentAt: expiresAt },
    ],
  },
  "census-submitted": {
    clientName: "Acme Corp",
    policyId: "P-77",
    fileName: "acme-census-2027.xlsx",
    rows: 1250,
    submittedBy: "Rosa Delgado",
    censusUrl: link,
  },
  "explorer-lead": {
    firstName: "Rosa",
    lastName: "Delgado",
    email: "rosa@example.com",
    phone: "512-555-0100",
    city: "Austin",
    state: "TX",
    externalUser: "BROKER",
    employerName: "Acme Corp",
    brokerName: "Delgado Brokers",
    pageName: "Acme Benefits",
    pageUrl: link,
  },
};

/** Per template and language: the subject, and what the body must say about the link and its expiry. */
const EXPECTED = {
  activation: {
    en: { subject: "Activate your Sun Life Onboard account", says: ["expires in 7 days", "December 1, 2026"] },
    es: { subject: "Active su cuenta de Sun Life Onboard", says: ["caduca en 7 días", "1 de diciembre de 2026"] },
  },
  "reset-password": {
    en: { subject: "Reset your Sun Life Onboard password", says: ["expires in 60 minutes", "works only once"] },
    es: {
      subject: "Restablezca su contraseña de Sun Life Onboard",
      says: ["caduca en 60 minutos", "solo se puede usar una vez"],
    },
  },
  "reset-mfa-notice": {
    en: { subject: "Your Sun Life Onboard verification method was reset", says: ["does not expire"] },
    es: { subject: "Se restableció su método de verificación de Sun Life Onboard", says: ["no caduca"] },
  },
  "client-welcome": {
    en: { subject: "Welcome to Sun Life Onboard: Acme Corp", says: ["Acme Corp", "Lee Park"] },
    es: { subject: "Bienvenido a Sun Life Onboard: Acme Corp", says: ["Acme Corp", "Lee Park"] },
  },
  "post-onboarding-survey": {
    en: { subject: "How was onboarding Acme Corp with Sun Life?", says: ["is now live"] },
    es: { subject: "¿Cómo fue la incorporación de Acme Corp con Sun Life?", says: ["ya está activo"] },
  },
  "phase-change": {
    en: { subject: "Acme Corp is now in the Plan approval phase", says: ["new phase: Plan approval"] },
    es: { subject: "Acme Corp está ahora en la fase Aprobación del plan", says: ["nueva fase: Aprobación del plan"] },
  },
  "risk-acceptance": {
    en: { subject: "Action needed: Acme Corp is pending risk rejection", says: ["Census incomplete"] },
    es: { subject: "Acción necesaria: Acme Corp está pendiente de rechazo de riesgo", says: ["Census incomplete"] },
  },
  "upcoming-dates": {
    en: {
      subject: "Acme Corp: 1 task(s) due in the next 5 days",
      says: ["Enrollment elections census (policy P-77): due December 3, 2026"],
    },
    es: {
      subject: "Acme Corp: 1 tarea(s) vencen en los próximos 5 días",
      says: ["Censo de elecciones de inscripción (póliza P-77): vence el 3 de diciembre de 2026"],
    },
  },
  "actively-at-work": {
    en: {
      subject: "Reminder: policy P-77 of Acme Corp takes effect on January 1, 2027",
      says: ["actively at work on that date"],
    },
    es: {
      subject: "Recordatorio: la póliza P-77 de Acme Corp entra en vigor el 1 de enero de 2027",
      says: ["trabajando activamente en esa fecha"],
    },
  },
  dental: {
    en: { subject: "Dental coverage for Acme Corp: what to prepare", says: ["dental rollover"] },
    es: { subject: "Cobertura dental de Acme Corp: qué preparar", says: ["transferencia dental"] },
  },
  "activity-summary": {
    en: { subject: "Sun Life Onboard activity: 3 change(s) in the last 24 hours", says: ["client.update: 3"] },
    es: { subject: "Actividad de Sun Life Onboard: 3 cambio(s) en las últimas 24 horas", says: ["client.update: 3"] },
  },
  "explorer-selected-plans": {
    en: {
      subject: "Your selected benefits from Rosa Delgado Catering",
      says: [
        "Sun Life Medical PPO: Choice PPO (Medical) — Plan summary: https://x.example/s.pdf",
        "• Vision Plus (Vision)",
        "HR team",
      ],
    },
    es: {
      subject: "Sus beneficios seleccionados de Rosa Delgado Catering",
      says: [
        "Sun Life Medical PPO: Choice PPO (Medical) — Resumen del plan (en inglés): https://x.example/s.pdf",
        "Recursos Humanos",
      ],
    },
  },
  "outside-signer-invitation": {
    en: {
      subject: "Please review and sign the Enrollment Information Form of Acme Corp",
      says: ["Lee Park named you", "expires in 14 days", "December 1, 2026"],
    },
    es: {
      subject: "Revise y firme el Formulario de Información de Inscripción de Acme Corp",
      says: ["Lee Park lo(a) designó", "caduca en 14 días", "1 de diciembre de 2026"],
    },
  },
  "onboarding-form-reminder": {
    en: {
      subject: "Reminder: please review and sign the Group application of Acme Corp",
      says: ["is waiting for your signature", "December 1, 2026"],
    },
    es: {
      subject: "Recordatorio: revise y firme el formulario Group application de Acme Corp",
      says: ["espera su firma", "1 de diciembre de 2026"],
    },
  },
  "chat-transcript": {
    en: {
      subject: "Your chat transcript: Benefits Explorer Live",
      says: ["Lee (December 1, 2026", "Hello!"],
    },
    es: {
      subject: "La transcripción de su chat: Benefits Explorer Live",
      says: ["Usted (1 de diciembre de 2026", "Hello!"],
    },
  },
  "census-submitted": {
    en: {
      subject: "Census submitted: Acme Corp, policy P-77",
      says: ["Rosa Delgado submitted the enrollment census of Acme Corp", "acme-census-2027.xlsx", "Rows: 1,250"],
    },
    es: {
      subject: "Censo enviado: Acme Corp, póliza P-77",
      says: ["Rosa Delgado envió el censo de inscripción de Acme Corp", "acme-census-2027.xlsx", "Filas: 1,250"],
    },
  },
  "explorer-lead": {
    en: {
      subject: "New benefits explorer lead: Rosa Delgado (Acme Corp)",
      says: ["Client name: Acme Corp", "Broker name: Delgado Brokers", "rosa@example.com"],
    },
    es: {
      subject: "Nuevo contacto del explorador de beneficios: Rosa Delgado (Acme Corp)",
      says: ["Nombre del cliente: Acme Corp", "Nombre del corredor: Delgado Brokers"],
    },
  },
} as const;

describe.each(TEMPLATE_NAMES)("template %s", (name) => {
  it.each(LANGUAGES)("renders in %s with a subject, the link and its expiry, in HTML and text", (language) => {
    const rendered = renderTemplate(name, DATA[name], { ...context, language });
    const expected = EXPECTED[name][language];
    expect(rendered.subject).toBe(expected.subject);
    const isSignInLink = name === "reset-mfa-notice" || name === "client-welcome";
    const url = isSignInLink ? `https://portal.example${language === "es" ? "/es" : ""}/login` : link;
    // A chat transcript is the messages themselves: it has no link.
    if (name !== "chat-transcript") {
      expect(rendered.text).toContain(url);
      expect(rendered.html).toContain(`href="${url}"`);
    }
    expect(rendered.html).toContain(`<html lang="${language}">`);
    expect(rendered.html).toContain(`<title>${expected.subject}</title>`);
    for (const phrase of expected.says) {
      expect(rendered.text).toContain(phrase);
      expect(rendered.html).toContain(phrase);
    }
    expect(rendered.text).toContain("Rosa Delgado");
  });
});

describe("the layout", () => {
  it("escapes what the data brings into the HTML", () => {
    const rendered = renderTemplate(
      "reset-password",
      { ...DATA["reset-password"], name: '<img src=x onerror="alert(1)">', link: 'https://p.example/?a="b"' },
      { ...context, language: "en" },
    );
    expect(rendered.html).not.toContain("<img");
    expect(rendered.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(rendered.html).toContain('href="https://p.example/?a=&quot;b&quot;"');
    // The plain-text part is not HTML: it keeps the name as written.
    expect(rendered.text).toContain('Hello <img src=x onerror="alert(1)">,');
  });
});
