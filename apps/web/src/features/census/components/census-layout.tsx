/** The census pages' frame: the page's one heading, the three steps as links, then the step's own content. */
import { Anchor, Container, Group, Stack, Title } from "@mantine/core";
import type { QueryParams } from "@onboard/domain/routes/query-string";
import type { RouteName } from "@onboard/domain/routes/registry";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";
import classes from "./census-layout.module.css";

export type CensusStep = "censusUploadFiles" | "censusIndicateSource" | "censusValidateSubmit";
const STEPS: CensusStep[] = ["censusUploadFiles", "censusIndicateSource", "censusValidateSubmit"];

export interface CensusLayoutProps {
  clientId: string;
  policyId: string;
  /** The step shown, or null on the report (which is not one of the steps). */
  step: CensusStep | null;
  /** The file the steps are about, kept in the links so that indicate-source knows it. */
  documentId?: string | null;
  title: string;
  children: ReactNode;
}

export function CensusLayout({ clientId, policyId, step, documentId = null, title, children }: CensusLayoutProps) {
  const { t } = useTranslation(["census", "routes"]);
  usePageTitle(title);
  const localizedPath = useLocalizedPath();
  const query: QueryParams = { documentId };
  const link = (name: RouteName) => localizedPath(name, { clientId, policyId }, query);
  return (
    <Container size="xl" py="xl" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{title}</Title>
          <Anchor
            component={Link}
            to={localizedPath("policyTask", { clientId, taskId: "enrollment-elections", policyId })}
          >
            {t("census:layout.backToTask")}
          </Anchor>
        </div>
        <nav aria-label={t("census:layout.steps")}>
          <Group component="ol" gap="xs" className={classes.steps}>
            {STEPS.map((name, index) => (
              <li key={name}>
                <Anchor
                  component={Link}
                  to={link(name)}
                  aria-current={name === step ? "step" : undefined}
                  className={classes.step}
                  data-current={name === step || undefined}
                >
                  {t("census:layout.stepNumber", { number: index + 1, name: t(`routes:${name}`) })}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
        {children}
      </Stack>
    </Container>
  );
}
