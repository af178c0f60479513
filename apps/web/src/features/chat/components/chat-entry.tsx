/**
 * The chat entry in the support footer or panel: "Chat with us" while the page's department is online (spec §4;
 * offline suppresses chat, and the panel points to e-mail instead). Pressing it loads the widget, shown beside the
 * page (a portal on the body, so the panel collapsing does not hide it), with the 6 s slow-load warning here. An open
 * widget stays open when the department goes offline: the visitor keeps their conversation (decision 030).
 */
import { Alert, Button } from "@mantine/core";
import { Suspense, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { SupportChatUnavailable } from "../../../components/support-panel/support-chat-unavailable";
import type { ChatSlotProps } from "../chat-placement";
import { closeChatWidget, openChatWidget, useChatWidgetOpener } from "../hooks/chat-widget-store";
import { useChatAvailability } from "../hooks/use-chat-availability";
import { type ChatWidgetLoader, useChatWidgetModule } from "../hooks/use-chat-widget-module";

export interface ChatEntryProps extends ChatSlotProps {
  /** How the widget's chunk loads (tests hold it back). */
  loadWidget?: ChatWidgetLoader;
}

const loadChatWidget: ChatWidgetLoader = () => import("./chat-widget");

export function ChatEntry({ context, placement, supportEmail, loadWidget = loadChatWidget }: ChatEntryProps) {
  const { t } = useTranslation("footer");
  const { availability, isSettled } = useChatAvailability(context);
  const entryId = useId();
  const isOpen = useChatWidgetOpener() === entryId;
  const openerRef = useRef<HTMLButtonElement>(null);
  const [attempt, setAttempt] = useState(0);
  const { widget, isSlow } = useChatWidgetModule(isOpen, loadWidget, attempt);
  const isOnline = availability?.department != null && availability.isOnline;

  const open = () => {
    setAttempt((count) => count + 1);
    openChatWidget(entryId);
  };

  const close = () => {
    closeChatWidget();
    openerRef.current?.focus();
  };

  let entry = null;
  if (isOnline) {
    entry =
      placement === "panel" ? (
        <Button ref={openerRef} variant="subtle" size="compact-sm" px={0} mb="xs" onClick={open}>
          {t("panel.chat")}
        </Button>
      ) : (
        <Button ref={openerRef} size="xs" variant="light" w="fit-content" onClick={open}>
          {t("support.chat")}
        </Button>
      );
  } else if (placement === "panel" && isSettled) {
    entry = <SupportChatUnavailable />;
  }

  return (
    <>
      {entry}
      {isSlow && (
        <Alert color="yellow" role="alert" p="xs" mb="xs">
          {t("chatSlow")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </Alert>
      )}
      {isOpen &&
        widget &&
        createPortal(
          <Suspense fallback={null}>
            <widget.ChatWidget
              context={context}
              departmentName={availability?.departmentName ?? null}
              onClose={close}
            />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
