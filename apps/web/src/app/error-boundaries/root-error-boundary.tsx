/** The outermost boundary: catches configuration and provider failures and shows the plain fallback. */
import type { AppConfiguration } from "@onboard/domain/configuration/app-configuration";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorBoundary } from "../../components/error-boundary";
import { configurationQueryOptions } from "../../lib/configuration/get-configuration";
import { reportError } from "../../lib/error-reporting";
import { RootErrorFallback } from "./root-error-fallback";

export function supportEmailFrom(queryClient: QueryClient): string | null {
  const configuration: AppConfiguration | undefined = queryClient.getQueryData(configurationQueryOptions().queryKey);
  return configuration?.support.email ?? null;
}

export function RootErrorBoundary({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={(error) => reportError(error, "fatal")}
      fallback={() => <RootErrorFallback supportEmail={supportEmailFrom(queryClient)} />}
    >
      {children}
    </ErrorBoundary>
  );
}
