/**
 * Chosen answers, saved at once (after the autosave's pause): a yes/no question, one of a few options (radios), one of
 * many (a select), and several (check boxes). Each is a labelled group or input that shows its message.
 */
import { Checkbox, Group, Radio, Select, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerKey } from "../../hooks/draft-autosave-store";
import { useAnswer } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";

export interface Option {
  value: string;
  label: string;
}

interface ChoiceProps {
  answerKey: AnswerKey;
  label: string;
  description?: ReactNode;
  required?: boolean;
}

export function YesNoField(props: ChoiceProps) {
  const { t } = useTranslation("eif");
  const answer = useAnswer(props.answerKey);
  const { translate } = useEifMessage();
  const value = answer.value === true ? "yes" : answer.value === false ? "no" : null;
  return (
    <Radio.Group
      name={props.answerKey}
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      error={translate(answer.error)}
      value={value}
      onChange={(next) => answer.change(next === "yes")}
    >
      <Group gap="lg" mt="xs">
        <Radio value="yes" label={t("form.yes")} />
        <Radio value="no" label={t("form.no")} />
      </Group>
    </Radio.Group>
  );
}

export function RadioField({ options, ...props }: ChoiceProps & { options: readonly Option[] }) {
  const answer = useAnswer(props.answerKey);
  const { translate } = useEifMessage();
  return (
    <Radio.Group
      name={props.answerKey}
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      error={translate(answer.error)}
      value={typeof answer.value === "string" ? answer.value : null}
      onChange={(next) => answer.change(next)}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function SelectField({ options, ...props }: ChoiceProps & { options: readonly Option[] }) {
  const { t } = useTranslation("eif");
  const answer = useAnswer(props.answerKey);
  const { translate } = useEifMessage();
  const value = answer.value === null || answer.value === undefined ? null : String(answer.value);
  return (
    <Select
      name={props.answerKey}
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      error={translate(answer.error)}
      data={[...options]}
      searchable={options.length > 8}
      clearable
      placeholder={t("form.choose")}
      value={value}
      onChange={(next) => answer.change(next)}
    />
  );
}

export function CheckboxListField({ options, ...props }: ChoiceProps & { options: readonly Option[] }) {
  const answer = useAnswer(props.answerKey);
  const { translate } = useEifMessage();
  const value = Array.isArray(answer.value) ? (answer.value as string[]) : [];
  return (
    <Checkbox.Group
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      error={translate(answer.error)}
      value={value}
      onChange={(next) => answer.change(next)}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
