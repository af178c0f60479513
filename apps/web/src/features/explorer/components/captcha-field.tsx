/**
 * The self-hosted ALTCHA captcha (a proof-of-work checkbox, keyboard operable): loaded only when a form needs it, so
 * it never weighs on the explorer's first load. Its payload goes to the form as `recaptchaToken`; an empty string
 * means "not verified (any more)". The CSP allows same-origin workers only, hence the external build plus worker files.
 */
import { Input, Loader } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import { CAPTCHA_CHALLENGE_PATH } from "@onboard/domain/explorer/explorer-form-api";
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export interface CaptchaFieldHandle {
  /** Moves focus to the widget's checkbox (react-hook-form focuses the first invalid field). */
  focus(): void;
  /** Back to unverified: the server refuses a payload it has seen, so a failed send needs a new one. */
  reset(): void;
}

export interface CaptchaFieldProps {
  language: Language;
  onChange: (payload: string) => void;
  error?: string;
  ref?: Ref<CaptchaFieldHandle>;
}

interface AltchaWidget extends HTMLElement {
  reset?: () => void;
}

const SHA_ALGORITHMS = ["SHA-256", "SHA-384", "SHA-512"];
const PBKDF2_ALGORITHMS = ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"];
/** The widget's own Spanish strings are replaced by ours (explorerForms captcha.widget.*). */
const WIDGET_STRING_KEYS = [
  "ariaLinkLabel",
  "cancel",
  "enterCode",
  "enterCodeAria",
  "enterCodeFromImage",
  "error",
  "expired",
  "footer",
  "getAudioChallenge",
  "label",
  "loading",
  "reload",
  "verificationRequired",
  "verified",
  "verify",
  "verifying",
  "waitAlert",
] as const;

/**
 * The widget's colours come from CSS light-dark(), which the build lowers to variables the page never sets (so the
 * checkbox lost its border); the theme's colours are set here instead, with a checkbox border of 3:1 or more.
 */
const WIDGET_COLOURS: Record<string, string> = {
  // Variables derived from these at :root keep :root's (broken) values, so they are set again too.
  "--altcha-color-base": "var(--mantine-color-body)",
  "--altcha-input-background-color": "var(--mantine-color-body)",
  "--altcha-color-base-content": "var(--mantine-color-text)",
  "--altcha-input-color": "var(--mantine-color-text)",
  "--altcha-spinner-color": "var(--mantine-color-text)",
  "--altcha-color-neutral": "var(--mantine-color-gray-4)",
  "--altcha-border-color": "var(--mantine-color-gray-4)",
  "--altcha-popover-color": "var(--mantine-color-gray-4)",
  "--altcha-switch-background-color": "var(--mantine-color-gray-4)",
  "--altcha-color-neutral-content": "var(--mantine-color-dimmed)",
  "--altcha-checkbox-border-color": "var(--mantine-color-gray-7)",
  "--altcha-color-primary": "var(--mantine-primary-color-filled)",
  "--altcha-max-width": "100%",
};

let loading: Promise<void> | null = null;

function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [, , sha, pbkdf2] = await Promise.all([
      import("altcha/external"),
      import("altcha/altcha.css"),
      import("altcha/workers/sha?worker"),
      import("altcha/workers/pbkdf2?worker"),
    ]);
    for (const name of SHA_ALGORITHMS) globalThis.$altcha.algorithms.set(name, () => new sha.default());
    for (const name of PBKDF2_ALGORITHMS) globalThis.$altcha.algorithms.set(name, () => new pbkdf2.default());
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export function CaptchaField({ language, onChange, error, ref }: CaptchaFieldProps) {
  const { t } = useTranslation("explorerForms");
  const id = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaWidget | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useImperativeHandle(ref, () => ({
    focus: () => hostRef.current?.querySelector<HTMLInputElement>("input[type=checkbox]")?.focus(),
    reset: () => {
      widgetRef.current?.reset?.();
      onChangeRef.current("");
    },
  }));

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setState("ready"),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (state !== "ready" || !host) return;
    const strings = Object.fromEntries(WIDGET_STRING_KEYS.map((key) => [key, t(`captcha.widget.${key}`)]));
    globalThis.$altcha.i18n.set(language, { ...globalThis.$altcha.i18n.get(language), ...strings });
    const widget: AltchaWidget = document.createElement("altcha-widget");
    widget.setAttribute("challenge", CAPTCHA_CHALLENGE_PATH);
    widget.setAttribute("language", language);
    widget.setAttribute("name", "recaptchaToken");
    // Solving starts as soon as the user is in the form, so it is usually done before they reach the button.
    widget.setAttribute("auto", "onfocus");
    widget.setAttribute("configuration", JSON.stringify({ hideLogo: true, hideFooter: true }));
    for (const [name, value] of Object.entries(WIDGET_COLOURS)) widget.style.setProperty(name, value);
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChangeRef.current(detail?.state === "verified" && detail.payload ? detail.payload : "");
    };
    widget.addEventListener("statechange", onStateChange);
    host.replaceChildren(widget);
    widgetRef.current = widget;
    return () => {
      widget.removeEventListener("statechange", onStateChange);
      widget.remove();
      widgetRef.current = null;
    };
  }, [state, language, t]);

  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={t("captcha.label")}
      labelElement="div"
      description={t("captcha.description")}
      error={error}
      id={id}
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <fieldset
        aria-labelledby={labelId}
        aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
        style={{ minHeight: 48, maxWidth: "100%", border: 0, padding: 0, margin: 0, marginTop: 6, minWidth: 0 }}
      >
        {state === "loading" && <Loader size="sm" role="status" aria-label={t("captcha.loading")} />}
        {state === "failed" && <span role="alert">{t("captcha.loadFailed")}</span>}
        <div ref={hostRef} />
      </fieldset>
    </Input.Wrapper>
  );
}
