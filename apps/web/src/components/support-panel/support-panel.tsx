/** The floating support panel: a toggle button and a region with the ways to reach support. */
import { Anchor, Button, List, Paper, Title } from "@mantine/core";
import type { HelpAudience } from "@onboard/domain/help/help-articles";
import { lazy, type ReactNode, Suspense, useEffect, useId, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SupportContact } from "../../lib/configuration/support-contact";
import { SupportChatUnavailable } from "./support-chat-unavailable";
import classes from "./support-panel.module.css";
import { INITIAL_SUPPORT_PANEL_STATE, isSupportPanelOpen, supportPanelReducer } from "./support-panel-reducer";

/** The help centre's articles, fetched the first time the panel opens (the public explorer's first load stays light). */
const HelpArticles = lazy(() => import("./help-articles").then((module) => ({ default: module.HelpArticles })));

/** Matches the CSS transition; the timer ends the transition even when no transitionend fires. */
export const SUPPORT_PANEL_TRANSITION_MS = 200;

export interface SupportPanelProps {
  support: SupportContact;
  audience: HelpAudience;
  /** False on a kiosk (decision 029): no chat, e-mail or help-centre link off the site; the articles stay. */
  withLinks?: boolean;
  /**
   * The page's chat entry (the layout's: it knows the page's chat context). Without one the page offers no chat, and
   * the panel says so and points to e-mail.
   */
  chat?: ReactNode;
}

export function SupportPanel({ support, audience, withLinks = true, chat }: SupportPanelProps) {
  const { t } = useTranslation("footer");
  const [state, dispatch] = useReducer(supportPanelReducer, INITIAL_SUPPORT_PANEL_STATE);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const isOpen = isSupportPanelOpen(state);

  useEffect(() => {
    if (state !== "expanding" && state !== "collapsing") return;
    const timer = window.setTimeout(() => dispatch({ type: "transitionEnd" }), SUPPORT_PANEL_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dispatch({ type: "close" });
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen]);

  return (
    <aside aria-label={t("panel.label")} className={classes.root}>
      <Paper
        id={panelId}
        className={classes.panel}
        data-state={state}
        hidden={state === "collapsed"}
        shadow="md"
        p="md"
        withBorder
        role="region"
        aria-labelledby={titleId}
      >
        <Title order={2} size="h4" id={titleId} mb="xs">
          {t("panel.title")}
        </Title>
        {withLinks && (chat ?? <SupportChatUnavailable />)}
        {withLinks && (
          <List listStyleType="none" spacing="xs">
            <List.Item>
              <Anchor href={`mailto:${support.email}`}>{t("panel.email")}</Anchor>
            </List.Item>
            <List.Item>
              <Anchor href={support.helpCenterUrl}>{t("panel.helpCenter")}</Anchor>
            </List.Item>
          </List>
        )}
        {state !== "collapsed" && (
          <Suspense fallback={null}>
            <HelpArticles audience={audience} />
          </Suspense>
        )}
      </Paper>
      <Button
        ref={toggleRef}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => dispatch({ type: "toggle" })}
        className={classes.toggle}
      >
        {t("panel.toggle")}
      </Button>
    </aside>
  );
}
