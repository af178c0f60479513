/**
 * The additional compensation on file (bonuses, commissions, overtime, tips, shift differentials): whether each counts
 * as insured earnings, over which averaging period, for the whole client or one class. Read-only here: the carrier
 * records it from the sold case; the EIF shows it beside the classes it applies to.
 */
import { Alert, Table, Text, Title } from "@mantine/core";
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import { useTranslation } from "react-i18next";
import { useAdditionalCompensations } from "../../api/get-additional-compensations";
import { useEifMessage } from "../../hooks/use-eif-message";

export function AdditionalCompensations({ clientId, classes }: { clientId: string; classes: EmployeeClass[] }) {
  const { t } = useTranslation("eif");
  const { errorMessage } = useEifMessage();
  const compensations = useAdditionalCompensations(clientId);
  if (compensations.isError) return <Alert color="red">{errorMessage(compensations.error)}</Alert>;
  if (!compensations.data || compensations.data.length === 0) return null;
  const className = (id: string | null) =>
    id === null
      ? t("compensation.allClasses")
      : (classes.find((c) => c.id === id)?.name ?? t("compensation.allClasses"));
  return (
    <section aria-labelledby="eif-additional-compensation">
      <Title order={3} size="h4" id="eif-additional-compensation">
        {t("compensation.heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t("compensation.intro")}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table aria-labelledby="eif-additional-compensation">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("compensation.type")}</Table.Th>
              <Table.Th scope="col">{t("compensation.appliesTo")}</Table.Th>
              <Table.Th scope="col">{t("compensation.included")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {compensations.data.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Th scope="row">{t(`compensation.types.${item.compensationType}`)}</Table.Th>
                <Table.Td>{className(item.employeeClassId)}</Table.Td>
                <Table.Td>
                  {item.isIncluded
                    ? item.averagingPeriodMonths
                      ? t("compensation.includedAveraged", { count: item.averagingPeriodMonths })
                      : t("form.yes")
                    : t("form.no")}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
