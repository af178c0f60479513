/**
 * Document metadata rows (no stored bytes): carrier certificates, bills, census files, forms and resources per
 * client, spread over the client's life. Downloading one would answer "missing file"; the lists only read metadata.
 */
import { insertInBatches, type ScaleConnection, type TableTiming } from "./batches";
import { policyIdOf } from "./clients";
import { pick, scaleId, spread } from "./scale-sql";
import { benAdminOf, type ScaleVolumes } from "./volumes";
import { PRIOR_CARRIERS } from "./words";

const BATCH = 100_000;

/** Category, file name (after the client-specific part) and MIME type; the first three belong to a policy. */
const KINDS = [
  ["prior-carrier-certificates", "Certificate of Coverage", "pdf"],
  ["prior-carrier-bills", "Premium Statement", "pdf"],
  ["enrollment-elections", "Enrollment Census", "xlsx"],
  ["census-template", "Census Template", "xlsx"],
  ["onboarding-forms", "Signed Employer Application", "pdf"],
  ["enrollment-resources", "Benefits Enrollment Guide", "pdf"],
  ["employee-resources", "How to File a Claim", "pdf"],
  ["employer-resources", "Employer Guide to Leave Administration", "pdf"],
] as const;

const column = (index: 0 | 1 | 2) => `(array[${KINDS.map((k) => `'${k[index]}'`).join(",")}])[kind]`;

export async function insertDocuments(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  return insertInBatches(
    connection,
    "documents",
    v.documents,
    BATCH,
    `insert into documents (id, client_id, policy_id, category, process_status, name, mime_type, size_bytes, sha256,
       storage_key, language, updated_by_user_id, created_at, updated_at, deleted_at)
     select ${scaleId("document", "d")}, c.id, case when kind <= 3 then ${policyIdOf("c.n", "0")} end,
       ${column(0)}::document_category, 'COMPLETED', 
       ${pick(PRIOR_CARRIERS, "d", 1)} || ' - ' || ${column(1)} || ' ' || to_char(at, 'YYYY-MM') || '.' || ${column(2)},
       case when kind in (3, 4) then 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
         else 'application/pdf' end,
       20000 + ${spread("d", 5000000, 2)}, md5('a' || d) || md5('b' || d), 'scale/documents/' || d,
       case when ${spread("d", 10, 3)} = 0 then 'es' else 'en' end::language,
       ${scaleId("user", benAdminOf(v, "c.n"))}, at, at,
       case when ${spread("d", 40, 4)} = 0 then at + interval '7 days' end
     from (
       select d, ((d - 1) % ${v.clients}) + 1 as n, (1 + ${spread("d", KINDS.length, 5)})::int as kind from generate_series($1::int, $2::int) as d
     ) numbered
     join scale_clients c on c.n = numbered.n
     cross join lateral (select c.created_at + (now() - c.created_at) * (${spread("d", 1000, 6)} / 1000.0) as at) dated`,
  );
}
