// Review your application: the four declarations of SPEC 3.7 must be accepted
// before the application is sent (action COMPLETE).
import { z } from "zod";

import { fieldMessage } from "~/i18n/field-message";
import { DECLARATIONS } from "./choices";
export { DECLARATION_NAMES, DECLARATIONS } from "./choices";

const accepted = (message: string) => z.boolean({ required_error: message }).refine((value) => value, message);

export const reviewDetailsSchema = z.object({
  hasConsentedToReceiveDigitalCreditGuide: accepted(fieldMessage(DECLARATIONS.hasConsentedToReceiveDigitalCreditGuide.error)),
  hasDeclaredHardshipManagementStatus: accepted(fieldMessage(DECLARATIONS.hasDeclaredHardshipManagementStatus.error)),
  hasConfirmedRepaymentCapability: accepted(fieldMessage(DECLARATIONS.hasConfirmedRepaymentCapability.error)),
  hasDeclaredInformationAccuracy: accepted(fieldMessage(DECLARATIONS.hasDeclaredInformationAccuracy.error)),
});
