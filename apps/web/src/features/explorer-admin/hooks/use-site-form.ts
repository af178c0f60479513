/**
 * The site form's state: react-hook-form with the domain's site-and-plans schema (built with the client's comparison
 * toggles), and the server's field errors put on their fields: `body.benefits.2.planName` arrives as
 * `benefits.2.planName`. Errors on paths the form does not show, or none at all, go to one general message.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { ComparisonDisplay } from "@onboard/domain/explorer/benefit-plan-schema";
import {
  type ExplorerSiteWithPlansInput,
  explorerSiteWithPlansSchemaFor,
} from "@onboard/domain/explorer/explorer-site-with-plans-schema";
import { useMemo, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { isApiError } from "../../../lib/api-client";
import type { ApiFieldError } from "../../../lib/api-error";
import { PLAN_FIELDS, SITE_FIELDS, type SiteFormValues } from "../site-form-values";

const METADATA_FIELDS = ["benefitType", "highlighterText", "spanishHighlighterText", "highlighterOrder"];
const BRANDING_FIELDS = ["fontFamily", "headerBackgroundColor", "buttonStyle"];

/** Whether the form shows a field at this path (with the list lengths it has now). */
export function isFormPath(path: string, values: Pick<SiteFormValues, "benefits" | "benefitTypeMetadata">): boolean {
  const [head, second, third, ...rest] = path.split(".");
  if (!head || rest.length > 0) return false;
  const within = (list: readonly unknown[] | undefined) =>
    /^\d+$/.test(second ?? "") && Number(second) < (list?.length ?? 0);
  if (head === "benefits") return third !== undefined && within(values.benefits) && PLAN_FIELDS.includes(third);
  if (head === "benefitTypeMetadata") {
    return third !== undefined && within(values.benefitTypeMetadata) && METADATA_FIELDS.includes(third);
  }
  if (head === "benefitsExplorerCustomBranding") return third === undefined && BRANDING_FIELDS.includes(second ?? "");
  return second === undefined && SITE_FIELDS.includes(head);
}

export interface SiteFormFailure {
  error: unknown;
  /** Server messages on paths the form does not show. */
  unplaced: ApiFieldError[];
}

export function useSiteForm(defaultValues: SiteFormValues, display: ComparisonDisplay) {
  const schema = useMemo(() => explorerSiteWithPlansSchemaFor(display), [display]);
  const form = useForm<SiteFormValues, unknown, ExplorerSiteWithPlansInput>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const [failure, setFailure] = useState<SiteFormFailure | null>(null);

  const showFailure = (error: unknown) => {
    const errors = isApiError(error) ? error.errors : [];
    const values = form.getValues();
    const placed = errors.filter((e) => isFormPath(e.path, values));
    const unplaced = errors.filter((e) => !isFormPath(e.path, values));
    placed.forEach(({ path, message }, i) => {
      form.setError(path as FieldPath<SiteFormValues>, { type: "server", message }, { shouldFocus: i === 0 });
    });
    setFailure(placed.length === 0 || unplaced.length > 0 ? { error, unplaced } : null);
  };

  return { form, failure, setFailure, showFailure };
}
