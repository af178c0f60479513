/** The loading skeleton of an EIF step (spec §2): the step list and a form's shape, announced as loading. */
import { Grid, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function EifSkeleton() {
  const { t } = useTranslation("eif");
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{t("loadingStep")}</VisuallyHidden>
      <Grid gap="xl" aria-hidden="true">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Stack gap="sm">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} height={20} width={`${80 - index * 5}%`} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="md">
            <Skeleton height={28} width="50%" />
            {[0, 1, 2, 3].map((index) => (
              <Stack key={index} gap={6}>
                <Skeleton height={14} width="30%" />
                <Skeleton height={36} />
              </Stack>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}
