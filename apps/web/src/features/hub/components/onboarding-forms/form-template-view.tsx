/**
 * A form template's pages as accessible HTML: headings, paragraphs, the fields (inputs for the signer's own role when
 * editable, read-only values otherwise) and the signature slots, each naming the role that signs there.
 */
import { Card, Stack, Text, Title } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { FormFieldValue, FormFieldValues } from "@onboard/domain/onboarding-forms/field-values";
import type { FormBlock, FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormFieldInput, ReadOnlyField } from "./form-field-input";

export interface FormTemplateViewProps {
  template: FormTemplate;
  language: Language;
  /** Every value known (earlier signers' and this signer's); null: the answers are not shown (the viewer). */
  values: FormFieldValues | null;
  /** The signer's role, whose fields are inputs; null: everything read-only (the viewer). */
  editableRoleId: string | null;
  errors?: Record<string, string>;
  onChange?: (fieldId: string, value: FormFieldValue) => void;
  /** What stands in the signer's own signature slot. */
  ownSignatureSlot?: ReactNode;
}

function Block({ block, props }: { block: FormBlock; props: FormTemplateViewProps }) {
  const { t } = useTranslation("onboardingForms");
  const { template, language, values, editableRoleId, errors, onChange } = props;
  switch (block.type) {
    case "heading":
      return <Title order={3}>{block.text[language]}</Title>;
    case "paragraph":
      return <Text>{block.text[language]}</Text>;
    case "field":
      if (block.field.filledBy === editableRoleId && onChange) {
        return (
          <FormFieldInput
            field={block.field}
            language={language}
            value={values?.[block.field.id]}
            error={errors?.[block.field.id]}
            onChange={(value) => onChange(block.field.id, value)}
          />
        );
      }
      return <ReadOnlyField field={block.field} language={language} value={values ? values[block.field.id] : null} />;
    case "signature": {
      const role = template.roles.find((each) => each.id === block.roleId);
      const label = role?.label[language] ?? block.roleId;
      if (block.roleId === editableRoleId && props.ownSignatureSlot) return <>{props.ownSignatureSlot}</>;
      return (
        <Card withBorder padding="sm">
          <Text size="sm" c="dimmed">
            {t("fields.signatureOf", { role: label })}
          </Text>
        </Card>
      );
    }
  }
}

export function FormTemplateView(props: FormTemplateViewProps) {
  const { t } = useTranslation("onboardingForms");
  const { template } = props;
  return (
    <Stack gap="lg">
      {template.pages.map((page, index) => {
        const headingId = `form-page-${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a template's pages have no id and never reorder.
          <Card key={index} withBorder component="section" aria-labelledby={headingId}>
            <Stack gap="sm">
              <Title order={2} size="h4" id={headingId}>
                {t("fields.page", { page: index + 1, total: template.pages.length })}
              </Title>
              {page.blocks.map((block, blockIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id and never reorder.
                <Block key={blockIndex} block={block} props={props} />
              ))}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
