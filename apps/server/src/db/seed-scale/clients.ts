/** Scale clients with their policies (every client one, every other client a second) and open problems. */
import { CLIENT_ERROR_TYPES } from "@onboard/domain/clients/enums";
import { insertInBatches, type ScaleConnection, type TableTiming } from "./batches";
import { pick, scaleId, spread } from "./scale-sql";
import { benAdminOf, type ScaleVolumes } from "./volumes";
import { FIRST_NAMES, LAST_NAMES } from "./words";

const BATCH = 20_000;
const COVERAGE_SETS = [
  "{STD,LTD,BASIC_LIFE}",
  "{BASIC_LIFE,VOLUNTARY_LIFE,DENTAL,VISION}",
  "{STD,LTD}",
  "{DENTAL,VISION}",
  "{ACCIDENT,CRITICAL_ILLNESS,HOSPITAL_INDEMNITY}",
  "{BASIC_LIFE,STD,LTD,DENTAL}",
];

/** A client's policy k (0 its primary, 1 the second of every other client), as SQL. */
export const policyIdOf = (clientNumber: string, k: string) => scaleId("policy", `${clientNumber} || ':' || ${k}`);

export async function insertClients(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  const signer = scaleId("user", benAdminOf(v, "c.n"));
  const effective = "date_trunc('month', c.created_at + interval '75 days')::date";
  return insertInBatches(
    connection,
    "clients",
    v.clients,
    BATCH,
    `insert into clients (id, name, case_id, ticket_id, phase_id, release_status, is_active, is_archived,
       is_benefits_explorer, implementation_type, base_client_id, completed_setup, employees_number, tax_id,
       policy_anniversary_month, enrollment_start_date, enrollment_end_date, eif_signed_at, eif_signed_by_user_id,
       authorized_signer_user_id, implementation_consultant_first_name, implementation_consultant_last_name,
       implementation_consultant_email, created_at, updated_at, deleted_at)
     select c.id, c.name, (2000000 + c.n)::text, 'ONB-' || (100000 + c.n), c.phase::phase,
       case when c.phase = 'ONBOARDING_COMPLETE' then 'LIVE' else 'NOT_LIVE' end::release_status,
       not c.is_archived, c.is_archived, c.n % 2 = 1,
       case when c.n % 20 = 0 then 'ADD_COVERAGE' else 'NEW_IMPLEMENTATION' end::implementation_type,
       case when c.n % 20 = 0 then ${scaleId("client", "c.n - 1")} end,
       c.phase <> 'WELCOME', 5 + ${spread("c.n", 4000, 1)},
       lpad((10 + ${spread("c.n", 89, 2)})::text, 2, '0') || '-' || lpad(${spread("c.n", 9999999, 3)}::text, 7, '0'),
       extract(month from ${effective})::int, ${effective} - 35, ${effective} - 14,
       case when c.phase in ('CONTRACTS_AND_BILLING', 'ONBOARDING_COMPLETE') then c.created_at + interval '40 days' end,
       case when c.phase in ('CONTRACTS_AND_BILLING', 'ONBOARDING_COMPLETE') then ${signer} end,
       ${signer}, ${pick(FIRST_NAMES, "c.n % 40", 4)}, ${pick(LAST_NAMES, "c.n % 40", 5)},
       'ic' || (c.n % 40) || '@carrier.example.com',
       c.created_at, c.created_at + interval '30 days' * ${spread("c.n", 12, 6)},
       case when c.is_deleted then c.created_at + interval '90 days' end
     from scale_clients c where c.n between $1 and $2`,
  );
}

export async function insertPolicies(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  const coverages = `(array[${COVERAGE_SETS.map((s) => `'${s}'`).join(",")}])[1 + ${spread("c.n * 2 + k", COVERAGE_SETS.length, 1)}::int]`;
  return insertInBatches(
    connection,
    "policies",
    v.clients,
    BATCH,
    `insert into policies (id, client_id, policy_number, slf_coverages, primary_policy, phase_id, policy_effective,
       initial_policy_effective_date, enrollment_census_deadline, info_gathering_deadline, created_at, updated_at)
     select ${policyIdOf("c.n", "k")}, c.id, (3000000 + c.n * 2 + k)::text, ${coverages}::slf_coverage[], k = 0,
       c.phase::phase, date_trunc('month', c.created_at + interval '75 days')::date,
       date_trunc('month', c.created_at + interval '75 days')::date,
       (c.created_at + interval '45 days')::date, (c.created_at + interval '30 days')::date,
       c.created_at, c.created_at
     from scale_clients c cross join generate_series(0, 1) as k
     where c.n between $1 and $2 and (k = 0 or c.n % 2 = 0)`,
  );
}

export async function insertClientErrors(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  return insertInBatches(
    connection,
    "client_errors",
    v.clients,
    v.clients,
    `insert into client_errors (client_id, policy_id, type, note, resolved_at, created_at, updated_at)
     select c.id, ${policyIdOf("c.n", "0")}, ${pick(CLIENT_ERROR_TYPES, "c.n", 7)}::client_error_type,
       'Raised by the implementation consultant on ' || to_char(c.created_at + interval '20 days', 'Mon DD, YYYY'),
       case when c.n % 3 = 0 then c.created_at + interval '35 days' end,
       c.created_at + interval '20 days', c.created_at + interval '20 days'
     from scale_clients c where c.n between $1 and $2 and c.n % 12 = 0`,
  );
}
