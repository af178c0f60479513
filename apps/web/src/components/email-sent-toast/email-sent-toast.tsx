/**
 * The toast shown for 3 seconds after an e-mail is sent (spec §2, §9): "The following email was just sent. Click here
 * to view it." The link opens the client's copy of the e-mail, or the all-e-mails entry when it concerns no client.
 * It is a polite live region, so that screen readers announce it without moving focus.
 */
import { Anchor, Notification, Portal } from "@mantine/core";
import { buildPath } from "@onboard/domain/routes/build-path";
import { useEffect } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dismissEmailSentNotice, EMAIL_TOAST_MS, useEmailSentNotice } from "../../lib/email-sent-notice";
import { useLanguage } from "../../lib/use-language";

export function EmailSentToast() {
  const notice = useEmailSentNotice();
  const language = useLanguage();
  const { t } = useTranslation("common");

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(dismissEmailSentNotice, EMAIL_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  const to = notice.clientId
    ? buildPath("clientEmail", { clientId: notice.clientId, emailId: notice.emailId }, undefined, { language })
    : buildPath("allEmail", { emailId: notice.emailId }, undefined, { language });
  return (
    <Portal>
      <div role="status" aria-live="polite" style={{ position: "fixed", right: 16, bottom: 80, zIndex: 400 }}>
        <Notification
          color="green"
          withCloseButton
          closeButtonProps={{ "aria-label": t("close") }}
          onClose={dismissEmailSentNotice}
          style={{ maxWidth: "22rem" }}
        >
          <Trans
            t={t}
            i18nKey="emailSent.toast"
            components={{ viewLink: <Anchor component={Link} to={to} inherit /> }}
          />
        </Notification>
      </div>
    </Portal>
  );
}
