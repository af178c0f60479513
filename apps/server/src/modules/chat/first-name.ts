/** How an agent is named to visitors: their first name only. */
export function firstName(name: string | null): string | null {
  if (name === null) return null;
  return name.trim().split(/\s+/)[0] || null;
}
