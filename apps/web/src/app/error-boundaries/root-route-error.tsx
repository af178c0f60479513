/** The root route's errorElement: failures above every layout (e.g. translations) get the plain fallback. */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { reportError } from "../../lib/error-reporting";
import { supportEmailFrom } from "./root-error-boundary";
import { RootErrorFallback } from "./root-error-fallback";

export function RootRouteError() {
  const error = useRouteError();
  const queryClient = useQueryClient();
  useEffect(() => reportError(error, "fatal"), [error]);
  return <RootErrorFallback supportEmail={supportEmailFrom(queryClient)} />;
}
