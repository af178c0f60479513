/**
 * A link to a plan summary document in the active language. Without a Spanish version a Spanish reader gets the
 * English one, marked as English: the document's name in lang="en", hreflang="en" and a visible "(in English)".
 */
import { Anchor, Text, VisuallyHidden } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { ExplorerDocument } from "@onboard/domain/explorer/explorer-page-schemas";
import { useTranslation } from "react-i18next";

export interface DocumentLinkProps {
  english: ExplorerDocument | null | undefined;
  spanish: ExplorerDocument | null | undefined;
  language: Language;
  /** The link's text, e.g. "Plan summary". */
  label: string;
  /** Hidden context that tells the links of different plans apart (the plan's title). */
  context?: string;
}

export function pickDocument(
  english: ExplorerDocument | null | undefined,
  spanish: ExplorerDocument | null | undefined,
  language: Language,
): { document: ExplorerDocument; language: Language } | null {
  if (language === "es" && spanish) return { document: spanish, language: "es" };
  if (english) return { document: english, language: "en" };
  return spanish ? { document: spanish, language: "es" } : null;
}

export function DocumentLink({ english, spanish, language, label, context }: DocumentLinkProps) {
  const { t } = useTranslation("explorer");
  const picked = pickDocument(english, spanish, language);
  if (!picked) return null;
  const isOtherLanguage = picked.language !== language;
  return (
    // A link is no use on paper: the printout leaves it out.
    <Text size="sm" data-print="hide">
      {/* Positioned, so the hidden context stays inside any scrolling table the link sits in. */}
      <Anchor href={picked.document.url} hrefLang={picked.language} pos="relative">
        {label}
        {isOtherLanguage && (
          <>
            {": "}
            <span lang={picked.language}>{picked.document.name}</span>
          </>
        )}
        {context && <VisuallyHidden> ({context})</VisuallyHidden>}
      </Anchor>
      {isOtherLanguage && (
        <Text span size="sm" c="dimmed">
          {" "}
          {t(`documents.inLanguage.${picked.language}`)}
        </Text>
      )}
    </Text>
  );
}
