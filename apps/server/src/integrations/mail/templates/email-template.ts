/** What a template is: per language, a function from its data to the structured content the layout renders. */
import type { Language } from "@onboard/domain/common/environments";

export interface TemplateContext {
  language: Language;
  brandName: string;
  supportEmail: string;
  /** The portal's public origin, for links that do not come with the data (sign-in, reactivate). */
  publicOrigin: string;
}

export interface EmailContent {
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** The one thing to do, shown as a button (and as a plain address under it). */
  action?: { label: string; url: string };
  /** Paragraphs after the button: the expiry and what to do when the e-mail was not expected. */
  outro: string[];
}

export type EmailTemplate<Data> = Record<Language, (data: Data, context: TemplateContext) => EmailContent>;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
