/**
 * The class builder's eligibility: the class's name, description, employment types and minimum weekly hours,
 * checked with the domain's class schema. Creating sends `asFirstClass` when the list shown was empty; a 409
 * ALREADY_HAS_CLASSES (someone created classes meanwhile) refreshes the draft and the list and says so (spec §8).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import {
  EMPLOYMENT_TYPES,
  type EmployeeClass,
  type EmployeeClassBody,
  type EmployeeClassBodyInput,
  employeeClassBodySchema,
} from "@onboard/domain/eif/employee-class-schemas";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isAlreadyHasClasses, useCreateEmployeeClass } from "../../api/create-employee-class";
import { useUpdateEmployeeClass } from "../../api/update-employee-class";
import { useEifMessage } from "../../hooks/use-eif-message";
import { useServerChange } from "../../hooks/use-server-change";
import { FormError } from "../forms/form-error";
import { setServerFieldErrors } from "../forms/server-field-errors";

const FIELDS = ["name", "description", "employmentTypes", "minimumHoursPerWeek"] as const;
const eligibilitySchema = employeeClassBodySchema.omit({ version: true });
type EligibilityValues = Omit<EmployeeClassBodyInput, "version">;

function valuesOf(employeeClass: EmployeeClass | null): EligibilityValues {
  return {
    name: employeeClass?.name ?? "",
    description: employeeClass?.description ?? "",
    employmentTypes: (employeeClass?.employmentTypes ?? []) as EligibilityValues["employmentTypes"],
    minimumHoursPerWeek: employeeClass?.minimumHoursPerWeek ?? null,
  };
}

export interface EligibilityFormProps {
  clientId: string;
  employeeClass: EmployeeClass | null;
  /** The class list the person saw was empty: a create is the client's first class. */
  isFirstClass: boolean;
  onCreated: (created: EmployeeClass) => void;
}

export function EligibilityForm({ clientId, employeeClass, isFirstClass, onCreated }: EligibilityFormProps) {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const create = useCreateEmployeeClass(clientId);
  const update = useUpdateEmployeeClass(clientId, employeeClass?.id ?? "");
  const [failure, setFailure] = useState<unknown>(null);
  const [isSaved, setSaved] = useState(false);
  const saved = valuesOf(employeeClass);
  const form = useForm<EligibilityValues, unknown, Omit<EmployeeClassBody, "version">>({
    resolver: zodResolver(eligibilitySchema),
    defaultValues: saved,
  });
  useServerChange(saved, () => form.reset(saved));
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      if (employeeClass) {
        await update.mutateAsync({ version: employeeClass.version, body });
        setSaved(true);
      } else {
        onCreated(await create.mutateAsync({ ...body, asFirstClass: isFirstClass }));
      }
    } catch (error) {
      if (!setServerFieldErrors(error, FIELDS, form.setError)) setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="class-eligibility-heading">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("classBuilder.fields.name")}
            required
            maxLength={TEXT_MAX_LENGTH}
            {...form.register("name")}
            error={translate(errors.name?.message)}
          />
          <Controller
            control={form.control}
            name="minimumHoursPerWeek"
            render={({ field }) => (
              <TextInput
                label={t("classBuilder.fields.minimumHoursPerWeek")}
                inputMode="numeric"
                value={field.value === null || field.value === undefined ? "" : String(field.value)}
                onChange={(event) => {
                  const text = event.currentTarget.value.trim();
                  field.onChange(text === "" ? null : Number(text));
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={translate(errors.minimumHoursPerWeek?.message)}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          label={t("classBuilder.fields.description")}
          rows={3}
          maxLength={TEXT_MAX_LENGTH}
          {...form.register("description")}
          error={translate(errors.description?.message)}
        />
        <Controller
          control={form.control}
          name="employmentTypes"
          render={({ field }) => (
            <Checkbox.Group
              label={t("classBuilder.fields.employmentTypes")}
              value={field.value ?? []}
              onChange={(value) => field.onChange(value)}
              error={translate(errors.employmentTypes?.message)}
            >
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs" spacing="xs">
                {EMPLOYMENT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={t(`options.employmentType.${type}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        {isAlreadyHasClasses(failure) ? (
          <Alert color="orange" role="alert" title={t("classBuilder.alreadyHasClassesTitle")}>
            {t("classBuilder.alreadyHasClasses")}
          </Alert>
        ) : (
          <FormError error={failure} />
        )}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {employeeClass ? t("classBuilder.save") : t("classBuilder.create")}
          </Button>
          <span role="status" aria-live="polite">
            {isSaved ? t("classBuilder.saved") : ""}
          </span>
        </Group>
      </Stack>
    </form>
  );
}
