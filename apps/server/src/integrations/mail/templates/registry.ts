/** Every template the mailer knows, by the name stored in `emails.template`, and the one render function. */
import { type ActivationEmailData, activationTemplate } from "./activation";
import type { EmailTemplate, RenderedEmail, TemplateContext } from "./email-template";
import { renderLayout } from "./layout";
import { type ResetMfaNoticeEmailData, resetMfaNoticeTemplate } from "./reset-mfa-notice";
import { type ResetPasswordEmailData, resetPasswordTemplate } from "./reset-password";

interface TemplateDataByName {
  activation: ActivationEmailData;
  "reset-password": ResetPasswordEmailData;
  "reset-mfa-notice": ResetMfaNoticeEmailData;
}

export type TemplateName = keyof TemplateDataByName;
export type TemplateData<N extends TemplateName> = TemplateDataByName[N];

const TEMPLATES: { [N in TemplateName]: EmailTemplate<TemplateData<N>> } = {
  activation: activationTemplate,
  "reset-password": resetPasswordTemplate,
  "reset-mfa-notice": resetMfaNoticeTemplate,
};

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

export function renderTemplate<N extends TemplateName>(
  name: N,
  data: TemplateData<N>,
  context: TemplateContext,
): RenderedEmail {
  const template = TEMPLATES[name] as EmailTemplate<TemplateData<N>>;
  const content = template[context.language](data, context);
  return { subject: content.subject, ...renderLayout(content, context) };
}
