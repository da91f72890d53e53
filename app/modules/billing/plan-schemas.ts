import { z } from "zod";
import { PLAN_IDS } from "~/modules/billing/plans";

// The zod forms of a plan id, for the server (billing adapters) and the /onboarding action; apart from plans.ts so
// the pages that only show plans do not load zod (decision 039).

export const planIdSchema = z.enum(PLAN_IDS);

/** The /onboarding form: one plan, chosen by its radio button. */
export const planChoiceSchema = z.object({ plan: z.enum(PLAN_IDS, { message: "Please choose a plan." }) });
