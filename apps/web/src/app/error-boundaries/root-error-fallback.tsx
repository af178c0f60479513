/** The last-resort error screen: plain HTML, no Mantine, readable even when translations failed to load. */
import { i18n } from "../../lib/i18n";
import englishErrors from "../../locales/en/errors.json";

const STEPS = ["refresh", "clearCache", "otherBrowser", "contactSupport"] as const;

function lookupEnglish(key: string): string {
  let node: unknown = englishErrors;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : key;
}

/** The active language's text when its errors namespace is loaded, else the bundled English. */
function text(key: string, vars: Record<string, string> = {}): string {
  if (i18n.isInitialized && i18n.hasLoadedNamespace("errors")) return i18n.t(`errors:${key}`, vars);
  return lookupEnglish(key).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => vars[name] ?? placeholder);
}

const styles = {
  main: { maxWidth: "40rem", margin: "10vh auto", padding: "0 1rem", fontFamily: "system-ui, sans-serif", color: "#1a1b1e" },
  link: { color: "#1a4f8b" },
} as const;

export function RootErrorFallback({ supportEmail }: { supportEmail: string | null }) {
  return (
    <main id="main" tabIndex={-1} style={styles.main}>
      <h1>{text("pages.general.title")}</h1>
      <p>{text("pages.general.stepsIntro")}</p>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{text(`pages.general.steps.${step}`)}</li>
        ))}
      </ol>
      <p>{supportEmail ? text("generic", { email: supportEmail }) : text("internal")}</p>
      {supportEmail && (
        <p>
          <a href={`mailto:${supportEmail}`} style={styles.link}>
            {text("pages.support.email")}
          </a>
        </p>
      )}
    </main>
  );
}
