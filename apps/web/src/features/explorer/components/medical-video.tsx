/**
 * The medical video in the reader's language: with ENGLISH_AND_SPANISH_VIDEO a Spanish reader gets the Spanish video
 * and title; otherwise everyone gets the English one (its title marked lang="en" on a Spanish page).
 */
import { Stack, Title } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export function pickMedicalVideo(
  video: ExplorerPageResponse["medicalVideo"],
  language: Language,
): { url: string; title: string; language: Language } | null {
  if (video.choice === "NO_VIDEO") return null;
  if (language === "es" && video.choice === "ENGLISH_AND_SPANISH_VIDEO" && video.spanishUrl) {
    return { url: video.spanishUrl, title: video.spanishTitle ?? video.englishTitle ?? "", language: "es" };
  }
  return video.englishUrl ? { url: video.englishUrl, title: video.englishTitle ?? "", language: "en" } : null;
}

export function MedicalVideo({ page, language }: { page: ExplorerPageResponse; language: Language }) {
  const { t } = useTranslation("explorer");
  const titleId = useId();
  const video = pickMedicalVideo(page.medicalVideo, language);
  if (!video) return null;
  const title = video.title || t("video.defaultTitle");
  const titleLanguage = video.title && video.language !== language ? video.language : undefined;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs" data-print="hide">
      <Title order={2} size="h3" id={titleId} lang={titleLanguage}>
        {title}
      </Title>
      {/* biome-ignore lint/a11y/useMediaCaption: the uploaded videos come without caption tracks; the title names it. */}
      <video controls preload="metadata" src={video.url} title={title} style={{ width: "100%", maxWidth: 720 }}>
        {t("video.unsupported")}
      </video>
    </Stack>
  );
}
