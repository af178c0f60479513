/** Options of a choice, each labelled from eif:options.<group>.<value>. */
import { useTranslation } from "react-i18next";
import type { Option } from "../fields/answer-choice-fields";

export function useOptions() {
  const { t } = useTranslation("eif");
  return (group: string, values: readonly string[]): Option[] =>
    values.map((value) => ({ value, label: t(`options.${group}.${value}`) }));
}
