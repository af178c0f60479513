CREATE TYPE "public"."advance_or_arrears" AS ENUM('ADVANCE', 'ARREARS');--> statement-breakpoint
CREATE TYPE "public"."api_job_output_level" AS ENUM('INFO', 'WARNING', 'ERROR');--> statement-breakpoint
CREATE TYPE "public"."api_job_status" AS ENUM('NOT_APPLICABLE', 'IN_PROGRESS', 'COMPLETED', 'COMPLETED_WITH_WARNINGS', 'COMPLETED_WITH_ERRORS', 'TIMEOUT');--> statement-breakpoint
CREATE TYPE "public"."api_job_type" AS ENUM('QPS_PUSH', 'QPS_IMPORT');--> statement-breakpoint
CREATE TYPE "public"."auth_token_type" AS ENUM('ACTIVATION', 'REACTIVATION', 'RESET');--> statement-breakpoint
CREATE TYPE "public"."benefit_level" AS ENUM('LOW_HIGH', 'LEVEL_1_LEVEL_2', 'BUY_UP');--> statement-breakpoint
CREATE TYPE "public"."benefit_type" AS ENUM('MEDICAL', 'DENTAL', 'VISION', 'ACCIDENT', 'HOSPITAL_INDEMNITY', 'LIFE', 'CRITICAL_ILLNESS', 'CANCER', 'FINANCIAL', 'SHORT_TERM_DISABILITY', 'LONG_TERM_DISABILITY', 'GAP', 'OTHER_SHORT_TERM_PAID_LEAVE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."bill_payroll_cycle" AS ENUM('WEEKLY', 'BIWEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."billing_administration_type" AS ENUM('LIST', 'SELF', 'TPA');--> statement-breakpoint
CREATE TYPE "public"."billing_structure_type" AS ENUM('SINGLE', 'MULTIPLE');--> statement-breakpoint
CREATE TYPE "public"."call_status" AS ENUM('Pending', 'Complete', 'Complete - No Recording', 'Complete - Call Recorded', 'Declined', 'No Response');--> statement-breakpoint
CREATE TYPE "public"."carrier_role" AS ENUM('SLF_OWNER', 'SLF_ADMIN', 'BROKER', 'BEN_ADMIN');--> statement-breakpoint
CREATE TYPE "public"."change_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."claims_check_payee" AS ENUM('EMPLOYEE', 'EMPLOYER', 'TPA');--> statement-breakpoint
CREATE TYPE "public"."client_error_type" AS ENUM('Awaiting Census', 'Census Missing Information', 'Paperwork Missing Information', 'Missing Prior Carrier Information', 'Pending Risk Rejection', 'BA Signature Missing', 'Broker Signature Missing', 'Prior Carrier Cert Missing', 'Prior Carrier Bill Missing', 'Pending Broker Licensing');--> statement-breakpoint
CREATE TYPE "public"."client_setup_step" AS ENUM('merge-instances', 'add-broker', 'add-ben-admin', 'census-template', 'e-signature', 'configure-company', 'resources', 'update-tracker', 'welcome-email', 'confirm-setup', 'import-company-info');--> statement-breakpoint
CREATE TYPE "public"."client_task_id" AS ENUM('kickoff-call', 'ongoing-service-call', 'onboarding-forms', 'prior-carrier-certificates', 'carrier-connect', 'enrollment-resources', 'company-profile', 'eif-submit-company-information');--> statement-breakpoint
CREATE TYPE "public"."compensation_type" AS ENUM('BONUS', 'COMMISSION', 'OVERTIME', 'TIPS', 'SHIFT_DIFFERENTIAL');--> statement-breakpoint
CREATE TYPE "public"."contact_type" AS ENUM('DATA_FEED_PRIMARY', 'DATA_FEED_SECONDARY', 'DATA_FEED_TECHNICAL', 'WEB_ADMIN', 'PRIMARY_WEB_ADMIN', 'CLAIMS_CHECK_PAYEE', 'TPA');--> statement-breakpoint
CREATE TYPE "public"."content_flag" AS ENUM('HDHP', 'HSA_COMPATIBLE', 'HRA', 'AD&D', 'VAS_1', 'VAS_2', 'Wellthy', 'Self_Care+', 'Self_Care_From_AbleTo', 'Health_Navigator_Helpline', '$', '$$', '$$$');--> statement-breakpoint
CREATE TYPE "public"."contribution_type" AS ENUM('FULLY_EMPLOYER_PAID', 'GROSS_UP', 'SHARED');--> statement-breakpoint
CREATE TYPE "public"."dental_year_type" AS ENUM('PLAN', 'CALENDAR');--> statement-breakpoint
CREATE TYPE "public"."document_category" AS ENUM('prior-carrier-certificates', 'prior-carrier-bills', 'enrollment-elections', 'census-template', 'census-validation-report', 'onboarding-forms', 'enrollment-resources', 'employee-resources', 'employer-resources', 'pfml', 'pfml-spd', 'advisor-spd', 'dental-rollover', 'deductible-maximum-report', 'plan-summary', 'explorer-logo', 'medical-video', 'eif-summary', 'other');--> statement-breakpoint
CREATE TYPE "public"."document_process_status" AS ENUM('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."duration_unit" AS ENUM('MONTHS', 'DAYS');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('QUEUED', 'SENT', 'FAILED', 'RESENT');--> statement-breakpoint
CREATE TYPE "public"."external_user_type" AS ENUM('EMPLOYER', 'BROKER');--> statement-breakpoint
CREATE TYPE "public"."implementation_type" AS ENUM('NEW_IMPLEMENTATION', 'ADD_COVERAGE');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('en', 'es');--> statement-breakpoint
CREATE TYPE "public"."leave_year_method" AS ENUM('ROLLING_BACKWARD', 'MEASURED_FORWARD', 'CALENDAR_YEAR', 'FIXED_YEAR');--> statement-breakpoint
CREATE TYPE "public"."location_management_type" AS ENUM('ALL', 'LIMITED');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('HEADQUARTERS', 'BRANCH', 'SUBSIDIARY', 'BILLING', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."medical_video_choice" AS ENUM('NO_VIDEO', 'ENGLISH_VIDEO', 'ENGLISH_AND_SPANISH_VIDEO');--> statement-breakpoint
CREATE TYPE "public"."mfa_factor_type" AS ENUM('TOTP', 'SMS');--> statement-breakpoint
CREATE TYPE "public"."minimum_intermittent_leave" AS ENUM('ONE_HOUR', 'FOUR_HOURS', 'ONE_WORK_DAY');--> statement-breakpoint
CREATE TYPE "public"."new_document_notice_status" AS ENUM('NEW_AND_SEEN', 'OLD');--> statement-breakpoint
CREATE TYPE "public"."onboarding_form_status" AS ENUM('CREATED', 'SENT', 'DELIVERED', 'COMPLETED', 'DECLINED', 'VOIDED');--> statement-breakpoint
CREATE TYPE "public"."orthodontic_services" AS ENUM('ADULTS', 'CHILDREN', 'BOTH', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."pfml_option" AS ENUM('ADVICE_ONLY', 'ADVICE_WITH_BENEFIT_CALC', 'ADVICE_PLUS');--> statement-breakpoint
CREATE TYPE "public"."phase" AS ENUM('WELCOME', 'INFO_GATHERING', 'REVIEW_AND_VALIDATE', 'PLAN_APPROVAL', 'CONTRACTS_AND_BILLING', 'ONBOARDING_COMPLETE');--> statement-breakpoint
CREATE TYPE "public"."plan_type" AS ENUM('HMO', 'EPO', 'POS', 'PPO', 'MEC', 'OAP', 'DHMO', 'ASO_PPO', 'INDEMNITY', 'VISION', 'EMPLOYER_PAID', 'VOLUNTARY', 'BASIC_LIFE', 'VOLUNTARY_LIFE', 'STANDALONE_ADD', 'HSA', 'HRA', 'FSA', 'LPFSA', 'DCA', 'PFML_FMLA_LEAVE', 'FAMILY_LEAVE_INSURANCE', 'EAP', 'COMMUTER_TRANSIT', 'DISCOUNT_PROGRAM', 'FITNESS_PROGRAM', 'HEALTH_AND_WELLNESS', 'IDENTITY_PROTECTION', 'LEGAL_SERVICES', 'PET_INSURANCE', 'RETIREMENT', 'TELEHEALTH', 'TRAVEL_INSURANCE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."policy_task_id" AS ENUM('prior-carrier-bills', 'enrollment-elections', 'pfml', 'pfml-spd', 'advisor-spd', 'dental-rollover', 'deductible-maximum-report');--> statement-breakpoint
CREATE TYPE "public"."prepaid_dental_network" AS ENUM('FOCUS_PPO', 'DENTAL_NETWORK_PPO', 'HERITAGE', 'DHMO_DENTAL_SERIES', 'CA_UDC_PREPAID', 'LEGEND', 'UNITED_DENTAL_CARE', 'PREPAID_DENTAL_SERIES_FLORIDA', 'GEORGIA_PREPAID');--> statement-breakpoint
CREATE TYPE "public"."release_status" AS ENUM('NOT_LIVE', 'LIVE');--> statement-breakpoint
CREATE TYPE "public"."send_claims_check_to" AS ENUM('EMPLOYEE_HOME', 'EMPLOYER_LOCATION', 'PAYEE_CONTACT');--> statement-breakpoint
CREATE TYPE "public"."signing_recipient_role" AS ENUM('SIGNER', 'CARBON_COPY');--> statement-breakpoint
CREATE TYPE "public"."slf_coverage" AS ENUM('STD', 'LTD', 'BASIC_LIFE', 'VOLUNTARY_LIFE', 'DENTAL', 'VISION', 'ACCIDENT', 'CRITICAL_ILLNESS', 'HOSPITAL_INDEMNITY', 'PFML', 'FLI', 'EAP');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('NOT_STARTED', 'IN_PROGRESS', 'DONE', 'NIGO', 'UPCOMING', 'NEEDS_REVIEW', 'IN_REVIEW', 'VOIDED', 'DECLINED');--> statement-breakpoint
CREATE TYPE "public"."tax_treatment" AS ENUM('PRE_TAX', 'POST_TAX', 'TAX_CHOICE');--> statement-breakpoint
CREATE TYPE "public"."us_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');--> statement-breakpoint
CREATE TYPE "public"."value_added_service" AS ENUM('ONLINE_WILL', 'EMERGENCY_TRAVEL', 'SELF_CARE_PLUS', 'WELLTHY');--> statement-breakpoint
CREATE TABLE "api_job_outputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_job_id" uuid NOT NULL,
	"policy_id" uuid,
	"level" "api_job_output_level" NOT NULL,
	"code" text,
	"message" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"type" "api_job_type" DEFAULT 'QPS_PUSH' NOT NULL,
	"status" "api_job_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"idempotency_key" text,
	"requested_by_user_id" uuid,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"client_id" uuid,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ben_admin_platforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefit_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"explorer_page_id" uuid NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"carrier_id" integer DEFAULT 1 NOT NULL,
	"benefit_type" "benefit_type" NOT NULL,
	"plan_type" "plan_type" NOT NULL,
	"plan_name" text NOT NULL,
	"legal_entity" text,
	"pfml_state" "us_state",
	"is_new" boolean DEFAULT false NOT NULL,
	"content_flags" "content_flag"[] DEFAULT '{}' NOT NULL,
	"benefit_level" "benefit_level",
	"wellness_amount" numeric(12, 2),
	"prepaid_situs_state" "us_state",
	"prepaid_dental_network" "prepaid_dental_network",
	"premium" text,
	"out_of_pocket_costs" text,
	"plan_summary_document_id" uuid,
	"spanish_plan_summary_document_id" uuid,
	"linked_hdhp_plan_name" text,
	"medical_deductible_individual_in_network" numeric(12, 2),
	"medical_deductible_individual_out_of_network" numeric(12, 2),
	"medical_deductible_individual_out_of_network_not_applicable" boolean DEFAULT false NOT NULL,
	"medical_deductible_family_in_network" numeric(12, 2),
	"medical_deductible_family_out_of_network" numeric(12, 2),
	"medical_deductible_family_out_of_network_not_applicable" boolean DEFAULT false NOT NULL,
	"medical_out_of_pocket_maximum_individual_in_network" numeric(12, 2),
	"medical_out_of_pocket_maximum_individual_out_of_network" numeric(12, 2),
	"medical_out_of_pocket_maximum_individual_out_of_network_not_applicable" boolean DEFAULT false NOT NULL,
	"medical_out_of_pocket_maximum_family_in_network" numeric(12, 2),
	"medical_out_of_pocket_maximum_family_out_of_network" numeric(12, 2),
	"medical_out_of_pocket_maximum_family_out_of_network_not_applicable" boolean DEFAULT false NOT NULL,
	"medical_out_of_network_benefits" boolean,
	"medical_health_savings_account_employer_contribution" numeric(12, 2),
	"medical_pcp_coordination_required" boolean,
	"medical_pcp_specialty_care_referral_required" boolean,
	"dental_year_type" "dental_year_type",
	"dental_orthodontic_services" "orthodontic_services",
	"dental_orthodontic_maximum_adult_amount" numeric(12, 2),
	"dental_orthodontic_maximum_adult_percent" integer,
	"dental_orthodontic_maximum_child_amount" numeric(12, 2),
	"dental_orthodontic_maximum_child_percent" integer,
	"dental_type_one_in_network" integer,
	"dental_type_one_out_of_network" integer,
	"dental_type_two_in_network" integer,
	"dental_type_two_out_of_network" integer,
	"dental_type_three_in_network" integer,
	"dental_type_three_out_of_network" integer,
	"vision_exam_in_network" numeric(12, 2),
	"vision_exam_out_of_network" numeric(12, 2),
	"vision_exam_biyearly" boolean,
	"vision_lenses_in_network" numeric(12, 2),
	"vision_lenses_out_of_network" numeric(12, 2),
	"vision_lenses_biyearly" boolean,
	"vision_frames_in_network" numeric(12, 2),
	"vision_frames_out_of_network" numeric(12, 2),
	"vision_frames_biyearly" boolean,
	"vision_contact_lenses_in_network" numeric(12, 2),
	"vision_contact_lenses_out_of_network" numeric(12, 2),
	"vision_contact_lenses_biyearly" boolean,
	"vision_contact_lens_exam_in_network" numeric(12, 2),
	"vision_contact_lens_exam_out_of_network" numeric(12, 2),
	"vision_contact_lens_exam_biyearly" boolean,
	"vision_frames_over_percent" integer,
	"financial_fsa_money_rollover" boolean,
	"financial_fsa_rollover_amount" numeric(12, 2),
	"financial_fsa_rollover_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "benefit_plans_carrier_id_check" CHECK ("benefit_plans"."carrier_id" > 0),
	CONSTRAINT "benefit_plans_legal_entity_check" CHECK ("benefit_plans"."carrier_id" = 1 or "benefit_plans"."legal_entity" is not null),
	CONSTRAINT "benefit_plans_plan_type_check" CHECK ((benefit_type = 'MEDICAL' and plan_type in ('HMO', 'EPO', 'POS', 'PPO', 'MEC', 'OAP')) or (benefit_type = 'DENTAL' and plan_type in ('PPO', 'DHMO', 'ASO_PPO', 'INDEMNITY')) or (benefit_type = 'VISION' and plan_type in ('VISION')) or (benefit_type = 'ACCIDENT' and plan_type in ('EMPLOYER_PAID', 'VOLUNTARY')) or (benefit_type = 'HOSPITAL_INDEMNITY' and plan_type in ('EMPLOYER_PAID', 'VOLUNTARY')) or (benefit_type = 'LIFE' and plan_type in ('BASIC_LIFE', 'VOLUNTARY_LIFE', 'STANDALONE_ADD')) or (benefit_type = 'CRITICAL_ILLNESS' and plan_type in ('EMPLOYER_PAID', 'VOLUNTARY')) or (benefit_type = 'CANCER' and plan_type in ('EMPLOYER_PAID', 'VOLUNTARY')) or (benefit_type = 'FINANCIAL' and plan_type in ('HSA', 'HRA', 'FSA', 'LPFSA', 'DCA')) or (benefit_type = 'SHORT_TERM_DISABILITY' and plan_type in ('EMPLOYER_PAID', 'VOLUNTARY')) or (benefit_type = 'LONG_TERM_DISABILITY' and plan_type in ('EMPLOYER_PAID', 'VOLUNTARY')) or (benefit_type = 'GAP' and plan_type in ('EMPLOYER_PAID', 'VOLUNTARY')) or (benefit_type = 'OTHER_SHORT_TERM_PAID_LEAVE' and plan_type in ('PFML_FMLA_LEAVE', 'FAMILY_LEAVE_INSURANCE')) or (benefit_type = 'OTHER' and plan_type in ('EAP', 'COMMUTER_TRANSIT', 'DISCOUNT_PROGRAM', 'FITNESS_PROGRAM', 'HEALTH_AND_WELLNESS', 'IDENTITY_PROTECTION', 'LEGAL_SERVICES', 'PET_INSURANCE', 'RETIREMENT', 'TELEHEALTH', 'TRAVEL_INSURANCE', 'OTHER'))),
	CONSTRAINT "benefit_plans_benefit_level_check" CHECK (benefit_level is null or (benefit_type = 'DENTAL' and benefit_level in ('LOW_HIGH')) or (benefit_type = 'ACCIDENT' and benefit_level in ('LOW_HIGH')) or (benefit_type = 'HOSPITAL_INDEMNITY' and benefit_level in ('LOW_HIGH')) or (benefit_type = 'LIFE' and benefit_level in ('BUY_UP')) or (benefit_type = 'CANCER' and benefit_level in ('LEVEL_1_LEVEL_2')) or (benefit_type = 'SHORT_TERM_DISABILITY' and benefit_level in ('BUY_UP')) or (benefit_type = 'LONG_TERM_DISABILITY' and benefit_level in ('BUY_UP'))),
	CONSTRAINT "benefit_plans_content_flags_check" CHECK (cardinality(content_flags) = 0 or (benefit_type = 'MEDICAL' and content_flags <@ array['HDHP', 'HSA_COMPATIBLE', 'HRA', '$', '$$', '$$$']::content_flag[]) or (benefit_type = 'ACCIDENT' and content_flags <@ array['VAS_1']::content_flag[]) or (benefit_type = 'LIFE' and content_flags <@ array['AD&D', 'VAS_1', 'VAS_2', 'Wellthy', 'Self_Care+', 'Self_Care_From_AbleTo']::content_flag[]) or (benefit_type = 'CRITICAL_ILLNESS' and content_flags <@ array['Health_Navigator_Helpline', 'Self_Care_From_AbleTo']::content_flag[])),
	CONSTRAINT "benefit_plans_critical_illness_flags_check" CHECK ("benefit_plans"."benefit_type" <> 'CRITICAL_ILLNESS' or cardinality("benefit_plans"."content_flags") <= 1),
	CONSTRAINT "benefit_plans_pfml_state_check" CHECK ("benefit_plans"."plan_type" <> 'PFML_FMLA_LEAVE' or "benefit_plans"."pfml_state" is not null),
	CONSTRAINT "benefit_plans_percents_check" CHECK ((dental_orthodontic_maximum_adult_percent is null or dental_orthodontic_maximum_adult_percent between 0 and 100) and (dental_orthodontic_maximum_child_percent is null or dental_orthodontic_maximum_child_percent between 0 and 100) and (dental_type_one_in_network is null or dental_type_one_in_network between 0 and 100) and (dental_type_one_out_of_network is null or dental_type_one_out_of_network between 0 and 100) and (dental_type_two_in_network is null or dental_type_two_in_network between 0 and 100) and (dental_type_two_out_of_network is null or dental_type_two_out_of_network between 0 and 100) and (dental_type_three_in_network is null or dental_type_three_in_network between 0 and 100) and (dental_type_three_out_of_network is null or dental_type_three_out_of_network between 0 and 100) and (vision_frames_over_percent is null or vision_frames_over_percent between 0 and 100)),
	CONSTRAINT "benefit_plans_amounts_check" CHECK ((wellness_amount is null or wellness_amount >= 0) and (medical_deductible_individual_in_network is null or medical_deductible_individual_in_network >= 0) and (medical_deductible_individual_out_of_network is null or medical_deductible_individual_out_of_network >= 0) and (medical_deductible_family_in_network is null or medical_deductible_family_in_network >= 0) and (medical_deductible_family_out_of_network is null or medical_deductible_family_out_of_network >= 0) and (medical_out_of_pocket_maximum_individual_in_network is null or medical_out_of_pocket_maximum_individual_in_network >= 0) and (medical_out_of_pocket_maximum_individual_out_of_network is null or medical_out_of_pocket_maximum_individual_out_of_network >= 0) and (medical_out_of_pocket_maximum_family_in_network is null or medical_out_of_pocket_maximum_family_in_network >= 0) and (medical_out_of_pocket_maximum_family_out_of_network is null or medical_out_of_pocket_maximum_family_out_of_network >= 0) and (medical_health_savings_account_employer_contribution is null or medical_health_savings_account_employer_contribution >= 0) and (dental_orthodontic_maximum_adult_amount is null or dental_orthodontic_maximum_adult_amount >= 0) and (dental_orthodontic_maximum_child_amount is null or dental_orthodontic_maximum_child_amount >= 0) and (vision_exam_in_network is null or vision_exam_in_network >= 0) and (vision_exam_out_of_network is null or vision_exam_out_of_network >= 0) and (vision_lenses_in_network is null or vision_lenses_in_network >= 0) and (vision_lenses_out_of_network is null or vision_lenses_out_of_network >= 0) and (vision_frames_in_network is null or vision_frames_in_network >= 0) and (vision_frames_out_of_network is null or vision_frames_out_of_network >= 0) and (vision_contact_lenses_in_network is null or vision_contact_lenses_in_network >= 0) and (vision_contact_lenses_out_of_network is null or vision_contact_lenses_out_of_network >= 0) and (vision_contact_lens_exam_in_network is null or vision_contact_lens_exam_in_network >= 0) and (vision_contact_lens_exam_out_of_network is null or vision_contact_lens_exam_out_of_network >= 0) and (financial_fsa_rollover_amount is null or financial_fsa_rollover_amount >= 0)),
	CONSTRAINT "benefit_plans_fsa_rollover_check" CHECK ("benefit_plans"."financial_fsa_money_rollover" is not true or ("benefit_plans"."financial_fsa_rollover_amount" is not null and "benefit_plans"."financial_fsa_rollover_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "bill_grouped_locations" (
	"bill_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_grouped_locations_bill_id_location_id_pk" PRIMARY KEY("bill_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"policy_id" uuid,
	"name" text NOT NULL,
	"contact_id" uuid,
	"location_id" uuid,
	"categories_by_location" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "change_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"change_details" jsonb NOT NULL,
	"changed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"attribute_key" text NOT NULL,
	"value" jsonb,
	"previous_value" jsonb,
	"status" "change_status" DEFAULT 'pending' NOT NULL,
	"created_by_user_id" uuid,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_plan_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"is_erisa_plan" boolean,
	"erisa_plan_number" text,
	"erisa_plan_year_end" text,
	"has_section_125_plan" boolean,
	"section_125_tax_treatment" "tax_treatment",
	"age_rules" jsonb,
	"rehire_duration_value" integer,
	"rehire_duration_unit" "duration_unit",
	"benefit_look_back_value" integer,
	"benefit_look_back_unit" "duration_unit",
	"waive_waiting_period_for_rehires" boolean,
	"value_added_services" "value_added_service"[],
	"value_added_service_options" jsonb,
	"pfml_leave_year_method" "leave_year_method",
	"pfml_fixed_year_start" text,
	"pfml_contribution_type" "contribution_type",
	"pfml_minimum_intermittent_leave" "minimum_intermittent_leave",
	"has_family_leave_insurance" boolean,
	"fli_contribution_type" "contribution_type",
	"fli_employee_contribution_percent" numeric(5, 2),
	"critical_illness_options" jsonb,
	"has_subsidiaries" boolean,
	"subsidiaries_billed_separately" boolean,
	"subsidiaries_have_separate_tax_ids" boolean,
	"updated_by_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eif_company_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"legal_name" text,
	"doing_business_as" text,
	"nature_of_business" text,
	"sic_code" text,
	"industry_segment" text,
	"headquarters_location_id" uuid,
	"fiscal_year_start" date,
	"has_employees_in_multiple_states" boolean,
	"is_eap_only_blended" boolean,
	"completed_at" timestamp with time zone,
	"updated_by_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_setup_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_setup_id" uuid NOT NULL,
	"step" "client_setup_step" NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_setups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"broker_user_id" uuid,
	"ben_admin_user_id" uuid,
	"e_signature_envelope" jsonb,
	"config_company_info" jsonb,
	"config_company_info_updated_at" timestamp with time zone,
	"config_company_info_marked_as_complete_at" timestamp with time zone,
	"import_company_info" jsonb,
	"import_company_info_updated_at" timestamp with time zone,
	"import_company_info_marked_as_complete_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"policy_id" uuid,
	"type" "client_error_type" NOT NULL,
	"note" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"case_id" text NOT NULL,
	"ticket_id" text,
	"phase_id" "phase" DEFAULT 'WELCOME' NOT NULL,
	"release_status" "release_status" DEFAULT 'NOT_LIVE' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_onboard" boolean DEFAULT true NOT NULL,
	"is_benefits_explorer" boolean DEFAULT false NOT NULL,
	"implementation_type" "implementation_type" DEFAULT 'NEW_IMPLEMENTATION' NOT NULL,
	"base_client_id" uuid,
	"completed_setup" boolean DEFAULT false NOT NULL,
	"employees_number" integer,
	"tax_id" text,
	"policy_anniversary_month" integer,
	"enrollment_start_date" date,
	"enrollment_end_date" date,
	"eif_signed_at" timestamp with time zone,
	"eif_signed_by_user_id" uuid,
	"authorized_signer_user_id" uuid,
	"kickoff_call_selection" text,
	"kickoff_call_status" "call_status",
	"kickoff_call_scheduled_at" timestamp with time zone,
	"kickoff_call_topics" text[],
	"kickoff_call_people" jsonb,
	"kickoff_call_updated_at" timestamp with time zone,
	"kickoff_call_updated_by_user_id" uuid,
	"install_call_selection" text,
	"install_call_status" "call_status",
	"install_call_scheduled_at" timestamp with time zone,
	"install_call_topics" text[],
	"install_call_people" jsonb,
	"install_call_updated_at" timestamp with time zone,
	"install_call_updated_by_user_id" uuid,
	"set_your_goals" jsonb,
	"set_your_goals_updated_at" timestamp with time zone,
	"changes_accepted_at" timestamp with time zone,
	"changes_accepted_by_user_id" uuid,
	"changes_declined_at" timestamp with time zone,
	"changes_declined_by_user_id" uuid,
	"changes_declined_reason" text,
	"ready_for_review_at" timestamp with time zone,
	"ready_for_review_by_user_id" uuid,
	"changes_undone_at" timestamp with time zone,
	"changes_undone_by_user_id" uuid,
	"implementation_consultant_first_name" text,
	"implementation_consultant_last_name" text,
	"implementation_consultant_phone_number" text,
	"implementation_consultant_email" text,
	"web_admin_contact_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "clients_policy_anniversary_month_check" CHECK ("clients"."policy_anniversary_month" is null or "clients"."policy_anniversary_month" between 1 and 12),
	CONSTRAINT "clients_employees_number_check" CHECK ("clients"."employees_number" is null or "clients"."employees_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_managed_locations" (
	"contact_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_managed_locations_contact_id_location_id_pk" PRIMARY KEY("contact_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"title" text,
	"phone_number" text,
	"fax_number" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" "us_state",
	"zip_code" text,
	"type" "contact_type",
	"location_id" uuid,
	"claims_access" boolean DEFAULT false NOT NULL,
	"billing_access" boolean DEFAULT false NOT NULL,
	"payments_access" boolean DEFAULT false NOT NULL,
	"documents_access" boolean DEFAULT false NOT NULL,
	"member_changes_access" boolean DEFAULT false NOT NULL,
	"location_management_type" "location_management_type" DEFAULT 'ALL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"policy_id" uuid,
	"category" "document_category" NOT NULL,
	"process_status" "document_process_status" DEFAULT 'COMPLETED' NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"language" "language",
	"benefit_type" "benefit_type",
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "documents_size_bytes_check" CHECK ("documents"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_id" uuid NOT NULL,
	"status" "email_status" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"from_address" text NOT NULL,
	"to_addresses" text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}' NOT NULL,
	"status" "email_status" DEFAULT 'QUEUED' NOT NULL,
	"language" "language" DEFAULT 'en' NOT NULL,
	"error_users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "additional_compensations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"employee_class_id" uuid,
	"compensation_type" "compensation_type" NOT NULL,
	"is_included" boolean DEFAULT false NOT NULL,
	"averaging_period_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_class_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_class_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"waiting_period_rule" text,
	"waiting_period_value" integer,
	"waiting_period_unit" "duration_unit",
	"employer_contribution_percent" numeric(5, 2),
	"employee_contribution_percent" numeric(5, 2),
	"tax_treatment" "tax_treatment",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_class_plans_percents_check" CHECK (("employee_class_plans"."employer_contribution_percent" is null or "employee_class_plans"."employer_contribution_percent" between 0 and 100) and ("employee_class_plans"."employee_contribution_percent" is null or "employee_class_plans"."employee_contribution_percent" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "employee_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"employment_types" text[] DEFAULT '{}' NOT NULL,
	"minimum_hours_per_week" integer,
	"qps_classes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"environment" text,
	"release" text,
	"message" text,
	"payload" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "explorer_benefit_type_metadata" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"explorer_page_id" uuid NOT NULL,
	"benefit_type" "benefit_type" NOT NULL,
	"highlighter_text" text,
	"spanish_highlighter_text" text,
	"highlighter_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "explorer_page_policies" (
	"explorer_page_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "explorer_page_policies_explorer_page_id_policy_id_pk" PRIMARY KEY("explorer_page_id","policy_id")
);
--> statement-breakpoint
CREATE TABLE "explorer_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"name" text NOT NULL,
	"kiosk_mode" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"plan_year" text,
	"open_enrollment_start" date NOT NULL,
	"open_enrollment_end" date NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"employer_state" "us_state" NOT NULL,
	"ben_admin_platform_id" uuid,
	"ben_admin_platform_url" text,
	"notification_link" text,
	"custom_calendly_link" text,
	"custom_client_name" text,
	"logo_document_id" uuid,
	"employee_count" integer,
	"has_employees_in_ny" boolean DEFAULT false NOT NULL,
	"show_benefit_count" boolean DEFAULT true NOT NULL,
	"association_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"hide_sun_life_logo" boolean DEFAULT false NOT NULL,
	"non_sun_life_benefits_explorer" boolean DEFAULT false NOT NULL,
	"page_owner_user_id" uuid,
	"medical_video" "medical_video_choice" DEFAULT 'NO_VIDEO' NOT NULL,
	"medical_video_english_title" text,
	"medical_video_spanish_title" text,
	"medical_video_document_id" uuid,
	"vidyard_upload_id" text,
	"vidyard_id" text,
	"territory" text,
	"show_legacy_vision_plan_table" boolean DEFAULT false NOT NULL,
	"show_legacy_dental_plan_table" boolean DEFAULT false NOT NULL,
	"vanity_slug" text,
	"custom_branding" boolean DEFAULT false NOT NULL,
	"benefits_explorer_custom_branding" jsonb,
	"custom_theme_brand_color" text,
	"custom_theme_contrasting_color" text,
	"enable_contact_us_appointment" boolean DEFAULT false NOT NULL,
	"enable_contact_us_email" boolean DEFAULT true NOT NULL,
	"enable_contact_us_live_chat" boolean DEFAULT false NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"new_explorer_page_id" uuid,
	"language_feature_toggle" boolean DEFAULT true NOT NULL,
	"large_client_feature_toggle" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "explorer_pages_employee_count_check" CHECK ("explorer_pages"."employee_count" is null or "explorer_pages"."employee_count" >= 0),
	CONSTRAINT "explorer_pages_open_enrollment_check" CHECK ("explorer_pages"."open_enrollment_end" >= "explorer_pages"."open_enrollment_start"),
	CONSTRAINT "explorer_pages_not_own_newer_page_check" CHECK ("explorer_pages"."new_explorer_page_id" is null or "explorer_pages"."new_explorer_page_id" <> "explorer_pages"."id")
);
--> statement-breakpoint
CREATE TABLE "client_feature_toggles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_toggles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_toggles_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "email_plan_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"explorer_page_id" uuid NOT NULL,
	"email" text NOT NULL,
	"benefits" uuid[] NOT NULL,
	"language" "language" NOT NULL,
	"email_id" uuid,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"explorer_page_id" uuid,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"city" text NOT NULL,
	"state" "us_state" NOT NULL,
	"phone" text NOT NULL,
	"external_user" "external_user_type" NOT NULL,
	"employer_name" text NOT NULL,
	"broker_name" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" "us_state" NOT NULL,
	"zip_code" text NOT NULL,
	"location_type" "location_type" DEFAULT 'HEADQUARTERS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monthly_claims_report_mailing_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"policy_id" uuid,
	"location_id" uuid NOT NULL,
	"contact_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsidiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"tax_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onboarding_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"policy_id" uuid,
	"name" text NOT NULL,
	"template_id" text,
	"envelope_id" text,
	"status" "onboarding_form_status" DEFAULT 'CREATED' NOT NULL,
	"waiting_for_webhook" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{"recipients":[]}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"signed_document_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"onboarding_form_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"title" text,
	"role" "signing_recipient_role" DEFAULT 'SIGNER' NOT NULL,
	"routing_order" integer DEFAULT 1 NOT NULL,
	"delivered_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"last_edit_at" timestamp with time zone,
	"last_action_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outside_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"title" text,
	"token_hash" text,
	"token_issued_at" timestamp with time zone,
	"token_expires_at" timestamp with time zone,
	"last_accessed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"invited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welcome_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"welcome_flow_completed_at" timestamp with time zone,
	"completed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"policy_id" uuid,
	"benefit_type" "slf_coverage" NOT NULL,
	"name" text,
	"salary_based" boolean,
	"pfml_option" "pfml_option",
	"termination_date" date,
	"pfml_state" "us_state",
	"pfml_contribution_type" "contribution_type",
	"pfml_employer_contribution_percent" numeric(5, 2),
	"pfml_employee_contribution_percent" numeric(5, 2),
	"claims_check_payee" "claims_check_payee",
	"send_claims_check_to" "send_claims_check_to",
	"carrier_name" text,
	"payee_contact_id" uuid,
	"qps_classes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_pfml_percents_check" CHECK (("plans"."pfml_employer_contribution_percent" is null or "plans"."pfml_employer_contribution_percent" between 0 and 100) and ("plans"."pfml_employee_contribution_percent" is null or "plans"."pfml_employee_contribution_percent" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"policy_number" text NOT NULL,
	"slf_coverages" "slf_coverage"[] DEFAULT '{}' NOT NULL,
	"primary_policy" boolean DEFAULT false NOT NULL,
	"phase_id" "phase" DEFAULT 'WELCOME' NOT NULL,
	"policy_effective" date,
	"initial_policy_effective_date" date,
	"enrollment_census_deadline" date,
	"info_gathering_deadline" date,
	"live_status_date" date,
	"issued_state_situs" "us_state",
	"billing_administration_type" "billing_administration_type",
	"billing_structure_type" "billing_structure_type",
	"bill_payroll_cycles" "bill_payroll_cycle"[],
	"advance_or_arrears" "advance_or_arrears",
	"ben_admin_platform_id" uuid,
	"data_feed_platform_id" uuid,
	"data_feed_primary_contact_id" uuid,
	"data_feed_secondary_contact_id" uuid,
	"data_feed_technical_contact_id" uuid,
	"tpa_contact_id" uuid,
	"pushed_to_compass_at" timestamp with time zone,
	"qps_events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"type" "auth_token_type" NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"csrf_secret" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"task_id" "policy_task_id" NOT NULL,
	"status" "task_status" DEFAULT 'NOT_STARTED' NOT NULL,
	"due_date" date,
	"status_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"task_id" "client_task_id" NOT NULL,
	"status" "task_status" DEFAULT 'NOT_STARTED' NOT NULL,
	"due_date" date,
	"status_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_clients" (
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"completed_setup_at" timestamp with time zone,
	"new_document_notice" "new_document_notice_status",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_clients_user_id_client_id_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "user_mfa_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "mfa_factor_type" NOT NULL,
	"secret" text,
	"phone_number" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_mfa_factors_shape_check" CHECK (("user_mfa_factors"."type" = 'TOTP' and "user_mfa_factors"."secret" is not null) or ("user_mfa_factors"."type" = 'SMS' and "user_mfa_factors"."phone_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"role" "carrier_role" NOT NULL,
	"company_name" text,
	"password_hash" text,
	"password_set_at" timestamp with time zone,
	"password_expires_at" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"welcome_email_sent_at" timestamp with time zone,
	"terms_of_use_at" timestamp with time zone,
	"first_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"new_document_notice" "new_document_notice_status",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_failed_login_count_check" CHECK ("users"."failed_login_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "api_job_outputs" ADD CONSTRAINT "api_job_outputs_api_job_id_api_jobs_id_fk" FOREIGN KEY ("api_job_id") REFERENCES "public"."api_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_job_outputs" ADD CONSTRAINT "api_job_outputs_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_jobs" ADD CONSTRAINT "api_jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_jobs" ADD CONSTRAINT "api_jobs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_plans" ADD CONSTRAINT "benefit_plans_explorer_page_id_explorer_pages_id_fk" FOREIGN KEY ("explorer_page_id") REFERENCES "public"."explorer_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_plans" ADD CONSTRAINT "benefit_plans_plan_summary_document_id_documents_id_fk" FOREIGN KEY ("plan_summary_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_plans" ADD CONSTRAINT "benefit_plans_spanish_plan_summary_document_id_documents_id_fk" FOREIGN KEY ("spanish_plan_summary_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_grouped_locations" ADD CONSTRAINT "bill_grouped_locations_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_grouped_locations" ADD CONSTRAINT "bill_grouped_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log_entries" ADD CONSTRAINT "change_log_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log_entries" ADD CONSTRAINT "change_log_entries_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_records" ADD CONSTRAINT "change_records_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_records" ADD CONSTRAINT "change_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_records" ADD CONSTRAINT "change_records_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_plan_designs" ADD CONSTRAINT "client_plan_designs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_plan_designs" ADD CONSTRAINT "client_plan_designs_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eif_company_info" ADD CONSTRAINT "eif_company_info_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eif_company_info" ADD CONSTRAINT "eif_company_info_headquarters_location_id_locations_id_fk" FOREIGN KEY ("headquarters_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eif_company_info" ADD CONSTRAINT "eif_company_info_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_setup_steps" ADD CONSTRAINT "client_setup_steps_client_setup_id_client_setups_id_fk" FOREIGN KEY ("client_setup_id") REFERENCES "public"."client_setups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_setup_steps" ADD CONSTRAINT "client_setup_steps_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_setups" ADD CONSTRAINT "client_setups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_setups" ADD CONSTRAINT "client_setups_broker_user_id_users_id_fk" FOREIGN KEY ("broker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_setups" ADD CONSTRAINT "client_setups_ben_admin_user_id_users_id_fk" FOREIGN KEY ("ben_admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_errors" ADD CONSTRAINT "client_errors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_errors" ADD CONSTRAINT "client_errors_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_base_client_id_clients_id_fk" FOREIGN KEY ("base_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_eif_signed_by_user_id_users_id_fk" FOREIGN KEY ("eif_signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_authorized_signer_user_id_users_id_fk" FOREIGN KEY ("authorized_signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_kickoff_call_updated_by_user_id_users_id_fk" FOREIGN KEY ("kickoff_call_updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_install_call_updated_by_user_id_users_id_fk" FOREIGN KEY ("install_call_updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_changes_accepted_by_user_id_users_id_fk" FOREIGN KEY ("changes_accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_changes_declined_by_user_id_users_id_fk" FOREIGN KEY ("changes_declined_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_ready_for_review_by_user_id_users_id_fk" FOREIGN KEY ("ready_for_review_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_changes_undone_by_user_id_users_id_fk" FOREIGN KEY ("changes_undone_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_web_admin_contact_id_contacts_id_fk" FOREIGN KEY ("web_admin_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_managed_locations" ADD CONSTRAINT "contact_managed_locations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_managed_locations" ADD CONSTRAINT "contact_managed_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_status_history" ADD CONSTRAINT "email_status_history_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_compensations" ADD CONSTRAINT "additional_compensations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_compensations" ADD CONSTRAINT "additional_compensations_employee_class_id_employee_classes_id_fk" FOREIGN KEY ("employee_class_id") REFERENCES "public"."employee_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_class_plans" ADD CONSTRAINT "employee_class_plans_employee_class_id_employee_classes_id_fk" FOREIGN KEY ("employee_class_id") REFERENCES "public"."employee_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_class_plans" ADD CONSTRAINT "employee_class_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_classes" ADD CONSTRAINT "employee_classes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_benefit_type_metadata" ADD CONSTRAINT "explorer_benefit_type_metadata_explorer_page_id_explorer_pages_id_fk" FOREIGN KEY ("explorer_page_id") REFERENCES "public"."explorer_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_page_policies" ADD CONSTRAINT "explorer_page_policies_explorer_page_id_explorer_pages_id_fk" FOREIGN KEY ("explorer_page_id") REFERENCES "public"."explorer_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_page_policies" ADD CONSTRAINT "explorer_page_policies_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_pages" ADD CONSTRAINT "explorer_pages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_pages" ADD CONSTRAINT "explorer_pages_ben_admin_platform_id_ben_admin_platforms_id_fk" FOREIGN KEY ("ben_admin_platform_id") REFERENCES "public"."ben_admin_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_pages" ADD CONSTRAINT "explorer_pages_logo_document_id_documents_id_fk" FOREIGN KEY ("logo_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_pages" ADD CONSTRAINT "explorer_pages_page_owner_user_id_users_id_fk" FOREIGN KEY ("page_owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_pages" ADD CONSTRAINT "explorer_pages_medical_video_document_id_documents_id_fk" FOREIGN KEY ("medical_video_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_pages" ADD CONSTRAINT "explorer_pages_new_explorer_page_id_explorer_pages_id_fk" FOREIGN KEY ("new_explorer_page_id") REFERENCES "public"."explorer_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_feature_toggles" ADD CONSTRAINT "client_feature_toggles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_feature_toggles" ADD CONSTRAINT "client_feature_toggles_name_feature_toggles_name_fk" FOREIGN KEY ("name") REFERENCES "public"."feature_toggles"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "email_plan_requests" ADD CONSTRAINT "email_plan_requests_explorer_page_id_explorer_pages_id_fk" FOREIGN KEY ("explorer_page_id") REFERENCES "public"."explorer_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_plan_requests" ADD CONSTRAINT "email_plan_requests_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_explorer_page_id_explorer_pages_id_fk" FOREIGN KEY ("explorer_page_id") REFERENCES "public"."explorer_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_claims_report_mailing_locations" ADD CONSTRAINT "monthly_claims_report_mailing_locations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_claims_report_mailing_locations" ADD CONSTRAINT "monthly_claims_report_mailing_locations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_claims_report_mailing_locations" ADD CONSTRAINT "monthly_claims_report_mailing_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_claims_report_mailing_locations" ADD CONSTRAINT "monthly_claims_report_mailing_locations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidiaries" ADD CONSTRAINT "subsidiaries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidiaries" ADD CONSTRAINT "subsidiaries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD CONSTRAINT "onboarding_forms_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD CONSTRAINT "onboarding_forms_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD CONSTRAINT "onboarding_forms_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD CONSTRAINT "onboarding_forms_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_recipients" ADD CONSTRAINT "signing_recipients_onboarding_form_id_onboarding_forms_id_fk" FOREIGN KEY ("onboarding_form_id") REFERENCES "public"."onboarding_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_recipients" ADD CONSTRAINT "signing_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_signers" ADD CONSTRAINT "outside_signers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_signers" ADD CONSTRAINT "outside_signers_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_flows" ADD CONSTRAINT "welcome_flows_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_flows" ADD CONSTRAINT "welcome_flows_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_payee_contact_id_contacts_id_fk" FOREIGN KEY ("payee_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_ben_admin_platform_id_ben_admin_platforms_id_fk" FOREIGN KEY ("ben_admin_platform_id") REFERENCES "public"."ben_admin_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_data_feed_platform_id_ben_admin_platforms_id_fk" FOREIGN KEY ("data_feed_platform_id") REFERENCES "public"."ben_admin_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_data_feed_primary_contact_id_contacts_id_fk" FOREIGN KEY ("data_feed_primary_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_data_feed_secondary_contact_id_contacts_id_fk" FOREIGN KEY ("data_feed_secondary_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_data_feed_technical_contact_id_contacts_id_fk" FOREIGN KEY ("data_feed_technical_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_tpa_contact_id_contacts_id_fk" FOREIGN KEY ("tpa_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_tasks" ADD CONSTRAINT "policy_tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_tasks" ADD CONSTRAINT "policy_tasks_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clients" ADD CONSTRAINT "user_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clients" ADD CONSTRAINT "user_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mfa_factors" ADD CONSTRAINT "user_mfa_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_job_outputs_api_job_id_idx" ON "api_job_outputs" USING btree ("api_job_id");--> statement-breakpoint
CREATE INDEX "api_job_outputs_policy_id_idx" ON "api_job_outputs" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "api_jobs_client_id_created_at_idx" ON "api_jobs" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "api_jobs_status_idx" ON "api_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "api_jobs_requested_by_user_id_idx" ON "api_jobs" USING btree ("requested_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_jobs_idempotency_key_key" ON "api_jobs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "audit_log_client_id_occurred_at_idx" ON "audit_log" USING btree ("client_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_user_id_occurred_at_idx" ON "audit_log" USING btree ("actor_user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_occurred_at_idx" ON "audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ben_admin_platforms_name_key" ON "ben_admin_platforms" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "benefit_plans_explorer_page_id_order_idx" ON "benefit_plans" USING btree ("explorer_page_id","order");--> statement-breakpoint
CREATE INDEX "benefit_plans_explorer_page_id_benefit_type_idx" ON "benefit_plans" USING btree ("explorer_page_id","benefit_type");--> statement-breakpoint
CREATE INDEX "benefit_plans_plan_summary_document_id_idx" ON "benefit_plans" USING btree ("plan_summary_document_id");--> statement-breakpoint
CREATE INDEX "benefit_plans_spanish_plan_summary_document_id_idx" ON "benefit_plans" USING btree ("spanish_plan_summary_document_id");--> statement-breakpoint
CREATE INDEX "bill_grouped_locations_location_id_idx" ON "bill_grouped_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "bills_client_id_idx" ON "bills" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "bills_policy_id_idx" ON "bills" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "bills_contact_id_idx" ON "bills" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "bills_location_id_idx" ON "bills" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "change_log_entries_client_id_created_at_idx" ON "change_log_entries" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "change_log_entries_changed_by_user_id_idx" ON "change_log_entries" USING btree ("changed_by_user_id");--> statement-breakpoint
CREATE INDEX "change_records_client_id_created_at_idx" ON "change_records" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "change_records_entity_idx" ON "change_records" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "change_records_created_by_user_id_idx" ON "change_records" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "change_records_reviewed_by_user_id_idx" ON "change_records" USING btree ("reviewed_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_plan_designs_client_id_key" ON "client_plan_designs" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_plan_designs_updated_by_user_id_idx" ON "client_plan_designs" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eif_company_info_client_id_key" ON "eif_company_info" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "eif_company_info_headquarters_location_id_idx" ON "eif_company_info" USING btree ("headquarters_location_id");--> statement-breakpoint
CREATE INDEX "eif_company_info_updated_by_user_id_idx" ON "eif_company_info" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_setup_steps_setup_id_step_key" ON "client_setup_steps" USING btree ("client_setup_id","step");--> statement-breakpoint
CREATE INDEX "client_setup_steps_completed_by_user_id_idx" ON "client_setup_steps" USING btree ("completed_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_setups_client_id_key" ON "client_setups" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_setups_broker_user_id_idx" ON "client_setups" USING btree ("broker_user_id");--> statement-breakpoint
CREATE INDEX "client_setups_ben_admin_user_id_idx" ON "client_setups" USING btree ("ben_admin_user_id");--> statement-breakpoint
CREATE INDEX "client_errors_client_id_idx" ON "client_errors" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_errors_policy_id_idx" ON "client_errors" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "clients_case_id_idx" ON "clients" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "clients_ticket_id_idx" ON "clients" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "clients_phase_id_idx" ON "clients" USING btree ("phase_id");--> statement-breakpoint
CREATE INDEX "clients_release_status_idx" ON "clients" USING btree ("release_status");--> statement-breakpoint
CREATE INDEX "clients_base_client_id_idx" ON "clients" USING btree ("base_client_id");--> statement-breakpoint
CREATE INDEX "clients_updated_at_idx" ON "clients" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "clients_eif_signed_by_user_id_idx" ON "clients" USING btree ("eif_signed_by_user_id");--> statement-breakpoint
CREATE INDEX "clients_authorized_signer_user_id_idx" ON "clients" USING btree ("authorized_signer_user_id");--> statement-breakpoint
CREATE INDEX "clients_web_admin_contact_id_idx" ON "clients" USING btree ("web_admin_contact_id");--> statement-breakpoint
CREATE INDEX "contact_managed_locations_location_id_idx" ON "contact_managed_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "contacts_client_id_idx" ON "contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "contacts_location_id_idx" ON "contacts" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "contacts_type_idx" ON "contacts" USING btree ("client_id","type");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "documents_client_id_category_idx" ON "documents" USING btree ("client_id","category");--> statement-breakpoint
CREATE INDEX "documents_policy_id_idx" ON "documents" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "documents_updated_by_user_id_idx" ON "documents" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key_key" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "email_status_history_email_id_at_idx" ON "email_status_history" USING btree ("email_id","at");--> statement-breakpoint
CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "emails_client_id_created_at_idx" ON "emails" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "emails_status_idx" ON "emails" USING btree ("status");--> statement-breakpoint
CREATE INDEX "emails_sent_by_user_id_idx" ON "emails" USING btree ("sent_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emails_idempotency_key_key" ON "emails" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "additional_compensations_client_id_idx" ON "additional_compensations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "additional_compensations_employee_class_id_idx" ON "additional_compensations" USING btree ("employee_class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_class_plans_class_id_plan_id_key" ON "employee_class_plans" USING btree ("employee_class_id","plan_id");--> statement-breakpoint
CREATE INDEX "employee_class_plans_plan_id_idx" ON "employee_class_plans" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "employee_classes_client_id_idx" ON "employee_classes" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_classes_client_id_name_key" ON "employee_classes" USING btree ("client_id",lower("name")) WHERE "employee_classes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "error_reports_received_at_idx" ON "error_reports" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "explorer_benefit_type_metadata_page_type_key" ON "explorer_benefit_type_metadata" USING btree ("explorer_page_id","benefit_type");--> statement-breakpoint
CREATE INDEX "explorer_page_policies_policy_id_idx" ON "explorer_page_policies" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "explorer_pages_client_id_idx" ON "explorer_pages" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "explorer_pages_client_id_starts_at_idx" ON "explorer_pages" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "explorer_pages_name_idx" ON "explorer_pages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "explorer_pages_is_live_idx" ON "explorer_pages" USING btree ("is_live");--> statement-breakpoint
CREATE INDEX "explorer_pages_association_id_idx" ON "explorer_pages" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "explorer_pages_page_owner_user_id_idx" ON "explorer_pages" USING btree ("page_owner_user_id");--> statement-breakpoint
CREATE INDEX "explorer_pages_ben_admin_platform_id_idx" ON "explorer_pages" USING btree ("ben_admin_platform_id");--> statement-breakpoint
CREATE INDEX "explorer_pages_logo_document_id_idx" ON "explorer_pages" USING btree ("logo_document_id");--> statement-breakpoint
CREATE INDEX "explorer_pages_medical_video_document_id_idx" ON "explorer_pages" USING btree ("medical_video_document_id");--> statement-breakpoint
CREATE INDEX "explorer_pages_new_explorer_page_id_idx" ON "explorer_pages" USING btree ("new_explorer_page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "explorer_pages_vanity_slug_key" ON "explorer_pages" USING btree (lower("vanity_slug")) WHERE "explorer_pages"."deleted_at" is null and "explorer_pages"."vanity_slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "client_feature_toggles_client_id_name_key" ON "client_feature_toggles" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "client_feature_toggles_name_idx" ON "client_feature_toggles" USING btree ("name");--> statement-breakpoint
CREATE INDEX "email_plan_requests_explorer_page_id_idx" ON "email_plan_requests" USING btree ("explorer_page_id");--> statement-breakpoint
CREATE INDEX "email_plan_requests_email_id_idx" ON "email_plan_requests" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "email_plan_requests_created_at_idx" ON "email_plan_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_explorer_page_id_idx" ON "leads" USING btree ("explorer_page_id");--> statement-breakpoint
CREATE INDEX "locations_client_id_idx" ON "locations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "mcr_mailing_locations_client_id_idx" ON "monthly_claims_report_mailing_locations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "mcr_mailing_locations_policy_id_idx" ON "monthly_claims_report_mailing_locations" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "mcr_mailing_locations_location_id_idx" ON "monthly_claims_report_mailing_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "mcr_mailing_locations_contact_id_idx" ON "monthly_claims_report_mailing_locations" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "subsidiaries_client_id_idx" ON "subsidiaries" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "subsidiaries_location_id_idx" ON "subsidiaries" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "onboarding_forms_client_id_idx" ON "onboarding_forms" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "onboarding_forms_policy_id_idx" ON "onboarding_forms" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "onboarding_forms_signed_document_id_idx" ON "onboarding_forms" USING btree ("signed_document_id");--> statement-breakpoint
CREATE INDEX "onboarding_forms_created_by_user_id_idx" ON "onboarding_forms" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_forms_envelope_id_key" ON "onboarding_forms" USING btree ("envelope_id") WHERE "onboarding_forms"."envelope_id" is not null;--> statement-breakpoint
CREATE INDEX "onboarding_forms_waiting_idx" ON "onboarding_forms" USING btree ("waiting_for_webhook") WHERE "onboarding_forms"."waiting_for_webhook";--> statement-breakpoint
CREATE INDEX "signing_recipients_onboarding_form_id_idx" ON "signing_recipients" USING btree ("onboarding_form_id");--> statement-breakpoint
CREATE INDEX "signing_recipients_user_id_idx" ON "signing_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "signing_recipients_email_idx" ON "signing_recipients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outside_signers_client_id_idx" ON "outside_signers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "outside_signers_invited_by_user_id_idx" ON "outside_signers" USING btree ("invited_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outside_signers_token_hash_key" ON "outside_signers" USING btree ("token_hash") WHERE "outside_signers"."token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "welcome_flows_client_id_key" ON "welcome_flows" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "welcome_flows_completed_by_user_id_idx" ON "welcome_flows" USING btree ("completed_by_user_id");--> statement-breakpoint
CREATE INDEX "plans_client_id_idx" ON "plans" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "plans_policy_id_idx" ON "plans" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "plans_payee_contact_id_idx" ON "plans" USING btree ("payee_contact_id");--> statement-breakpoint
CREATE INDEX "policies_client_id_idx" ON "policies" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_client_id_policy_number_key" ON "policies" USING btree ("client_id","policy_number");--> statement-breakpoint
CREATE INDEX "policies_policy_number_idx" ON "policies" USING btree ("policy_number");--> statement-breakpoint
CREATE INDEX "policies_phase_id_idx" ON "policies" USING btree ("phase_id");--> statement-breakpoint
CREATE INDEX "policies_ben_admin_platform_id_idx" ON "policies" USING btree ("ben_admin_platform_id");--> statement-breakpoint
CREATE INDEX "policies_data_feed_platform_id_idx" ON "policies" USING btree ("data_feed_platform_id");--> statement-breakpoint
CREATE INDEX "policies_data_feed_primary_contact_id_idx" ON "policies" USING btree ("data_feed_primary_contact_id");--> statement-breakpoint
CREATE INDEX "policies_data_feed_secondary_contact_id_idx" ON "policies" USING btree ("data_feed_secondary_contact_id");--> statement-breakpoint
CREATE INDEX "policies_data_feed_technical_contact_id_idx" ON "policies" USING btree ("data_feed_technical_contact_id");--> statement-breakpoint
CREATE INDEX "policies_tpa_contact_id_idx" ON "policies" USING btree ("tpa_contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_at_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_idle_expires_at_idx" ON "sessions" USING btree ("idle_expires_at");--> statement-breakpoint
CREATE INDEX "sessions_absolute_expires_at_idx" ON "sessions" USING btree ("absolute_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_tasks_policy_id_task_id_key" ON "policy_tasks" USING btree ("policy_id","task_id");--> statement-breakpoint
CREATE INDEX "policy_tasks_client_id_idx" ON "policy_tasks" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "policy_tasks_due_date_idx" ON "policy_tasks" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "policy_tasks_status_idx" ON "policy_tasks" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_client_id_task_id_key" ON "tasks" USING btree ("client_id","task_id");--> statement-breakpoint
CREATE INDEX "tasks_due_date_idx" ON "tasks" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "user_clients_client_id_idx" ON "user_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "user_mfa_factors_user_id_idx" ON "user_mfa_factors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_id_key" ON "users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("name"));