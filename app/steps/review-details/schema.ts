// Review your application: the four declarations of SPEC 3.7 must be accepted
// before the application is sent (action COMPLETE).
import { z } from "zod";

import { DECLARATIONS } from "./choices";
export { DECLARATION_NAMES, DECLARATIONS } from "./choices";

const accepted = (message: string) => z.boolean({ required_error: message }).refine((value) => value, message);

export const reviewDetailsSchema = z.object({
  hasConsentedToReceiveDigitalCreditGuide: accepted(DECLARATIONS.hasConsentedToReceiveDigitalCreditGuide.error),
  hasDeclaredHardshipManagementStatus: accepted(DECLARATIONS.hasDeclaredHardshipManagementStatus.error),
  hasConfirmedRepaymentCapability: accepted(DECLARATIONS.hasConfirmedRepaymentCapability.error),
  hasDeclaredInformationAccuracy: accepted(DECLARATIONS.hasDeclaredInformationAccuracy.error),
});
