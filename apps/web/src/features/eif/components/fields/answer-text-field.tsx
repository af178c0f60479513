/**
 * A typed answer (text, whole number, MM/DD or calendar date), saved as the person types. The input keeps their own
 * text; the field's domain schema decides what is sent, and its message (translated) is shown instead when the text
 * is not valid. Mantine's `error` sets aria-invalid and aria-describedby.
 */
import { TextInput } from "@mantine/core";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import type { ReactNode } from "react";
import type { AnswerKey } from "../../hooks/draft-autosave-store";
import { useAnswer } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";

export type AnswerTextKind = "text" | "number" | "mmdd" | "date";

export interface AnswerTextFieldProps {
  answerKey: AnswerKey;
  label: string;
  description?: ReactNode;
  required?: boolean;
  kind?: AnswerTextKind;
  placeholder?: string;
}

/** What the field's schema reads from the text: numbers are numbers (NaN when not one), "" is empty. */
export function answerOfText(kind: AnswerTextKind, text: string): unknown {
  if (kind !== "number") return text;
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

function shown(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

export function AnswerTextField({
  answerKey,
  label,
  description,
  required,
  kind = "text",
  placeholder,
}: AnswerTextFieldProps) {
  const answer = useAnswer(answerKey);
  const { translate } = useEifMessage();
  return (
    <TextInput
      name={answerKey}
      label={label}
      description={description}
      withAsterisk={required}
      placeholder={placeholder}
      type={kind === "date" ? "date" : "text"}
      inputMode={kind === "number" ? "numeric" : undefined}
      maxLength={kind === "text" ? TEXT_MAX_LENGTH : undefined}
      autoComplete="off"
      value={answer.hasInput ? shown(answer.input) : shown(answer.value)}
      error={translate(answer.error)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        answer.change(answerOfText(kind, text), text);
      }}
    />
  );
}
