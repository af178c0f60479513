/** A labelled determinate progress bar (0–100 %): an upload's bytes, a document's processing, a census validation's bytes read. */
import { Progress, Stack, Text } from "@mantine/core";

export function LabelledProgress({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{`${label} (${value}%)${detail ? ` · ${detail}` : ""}`}</Text>
      {/* The track carries the role, so the bar is announced from 0 %, before its fill has any width. */}
      <Progress.Root
        size="lg"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <Progress.Section value={value} withAria={false} />
      </Progress.Root>
    </Stack>
  );
}
