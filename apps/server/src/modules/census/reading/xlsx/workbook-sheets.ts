/**
 * A workbook's sheets in order, with the number of the worksheet file each one is (xl/worksheets/sheetN.xml), from
 * the workbook.xml and workbook.xml.rels the zip guard kept: the preview lists the names, and the reader picks the
 * sheet the person chose by its file.
 */

export interface WorkbookSheet {
  readonly name: string;
  /** N of xl/worksheets/sheetN.xml; null for a sheet that is no worksheet (a chart sheet). */
  readonly fileNumber: string | null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith("#x")) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? "";
  });
}

function attribute(tag: string, pattern: RegExp): string | null {
  const match = pattern.exec(tag);
  return match ? decodeXml(match[1] ?? "") : null;
}

/** Relationship id → target, from workbook.xml.rels. */
function relationshipTargets(rels: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [tag] of rels.matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g)) {
    const id = attribute(tag, /\sId="([^"]*)"/);
    const target = attribute(tag, /\sTarget="([^"]*)"/);
    if (id !== null && target !== null) targets.set(id, target);
  }
  return targets;
}

/** The sheets, or null when the workbook part is missing. */
export function workbookSheets(parts: ReadonlyMap<string, string>): WorkbookSheet[] | null {
  const workbook = parts.get("xl/workbook.xml");
  if (workbook === undefined) return null;
  const targets = relationshipTargets(parts.get("xl/_rels/workbook.xml.rels") ?? "");
  const sheets: WorkbookSheet[] = [];
  for (const [tag] of workbook.matchAll(/<(?:[\w.-]+:)?sheet\b[^>]*>/g)) {
    const name = attribute(tag, /\sname="([^"]*)"/);
    if (name === null) continue;
    const relationship = attribute(tag, /\s[\w.-]+:id="([^"]*)"/);
    const target = relationship === null ? undefined : targets.get(relationship);
    const fileNumber = target === undefined ? null : (/(?:^|\/)worksheets\/sheet(\d+)\.xml$/.exec(target)?.[1] ?? null);
    sheets.push({ name, fileNumber });
  }
  return sheets;
}
