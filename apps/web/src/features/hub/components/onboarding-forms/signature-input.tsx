/** The signature the signer adopts: "Type" (their full name, previewed in a script font) or "Draw" (the pad). */
import { Card, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import type { AdoptedSignature } from "@onboard/domain/onboarding-forms/adopted-signature";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SignaturePad } from "./signature-pad";

/** "Dancing Script" when the browser has it; else the platform's script faces, then any cursive. */
export const SIGNATURE_FONT = '"Dancing Script", "Brush Script MT", "Segoe Script", "Apple Chancery", cursive';

/** What the signer has entered so far; `toAdoptedSignature` makes it the body's signature. */
export interface SignatureDraft {
  kind: "typed" | "drawn";
  name: string;
  pngDataUrl: string | null;
}

export function toAdoptedSignature(draft: SignatureDraft): AdoptedSignature {
  return draft.kind === "typed"
    ? { kind: "typed", name: draft.name }
    : { kind: "drawn", pngDataUrl: draft.pngDataUrl ?? "" };
}

export interface SignatureInputProps {
  roleLabel: string;
  draft: SignatureDraft;
  error?: string;
  onChange: (draft: SignatureDraft) => void;
}

export function SignatureInput({ roleLabel, draft, error, onChange }: SignatureInputProps) {
  const { t } = useTranslation("onboardingForms");
  const [tab, setTab] = useState<string | null>(draft.kind);
  return (
    <Card withBorder component="section" aria-labelledby="adopt-signature-heading">
      <Stack gap="sm">
        <Title order={3} id="adopt-signature-heading">
          {t("signature.title", { role: roleLabel })}
        </Title>
        <Tabs
          value={tab}
          onChange={(value) => {
            setTab(value);
            if (value === "typed" || value === "drawn") onChange({ ...draft, kind: value });
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="typed">{t("signature.type")}</Tabs.Tab>
            <Tabs.Tab value="drawn">{t("signature.draw")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="typed" pt="sm">
            <Stack gap="xs">
              <TextInput
                label={t("signature.fullName")}
                required
                maxLength={TEXT_MAX_LENGTH}
                autoComplete="name"
                value={draft.name}
                onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
                error={draft.kind === "typed" ? error : undefined}
              />
              <Text size="sm" c="dimmed">
                {t("signature.preview")}
              </Text>
              <Text fz={32} style={{ fontFamily: SIGNATURE_FONT, minHeight: 48, overflowWrap: "anywhere" }}>
                {draft.name}
              </Text>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="drawn" pt="sm" keepMounted>
            <SignaturePad
              onChange={(pngDataUrl) => onChange({ ...draft, kind: "drawn", pngDataUrl })}
              error={draft.kind === "drawn" ? error : undefined}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
