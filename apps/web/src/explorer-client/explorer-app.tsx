/**
 * The public explorer as the server renders it and the light client hydrates it: the same layout and route
 * components as the portal's explorer routes, over the light runtime (explorer runtime, strings, router) instead of
 * the portal's query cache, i18next and data router.
 */
import { MantineProvider } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { PageErrorContent } from "../app/error-boundaries/page-error-content";
import { ExplorerLayout } from "../app/layouts/explorer-layout";
import { createBrandTheme } from "../app/providers/brand-theme";
import { ROUTE_SCREENS } from "./route-modules";
import { type ExplorerRuntime, ExplorerRuntimeProvider, useExplorerRuntime } from "./runtime/explorer-runtime";
import type { LightI18n } from "./runtime/light-i18n";
import { LightI18nProvider } from "./runtime/react-i18next";
import { LightRouterProvider, type LocationStore, useMatchedRoute } from "./runtime/react-router";

function RouteOutlet({ notFound }: { notFound: unknown }) {
  const match = useMatchedRoute();
  const { state } = useExplorerRuntime();
  // An unknown site is the not-found page, rendered as such on the server (a thrown error would only show there as the loader).
  if (state.pageNotFound && match?.params.explorerPageId === state.route.params.explorerPageId) {
    return <PageErrorContent error={notFound} />;
  }
  const Screen = ROUTE_SCREENS[match?.name ?? "benefitsExplorerIndex"];
  return <Screen />;
}

export interface ExplorerAppProps {
  runtime: ExplorerRuntime;
  i18n: LightI18n;
  location: LocationStore;
  notFound: unknown;
  children?: ReactNode;
}

export function ExplorerApp({ runtime, i18n, location, notFound }: ExplorerAppProps) {
  const primaryColor = runtime.state.configuration.brand.primaryColor;
  const theme = useMemo(() => createBrandTheme(primaryColor), [primaryColor]);
  return (
    <ExplorerRuntimeProvider value={runtime}>
      <LightI18nProvider value={i18n}>
        <MantineProvider theme={theme} forceColorScheme="light">
          <LightRouterProvider store={location} outlet={<RouteOutlet notFound={notFound} />}>
            <ExplorerLayout />
          </LightRouterProvider>
        </MantineProvider>
      </LightI18nProvider>
    </ExplorerRuntimeProvider>
  );
}
