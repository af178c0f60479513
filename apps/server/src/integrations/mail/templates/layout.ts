/** The shared frame of every e-mail: an accessible, inline-styled HTML body and its plain-text twin. */
import type { Language } from "@onboard/domain/common/environments";
import type { EmailContent, TemplateContext } from "./email-template";

const CHROME: Record<Language, { copyLink: string; footer: (brandName: string) => string }> = {
  en: {
    copyLink: "If the button does not work, copy this address into your browser:",
    footer: (brandName) => `This is an automated message from ${brandName} Onboard. Please do not reply to it.`,
  },
  es: {
    copyLink: "Si el botón no funciona, copie esta dirección en su navegador:",
    footer: (brandName) =>
      `Este es un mensaje automático de ${brandName} Onboard. Por favor, no responda a este correo.`,
  },
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;

function renderHtml(content: EmailContent, context: TemplateContext): string {
  const chrome = CHROME[context.language];
  const action = content.action
    ? [
        `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:#004c6c;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`,
        `<p style="margin:0 0 16px;font-size:14px">${escapeHtml(chrome.copyLink)}<br><a href="${escapeHtml(content.action.url)}" style="color:#004c6c;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`,
      ].join("")
    : "";
  return [
    "<!doctype html>",
    `<html lang="${context.language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    '<div role="article" style="max-width:600px;margin:0 auto;padding:32px;background:#ffffff;border-radius:4px">',
    paragraph(content.greeting),
    ...content.intro.map(paragraph),
    action,
    ...content.outro.map(paragraph),
    `<hr style="border:none;border-top:1px solid #d6d6d6;margin:24px 0"><p style="margin:0;font-size:13px;color:#555555">${escapeHtml(chrome.footer(context.brandName))}</p>`,
    "</div></body></html>",
  ].join("");
}

function renderText(content: EmailContent, context: TemplateContext): string {
  const blocks = [content.greeting, ...content.intro];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...content.outro, `--\n${CHROME[context.language].footer(context.brandName)}`);
  return `${blocks.join("\n\n")}\n`;
}

export function renderLayout(content: EmailContent, context: TemplateContext): { html: string; text: string } {
  return { html: renderHtml(content, context), text: renderText(content, context) };
}
