/** A sub-step's list of records while it loads, when there are none, and else the records themselves. */
import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface RecordListProps {
  isPending: boolean;
  isEmpty: boolean;
  /** What is said when there are no records. */
  none: string;
  children: ReactNode;
}

export function RecordList({ isPending, isEmpty, none, children }: RecordListProps) {
  const { t } = useTranslation("eif");
  if (isPending) return <Text>{t("loading")}</Text>;
  if (isEmpty) return <Text>{none}</Text>;
  return children;
}
