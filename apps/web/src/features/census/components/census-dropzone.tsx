/**
 * A small accessible drop zone (Mantine core has none): drop a file on it, or use it as the button it is (click,
 * Enter or Space) to open the file picker. Only the census's types are offered; the server checks the bytes.
 */
import { Text } from "@mantine/core";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./census-dropzone.module.css";

export const CENSUS_FILE_ACCEPT = ".csv,.tsv,.txt,.xlsx";

export interface CensusDropzoneProps {
  isDisabled: boolean;
  onFile: (file: File) => void;
}

export function CensusDropzone({ isDisabled, onFile }: CensusDropzoneProps) {
  const { t } = useTranslation("census");
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const open = () => {
    if (!isDisabled) input.current?.click();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isDisabled) onFile(file);
  };
  return (
    <>
      <button
        type="button"
        aria-disabled={isDisabled || undefined}
        aria-describedby={hintId}
        className={classes.zone}
        data-dragging={isDragging || undefined}
        onClick={open}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        <Text component="span" display="block" fw={600}>
          {t("upload.dropzone")}
        </Text>
        <Text component="span" display="block" size="sm" c="dimmed" id={hintId} mt={4}>
          {t("upload.hint")}
        </Text>
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={CENSUS_FILE_ACCEPT}
        aria-label={t("upload.fileInput")}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onFile(file);
          event.currentTarget.value = "";
        }}
      />
    </>
  );
}
