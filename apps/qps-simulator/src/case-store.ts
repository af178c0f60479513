/**
 * The cases QPS holds, in memory and, when a data file is given, on disk so that they outlive a restart of the
 * simulator (the portal's retries and reconciliation must see what QPS already took). Each write replaces the file
 * atomically (a temporary file, then a rename) and writes run one at a time, so a crash never leaves half a file.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import {
  type QpsCase,
  qpsCaseSchema,
  qpsCaseUpdateSchema,
  qpsPlanDesignSchema,
  qpsPushAnswerSchema,
} from "@onboard/domain/qps/qps-wire";
import { z } from "zod";

const storedCaseSchema = z.object({
  caseId: z.string(),
  planDesign: qpsPlanDesignSchema,
  updates: z.array(qpsCaseUpdateSchema),
  /** The answer given per idempotency key, to replay it. */
  answers: z.record(z.string(), qpsPushAnswerSchema),
  /** The class code given per portal class key, kept across updates. */
  classCodes: z.record(z.string(), z.string()),
});
export type StoredCase = z.infer<typeof storedCaseSchema>;

const dataFileSchema = z.object({ version: z.literal(1), cases: z.array(storedCaseSchema) });

export interface CaseStoreLog {
  warn(message: string): void;
  error(message: string): void;
}

export class CaseStore {
  private readonly cases = new Map<string, StoredCase>();
  private writing: Promise<void> = Promise.resolve();
  private writeCount = 0;

  private constructor(
    private readonly dataFile: string | null,
    private readonly log: CaseStoreLog,
  ) {}

  /** The store, with the data file's cases when there is one; a corrupt file is set aside and the store starts empty. */
  static async open(dataFile: string | null, log: CaseStoreLog): Promise<CaseStore> {
    const store = new CaseStore(dataFile, log);
    if (dataFile) await store.load(dataFile);
    return store;
  }

  get(caseId: string): StoredCase | undefined {
    return this.cases.get(caseId);
  }

  /** The case as QPS shows it (without the simulator's bookkeeping). */
  view(caseId: string): QpsCase | undefined {
    const stored = this.cases.get(caseId);
    return stored && qpsCaseSchema.parse(stored);
  }

  /** Keeps the case and writes the file; resolves once this state (or a later one) is on disk. */
  save(stored: StoredCase): Promise<void> {
    this.cases.set(stored.caseId, stored);
    return this.persist();
  }

  /** Resolves when every write asked for so far has finished. */
  async flush(): Promise<void> {
    await this.writing.catch(() => undefined);
  }

  private persist(): Promise<void> {
    const { dataFile } = this;
    if (!dataFile) return Promise.resolve();
    const write = this.writing.catch(() => undefined).then(() => this.writeNow(dataFile));
    this.writing = write;
    return write;
  }

  private async writeNow(dataFile: string): Promise<void> {
    const content = JSON.stringify({ version: 1, cases: [...this.cases.values()] }, null, 2);
    const temporary = `${dataFile}.tmp-${process.pid}-${++this.writeCount}`;
    try {
      await writeFile(temporary, content, "utf8");
      await rename(temporary, dataFile);
    } catch (error) {
      this.log.error(`QPS simulator could not write ${dataFile}: ${String(error)}`);
      throw error;
    }
  }

  private async load(dataFile: string): Promise<void> {
    await mkdir(dirname(dataFile), { recursive: true });
    let text: string;
    try {
      text = await readFile(dataFile, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    const parsed = parseDataFile(text);
    if (!parsed) {
      const aside = `${dataFile}.corrupt-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      await rename(dataFile, aside);
      this.log.warn(`QPS simulator data file ${dataFile} is corrupt; moved to ${aside}, starting with no cases`);
      return;
    }
    for (const stored of parsed.cases) this.cases.set(stored.caseId, stored);
  }
}

function parseDataFile(text: string): z.infer<typeof dataFileSchema> | null {
  try {
    const result = dataFileSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
