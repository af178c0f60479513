/** Deployment environments and their error-report trace sampling (spec §9). */
export const ENVIRONMENTS = ["prod", "stage", "qa", "local"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const TRACE_SAMPLE_RATE: Record<Environment, number> = { local: 1, qa: 1, stage: 1, prod: 0.1 };
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
