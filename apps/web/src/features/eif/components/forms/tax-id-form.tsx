/** Company information › Tax ID: the company's names, tax ID, business, SIC code, industry segment and head count. */
import { SimpleGrid, Stack } from "@mantine/core";
import { INDUSTRY_SEGMENTS } from "@onboard/domain/eif/industry-segments";
import { useTranslation } from "react-i18next";
import { SelectField } from "../fields/answer-choice-fields";
import { AnswerTextField } from "../fields/answer-text-field";
import { useOptions } from "./use-options";

export function TaxIdForm() {
  const { t } = useTranslation("eif");
  const options = useOptions();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AnswerTextField answerKey="legalName" label={t("fields.legalName")} required />
        <AnswerTextField answerKey="doingBusinessAs" label={t("fields.doingBusinessAs")} />
        <AnswerTextField
          answerKey="taxId"
          label={t("fields.taxId")}
          description={t("hints.taxId")}
          placeholder="##-#######"
          required
        />
        <AnswerTextField answerKey="natureOfBusiness" label={t("fields.natureOfBusiness")} required />
        <AnswerTextField answerKey="sicCode" label={t("fields.sicCode")} description={t("hints.sicCode")} />
        <SelectField
          answerKey="industrySegment"
          label={t("fields.industrySegment")}
          options={options("industrySegment", INDUSTRY_SEGMENTS)}
          required
        />
        <AnswerTextField answerKey="employeesNumber" label={t("fields.employeesNumber")} kind="number" required />
      </SimpleGrid>
    </Stack>
  );
}
