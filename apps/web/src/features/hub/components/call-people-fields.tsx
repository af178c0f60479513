/** The people on a call: name and e-mail rows that can be added and removed. */
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { CallFormValues } from "./call-form-values";

export interface CallPeopleFieldsProps {
  control: Control<CallFormValues>;
  register: UseFormRegister<CallFormValues>;
  errors: FieldErrors<CallFormValues>;
}

export function CallPeopleFields({ control, register, errors }: CallPeopleFieldsProps) {
  const { t } = useTranslation("hub");
  const people = useFieldArray({ control, name: "people" });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        {t("call.people")}
      </Text>
      {people.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("call.noPeople")}
        </Text>
      )}
      {people.fields.map((field, index) => (
        <Group key={field.id} align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t("call.personName", { number: index + 1 })}
            maxLength={191}
            error={message(errors.people?.[index]?.name?.message)}
            {...register(`people.${index}.name`)}
          />
          <TextInput
            type="email"
            label={t("call.personEmail", { number: index + 1 })}
            maxLength={191}
            error={message(errors.people?.[index]?.email?.message)}
            {...register(`people.${index}.email`)}
          />
          <Button variant="subtle" color="red" mt={24} onClick={() => people.remove(index)}>
            {t("call.removePerson", { number: index + 1 })}
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="default" onClick={() => people.append({ name: "", email: "" })}>
          {t("call.addPerson")}
        </Button>
      </Group>
    </Stack>
  );
}
