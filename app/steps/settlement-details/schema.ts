// Settlement details: who handles the settlement of the sale. Optional, because
// a vendor may not have chosen a conveyancer yet; a blank agency saves as null (SPEC 5).
import { z } from "zod";

import { AGENCY_MAX } from "./choices";

export const settlementDetailsSchema = z.object({
  agency: z.string().trim().max(AGENCY_MAX, `Settlement agency must be ${AGENCY_MAX} characters or fewer`).optional(),
});
