/** The app's provider stack: root error boundary, query client, configuration and theme, then the router. */
import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { RouterProvider } from "react-router";
import { useConfiguration } from "../lib/configuration/get-configuration";
import { BootFallback } from "./boot-fallback";
import { RootErrorBoundary } from "./error-boundaries/root-error-boundary";
import { ConfigurationGate } from "./providers/configuration-gate";
import type { HostMode } from "./router/build-routes";
import { type AppRouter, createAppRouter, hostModeFor } from "./router/create-app-router";

export interface AppProps {
  queryClient: QueryClient;
  /** Tests pass a memory router. */
  createRouter?: (mode: HostMode) => AppRouter;
  mantineEnv?: "default" | "test";
}

function AppRouterProvider({ createRouter }: { createRouter: (mode: HostMode) => AppRouter }) {
  const { explorerOrigin } = useConfiguration();
  // The host mode needs the configuration, so the router is created once it has loaded.
  const [router] = useState(() => createRouter(hostModeFor(explorerOrigin)));
  return <RouterProvider router={router} />;
}

export function App({ queryClient, createRouter = createAppRouter, mantineEnv }: AppProps) {
  return (
    <RootErrorBoundary queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<BootFallback />}>
          <ConfigurationGate mantineEnv={mantineEnv}>
            <AppRouterProvider createRouter={createRouter} />
          </ConfigurationGate>
        </Suspense>
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
