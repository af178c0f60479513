/** The errorElement of each view-type layout route: used when the layout itself fails (e.g. its chunk). */
import { Box } from "@mantine/core";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link/skip-link";
import { reportError } from "../../lib/error-reporting";
import { isNotFoundError, PageErrorContent } from "./page-error-content";

export function RouteErrorElement() {
  const error = useRouteError();
  useEffect(() => {
    if (!isNotFoundError(error)) reportError(error);
  }, [error]);
  return (
    <>
      <SkipLink />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PageErrorContent error={error} />
      </Box>
    </>
  );
}
