/** The site's own fields, grouped as the form shows them: basics, dates, branding, contact options, video, tables. */
import { SimpleGrid, Stack } from "@mantine/core";
import { US_STATE_CODES, US_STATES } from "@onboard/domain/common/us-states";
import { MEDICAL_VIDEO_CHOICES } from "@onboard/domain/explorer/benefit-types";
import { CUSTOM_BUTTON_STYLES, EXPLORER_TERRITORIES } from "@onboard/domain/explorer/explorer-site-schema";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { SiteFormValues } from "../site-form-values";
import { DocumentField } from "./document-field";
import { CheckboxField, SelectField, TextField } from "./form-inputs";
import { VideoUploadField } from "./video-upload-field";

export const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: `${US_STATES[code]} (${code})` }));

export function BasicsFields() {
  const { t } = useTranslation("explorerAdmin");
  const f = (name: string) => t(`fields.${name}`);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="name" label={f("name")} required />
        <TextField name="planYear" label={f("planYear")} description={t("hints.planYear")} />
        <TextField name="vanitySlug" label={f("vanitySlug")} description={t("hints.vanitySlug")} />
        <SelectField name="employerState" label={f("employerState")} data={STATE_OPTIONS} required />
        <TextField name="employeeCount" label={f("employeeCount")} type="number" />
        <SelectField
          name="territory"
          label={f("territory")}
          data={EXPLORER_TERRITORIES.map((value) => ({ value, label: value }))}
        />
        <TextField name="customClientName" label={f("customClientName")} />
        <TextField name="benAdminPlatformUrl" label={f("benAdminPlatformUrl")} type="url" />
        <TextField name="benAdminPlatformId" label={f("benAdminPlatformId")} />
        <TextField name="notificationLink" label={f("notificationLink")} type="url" />
        <TextField name="customCalendlyLink" label={f("customCalendlyLink")} type="url" />
      </SimpleGrid>
      <CheckboxField name="isLive" label={f("isLive")} />
      <CheckboxField name="maintenanceMode" label={f("maintenanceMode")} />
      <CheckboxField name="kioskMode" label={f("kioskMode")} />
      <CheckboxField name="hasEmployeesInNY" label={f("hasEmployeesInNY")} />
      <CheckboxField name="showBenefitCount" label={f("showBenefitCount")} />
      <CheckboxField name="languageFeatureToggle" label={f("languageFeatureToggle")} />
      <CheckboxField name="largeClientFeatureToggle" label={f("largeClientFeatureToggle")} />
    </Stack>
  );
}

export function DatesFields() {
  const { t } = useTranslation("explorerAdmin");
  const f = (name: string) => t(`fields.${name}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField name="startsAt" label={f("startsAt")} type="date" required />
      <TextField name="expiresAt" label={f("expiresAt")} type="date" />
      <TextField name="openEnrollmentStart" label={f("openEnrollmentStart")} type="date" required />
      <TextField name="openEnrollmentEnd" label={f("openEnrollmentEnd")} type="date" required />
    </SimpleGrid>
  );
}

export function BrandingFields({ clientId }: { clientId: string }) {
  const { t } = useTranslation("explorerAdmin");
  const f = (name: string) => t(`fields.${name}`);
  const { control } = useFormContext<SiteFormValues>();
  const customBranding = useWatch({ control, name: "customBranding" });
  return (
    <Stack>
      <DocumentField
        clientId={clientId}
        name="logoDocumentId"
        label={f("logoDocumentId")}
        category="explorer-logo"
        language={null}
        options={[]}
        accept="image/png,image/jpeg,image/svg+xml"
      />
      <CheckboxField name="hideSunLifeLogo" label={f("hideSunLifeLogo")} />
      <CheckboxField name="nonSunLifeBenefitsExplorer" label={f("nonSunLifeBenefitsExplorer")} />
      <CheckboxField name="customBranding" label={f("customBranding")} />
      {customBranding === true && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            name="customThemeBrandColor"
            label={f("customThemeBrandColor")}
            description={t("hints.color")}
            required
          />
          <TextField
            name="customThemeContrastingColor"
            label={f("customThemeContrastingColor")}
            description={t("hints.color")}
            required
          />
          <TextField
            name="benefitsExplorerCustomBranding.headerBackgroundColor"
            label={f("headerBackgroundColor")}
            description={t("hints.color")}
          />
          <TextField name="benefitsExplorerCustomBranding.fontFamily" label={f("fontFamily")} />
          <SelectField
            name="benefitsExplorerCustomBranding.buttonStyle"
            label={f("buttonStyle")}
            data={CUSTOM_BUTTON_STYLES.map((value) => ({ value, label: t(`buttonStyles.${value}`) }))}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function ContactFields() {
  const { t } = useTranslation("explorerAdmin");
  return (
    <Stack>
      <CheckboxField name="enableContactUsAppointment" label={t("fields.enableContactUsAppointment")} />
      <CheckboxField name="enableContactUsEmail" label={t("fields.enableContactUsEmail")} />
      <CheckboxField name="enableContactUsLiveChat" label={t("fields.enableContactUsLiveChat")} />
    </Stack>
  );
}

export function VideoFields({ clientId }: { clientId: string }) {
  const { t } = useTranslation("explorerAdmin");
  const f = (name: string) => t(`fields.${name}`);
  const { control } = useFormContext<SiteFormValues>();
  const choice = useWatch({ control, name: "medicalVideo" });
  const hasVideo = choice === "ENGLISH_VIDEO" || choice === "ENGLISH_AND_SPANISH_VIDEO";
  return (
    <Stack>
      <SelectField
        name="medicalVideo"
        label={f("medicalVideo")}
        data={MEDICAL_VIDEO_CHOICES.map((value) => ({ value, label: t(`videoChoices.${value}`) }))}
        required
        clearable={false}
      />
      {hasVideo && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="medicalVideoEnglishTitle" label={f("medicalVideoEnglishTitle")} required />
          <VideoUploadField clientId={clientId} language="en" label={f("medicalVideoDocumentId")} required />
        </SimpleGrid>
      )}
      {choice === "ENGLISH_AND_SPANISH_VIDEO" && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="medicalVideoSpanishTitle" label={f("medicalVideoSpanishTitle")} required />
          <VideoUploadField clientId={clientId} language="es" label={f("medicalVideoSpanishDocumentId")} required />
        </SimpleGrid>
      )}
      {hasVideo && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="vidyardUploadId" label={f("vidyardUploadId")} />
          <TextField name="vidyardId" label={f("vidyardId")} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function LegacyTableFields() {
  const { t } = useTranslation("explorerAdmin");
  return (
    <Stack>
      <CheckboxField name="showLegacyDentalPlanTable" label={t("fields.showLegacyDentalPlanTable")} />
      <CheckboxField name="showLegacyVisionPlanTable" label={t("fields.showLegacyVisionPlanTable")} />
    </Stack>
  );
}
