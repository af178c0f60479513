/** Number formats (benefits-explorer spec §9): percent en-US, currency $0,0 and $0,0.00. */

const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const DOLLARS_AND_CENTS = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const PERCENT = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 2 });

/** "$1,235" ($0,0) or, with cents, "$1,234.50" ($0,0.00). */
export function formatCurrency(value: number, options: { cents?: boolean } = {}): string {
  return (options.cents ? DOLLARS_AND_CENTS : WHOLE_DOLLARS).format(value);
}

/** Takes a whole-number percent as the product stores it: 80 -> "80%". */
export function formatPercent(value: number): string {
  return PERCENT.format(value / 100);
}
