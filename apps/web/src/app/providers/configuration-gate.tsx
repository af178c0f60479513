/** Loads the configuration (suspending; failures reach the error boundary), then themes the app with it. */
import { MantineProvider } from "@mantine/core";
import { type ReactNode, useEffect, useMemo } from "react";
import { configureApiClient } from "../../lib/api-client";
import { useConfiguration } from "../../lib/configuration/get-configuration";
import { configureErrorReporting } from "../../lib/error-reporting";
import { createBrandTheme } from "./brand-theme";

export interface ConfigurationGateProps {
  children: ReactNode;
  /** "test" turns off Mantine transitions and portals. */
  mantineEnv?: "default" | "test";
}

export function ConfigurationGate({ children, mantineEnv = "default" }: ConfigurationGateProps) {
  const configuration = useConfiguration();
  const theme = useMemo(() => createBrandTheme(configuration.brand.primaryColor), [configuration.brand.primaryColor]);

  useEffect(() => {
    configureApiClient({ supportEmail: configuration.support.email });
    configureErrorReporting({
      tunnel: configuration.errorReporting.tunnel,
      sampleRate: configuration.errorReporting.traceSampleRate,
      environment: configuration.environment,
      release: configuration.version,
    });
  }, [configuration]);

  return (
    <MantineProvider theme={theme} env={mantineEnv} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
