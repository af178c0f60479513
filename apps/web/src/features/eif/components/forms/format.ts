/** Dates as the EIF shows them: a YYYY-MM-DD day in the page's language, "—" when there is none. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return "—";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(date);
}
