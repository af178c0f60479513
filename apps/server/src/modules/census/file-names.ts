/** The names of the files the census makes from an uploaded one: its name without the extension, and a suffix. */
export function baseName(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

export const correctionsFileName = (name: string) => `${baseName(name)} - corrections.csv`;
export const reportFileName = (name: string) => `${baseName(name)} - validation report.xlsx`;
