import { LANGUAGES } from "@onboard/domain/common/environments";
import { describe, expect, it } from "vitest";
import { renderTemplate, TEMPLATE_NAMES, type TemplateData, type TemplateName } from "./registry";

const context = { brandName: "Sun Life", supportEmail: "help@carrier.example", publicOrigin: "https://portal.example" };
const expiresAt = new Date("2026-12-01T15:30:00Z");
const link = "https://portal.example/reset?token=abc_DEF-123";

const DATA: { [N in TemplateName]: TemplateData<N> } = {
  activation: { name: "Rosa Delgado", link, expiresAt, validDays: 7 },
  "reset-password": { name: "Rosa Delgado", link, expiresAt, validMinutes: 60 },
  "reset-mfa-notice": { name: "Rosa Delgado", resetAt: expiresAt },
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
} as const;

describe.each(TEMPLATE_NAMES)("template %s", (name) => {
  it.each(LANGUAGES)("renders in %s with a subject, the link and its expiry, in HTML and text", (language) => {
    const rendered = renderTemplate(name, DATA[name], { ...context, language });
    const expected = EXPECTED[name][language];
    expect(rendered.subject).toBe(expected.subject);
    const url = name === "reset-mfa-notice" ? `https://portal.example${language === "es" ? "/es" : ""}/login` : link;
    expect(rendered.text).toContain(url);
    expect(rendered.html).toContain(`href="${url}"`);
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
