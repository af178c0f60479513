/** The custom error variant: a caller-supplied title and message (e.g. a user-facing API message). */
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SupportContact } from "../../lib/configuration/support-contact";
import { ErrorPageFrame } from "./error-page-frame";

export interface CustomErrorPageProps {
  support: SupportContact;
  message: string;
  title?: string;
}

export function CustomErrorPage({ support, message, title }: CustomErrorPageProps) {
  const { t } = useTranslation("errors");
  return (
    <ErrorPageFrame title={title ?? t("pages.custom.title")} support={support}>
      <Text>{message}</Text>
    </ErrorPageFrame>
  );
}
