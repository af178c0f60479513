/** The last-resort error screen: plain HTML, no Mantine, readable even when translations failed to load. */
import { useEffect, useState } from "react";
import { i18n } from "../../lib/i18n";
import enErrors from "../../locales/en/errors.json";

const STEPS = ["refresh", "clearCache", "otherBrowser", "contactSupport"] as const;

type Translate = (key: string, vars?: Record<string, string>) => string;

/** English from the bundled locale file: used when i18n itself is what failed. */
const englishFallback: Translate = (key, vars = {}) => {
  const path = key.replace(/^errors:/, "").split(".");
  const value = path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enErrors);
  return typeof value === "string" ? value.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => vars[name] ?? "") : key;
};

const styles = {
  main: {
    maxWidth: "40rem",
    margin: "10vh auto",
    padding: "0 1rem",
    fontFamily: "system-ui, sans-serif",
    color: "#1a1b1e",
  },
  link: { color: "#1a4f8b" },
} as const;

function genericMessage(supportEmail: string | null, translate: Translate): string {
  return supportEmail ? translate("errors:generic", { email: supportEmail }) : translate("errors:internal");
}

/** True once the "errors" namespace of the active language is loaded; loads it, after i18n init if need be. */
function useErrorsNamespace(): boolean {
  const [isReady, setReady] = useState(() => i18n.isInitialized && i18n.hasLoadedNamespace("errors"));
  useEffect(() => {
    if (isReady) return;
    let isLive = true;
    const load = () => {
      i18n.loadNamespaces("errors").then(
        () => isLive && setReady(i18n.hasLoadedNamespace("errors")),
        () => {},
      );
    };
    // The boot call can fail before i18next has finished initialising: wait for it rather than give up.
    if (i18n.isInitialized) load();
    else i18n.on("initialized", load);
    return () => {
      isLive = false;
      i18n.off("initialized", load);
    };
  }, [isReady]);
  return isReady;
}

export function RootErrorFallback({ supportEmail }: { supportEmail: string | null }) {
  // Translations may be what failed: then the bundled English text stands in.
  const hasTranslations = useErrorsNamespace();
  const translate: Translate = hasTranslations
    ? (key: string, vars: Record<string, string> = {}) => i18n.t(key, vars)
    : englishFallback;
  return (
    <main id="main" tabIndex={-1} style={styles.main}>
      <h1>{translate("errors:pages.general.title")}</h1>
      <p>{translate("errors:pages.general.stepsIntro")}</p>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{translate(`errors:pages.general.steps.${step}`)}</li>
        ))}
      </ol>
      <p>{genericMessage(supportEmail, translate)}</p>
      {supportEmail && (
        <p>
          <a href={`mailto:${supportEmail}`} style={styles.link}>
            {supportEmail}
          </a>
        </p>
      )}
    </main>
  );
}
