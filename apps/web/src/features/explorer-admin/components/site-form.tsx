/**
 * The site form (create and edit): every site field in sections, the plans editor, and Save. Rules come from the
 * domain schema; the server's field errors land on their fields, anything else in one general message. A 412 on save
 * is handed to `onConflict` (the edit page says so and reloads).
 */
import { Alert, Button, Group, List, Paper, Stack, Title } from "@mantine/core";
import type { ComparisonDisplay } from "@onboard/domain/explorer/benefit-plan-schema";
import type { BenefitType } from "@onboard/domain/explorer/benefit-types";
import type { ExplorerPageDetail } from "@onboard/domain/explorer/explorer-admin-api";
import type { ExplorerSiteWithPlansInput } from "@onboard/domain/explorer/explorer-site-with-plans-schema";
import type { ReactNode } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { usePlanSummaryDocuments } from "../api/get-plan-summary-documents";
import { useAdminMessage } from "../hooks/use-admin-message";
import { useSiteForm } from "../hooks/use-site-form";
import type { SiteFormValues } from "../site-form-values";
import type { Option } from "./form-inputs";
import { HighlighterFields } from "./highlighter-fields";
import { PageOwnerField } from "./page-owner-field";
import { PlansEditor } from "./plans-editor";
import { PoliciesField } from "./policies-field";
import {
  BasicsFields,
  BrandingFields,
  ContactFields,
  DatesFields,
  LegacyTableFields,
  VideoFields,
} from "./site-sections";

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export interface SiteFormProps {
  clientId: string;
  defaultValues: SiteFormValues;
  display: ComparisonDisplay;
  /** The stored site when editing (its documents and owner label); null when creating. */
  detail: ExplorerPageDetail | null;
  submitLabel: string;
  onSave: (body: ExplorerSiteWithPlansInput) => Promise<unknown>;
  onConflict?: () => void;
  /** Shown beside Save after a successful save. */
  savedNotice?: ReactNode;
}

/** The plan summary documents a plan may pick: the site's (by benefit type and language) and each plan's current one. */
function useDocumentOptions(clientId: string, detail: ExplorerPageDetail | null) {
  const documents = usePlanSummaryDocuments(clientId, detail?.associationId ?? null);
  return (benefitType: BenefitType | null) => {
    const pick = (language: "en" | "es"): Option[] => {
      const options = new Map<string, string>();
      for (const plan of detail?.benefits ?? []) {
        const current = language === "en" ? plan.planSummaryDocument : plan.spanishPlanSummaryDocument;
        if (current && plan.benefitType === benefitType) options.set(current.id, current.name);
      }
      for (const document of documents.data ?? []) {
        if (document.benefitType !== benefitType) continue;
        if (document.language === null || document.language === language) options.set(document.id, document.name);
      }
      return [...options].map(([value, label]) => ({ value, label }));
    };
    return { en: pick("en"), es: pick("es") };
  };
}

export function SiteForm(props: SiteFormProps) {
  const { t } = useTranslation("explorerAdmin");
  const { translate, errorMessage } = useAdminMessage();
  const { form, failure, setFailure, showFailure } = useSiteForm(props.defaultValues, props.display);
  const documentOptions = useDocumentOptions(props.clientId, props.detail);
  const policyIds = useWatch({ control: form.control, name: "policyIds" }) ?? [];

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        await props.onSave(body);
      } catch (error) {
        if (isApiError(error) && error.status === 412 && props.onConflict) props.onConflict();
        else showFailure(error);
      }
    },
    () => setFailure(null),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormSection id="site-basics" title={t("sections.basics")}>
            <BasicsFields />
            <PageOwnerField owner={props.detail?.pageOwner ?? null} />
          </FormSection>
          <FormSection id="site-dates" title={t("sections.dates")}>
            <DatesFields />
          </FormSection>
          <FormSection id="site-policies" title={t("sections.policies")}>
            <PoliciesField clientId={props.clientId} selectedIds={Array.isArray(policyIds) ? policyIds : []} />
          </FormSection>
          <FormSection id="site-branding" title={t("sections.branding")}>
            <BrandingFields clientId={props.clientId} />
          </FormSection>
          <FormSection id="site-contact" title={t("sections.contact")}>
            <ContactFields />
          </FormSection>
          <FormSection id="site-video" title={t("sections.video")}>
            <VideoFields clientId={props.clientId} />
          </FormSection>
          <FormSection id="site-legacy" title={t("sections.legacy")}>
            <LegacyTableFields />
          </FormSection>
          <FormSection id="site-highlighters" title={t("sections.highlighters")}>
            <HighlighterFields />
          </FormSection>
          <FormSection id="site-plans" title={t("sections.plans")}>
            <PlansEditor clientId={props.clientId} display={props.display} documentOptions={documentOptions} />
          </FormSection>
          {failure && (
            <Alert color="red" role="alert">
              {failure.unplaced.length > 0 ? (
                <List size="sm">
                  {failure.unplaced.map((e) => (
                    <List.Item key={`${e.path}:${e.message}`}>{translate(e.message)}</List.Item>
                  ))}
                </List>
              ) : (
                errorMessage(failure.error)
              )}
            </Alert>
          )}
          {!failure && form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0 && (
            <Alert color="red" role="alert">
              {t("errors.fixFields")}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {props.submitLabel}
            </Button>
            {props.savedNotice}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
