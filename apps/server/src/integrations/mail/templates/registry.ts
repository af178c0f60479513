/** Every template the mailer knows, by the name stored in `emails.template`, and the one render function. */
import { type ActivationEmailData, activationTemplate } from "./activation";
import { type ActivelyAtWorkEmailData, activelyAtWorkTemplate } from "./actively-at-work";
import { type ActivitySummaryEmailData, activitySummaryTemplate } from "./activity-summary";
import { type CensusSubmittedEmailData, censusSubmittedTemplate } from "./census-submitted";
import { type ChatTranscriptEmailData, chatTranscriptTemplate } from "./chat-transcript";
import { type ClientWelcomeEmailData, clientWelcomeTemplate } from "./client-welcome";
import { type DentalEmailData, dentalTemplate } from "./dental";
import type { EmailTemplate, RenderedEmail, TemplateContext } from "./email-template";
import { type ExplorerLeadEmailData, explorerLeadTemplate } from "./explorer-lead";
import { type ExplorerSelectedPlansEmailData, explorerSelectedPlansTemplate } from "./explorer-selected-plans";
import { renderLayout } from "./layout";
import { type OnboardingFormReminderEmailData, onboardingFormReminderTemplate } from "./onboarding-form-reminder";
import { type OutsideSignerInvitationEmailData, outsideSignerInvitationTemplate } from "./outside-signer-invitation";
import { type PhaseChangeEmailData, phaseChangeTemplate } from "./phase-change";
import { type PostOnboardingSurveyEmailData, postOnboardingSurveyTemplate } from "./post-onboarding-survey";
import { type ResetMfaNoticeEmailData, resetMfaNoticeTemplate } from "./reset-mfa-notice";
import { type ResetPasswordEmailData, resetPasswordTemplate } from "./reset-password";
import { type RiskAcceptanceEmailData, riskAcceptanceTemplate } from "./risk-acceptance";
import { type UpcomingDatesEmailData, upcomingDatesTemplate } from "./upcoming-dates";

interface TemplateDataByName {
  "post-onboarding-survey": PostOnboardingSurveyEmailData;
  "phase-change": PhaseChangeEmailData;
  "risk-acceptance": RiskAcceptanceEmailData;
  "upcoming-dates": UpcomingDatesEmailData;
  "actively-at-work": ActivelyAtWorkEmailData;
  dental: DentalEmailData;
  "activity-summary": ActivitySummaryEmailData;
  activation: ActivationEmailData;
  "reset-password": ResetPasswordEmailData;
  "reset-mfa-notice": ResetMfaNoticeEmailData;
  "client-welcome": ClientWelcomeEmailData;
  "explorer-selected-plans": ExplorerSelectedPlansEmailData;
  "explorer-lead": ExplorerLeadEmailData;
  "outside-signer-invitation": OutsideSignerInvitationEmailData;
  "onboarding-form-reminder": OnboardingFormReminderEmailData;
  "census-submitted": CensusSubmittedEmailData;
  "chat-transcript": ChatTranscriptEmailData;
}

export type TemplateName = keyof TemplateDataByName;
export type TemplateData<N extends TemplateName> = TemplateDataByName[N];

const TEMPLATES: { [N in TemplateName]: EmailTemplate<TemplateData<N>> } = {
  "post-onboarding-survey": postOnboardingSurveyTemplate,
  "phase-change": phaseChangeTemplate,
  "risk-acceptance": riskAcceptanceTemplate,
  "upcoming-dates": upcomingDatesTemplate,
  "actively-at-work": activelyAtWorkTemplate,
  dental: dentalTemplate,
  "activity-summary": activitySummaryTemplate,
  activation: activationTemplate,
  "reset-password": resetPasswordTemplate,
  "reset-mfa-notice": resetMfaNoticeTemplate,
  "client-welcome": clientWelcomeTemplate,
  "explorer-selected-plans": explorerSelectedPlansTemplate,
  "explorer-lead": explorerLeadTemplate,
  "outside-signer-invitation": outsideSignerInvitationTemplate,
  "onboarding-form-reminder": onboardingFormReminderTemplate,
  "census-submitted": censusSubmittedTemplate,
  "chat-transcript": chatTranscriptTemplate,
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
