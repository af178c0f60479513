/** The last-resort error screen: plain HTML, no Mantine, readable even when translations failed to load. */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { formatMessage } from "@onboard/domain/errors/error-helpers";
import { i18n } from "../../lib/i18n";

const STEPS = ["refresh", "clearCache", "otherBrowser", "contactSupport"] as const;

type Translate = (key: string, vars?: Record<string, string>) => string;

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

function genericMessage(supportEmail: string | null, translate: Translate | null): string {
  if (translate)
    return supportEmail ? translate("errors:generic", { email: supportEmail }) : translate("errors:internal");
  return supportEmail ? formatMessage(ERROR_MESSAGES.generic, { email: supportEmail }) : ERROR_MESSAGES.internal;
}

export function RootErrorFallback({ supportEmail }: { supportEmail: string | null }) {
  // Translations may be what failed: then the catalogue's English generic message stands alone.
  const hasTranslations = i18n.isInitialized && i18n.hasLoadedNamespace("errors");
  const translate: Translate | null = hasTranslations
    ? (key: string, vars: Record<string, string> = {}) => i18n.t(key, vars)
    : null;
  return (
    <main id="main" tabIndex={-1} style={styles.main}>
      {translate && (
        <>
          <h1>{translate("errors:pages.general.title")}</h1>
          <p>{translate("errors:pages.general.stepsIntro")}</p>
          <ol>
            {STEPS.map((step) => (
              <li key={step}>{translate(`errors:pages.general.steps.${step}`)}</li>
            ))}
          </ol>
        </>
      )}
      {translate ? <p>{genericMessage(supportEmail, translate)}</p> : <h1>{genericMessage(supportEmail, null)}</h1>}
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
