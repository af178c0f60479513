/** The skip-to-main link: the first focusable element of every layout; it moves focus to <main>. */
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import classes from "./skip-link.module.css";

export const MAIN_CONTENT_ID = "main";

export function SkipLink() {
  const { t } = useTranslation("common");
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Moving focus ourselves works the same whether or not the router reacts to the hash.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t("skipToMain")}
    </a>
  );
}
