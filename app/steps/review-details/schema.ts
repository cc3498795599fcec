// Review your application: the four declarations of docs/SPEC.md 3.7 must be accepted
// before the application is sent (action COMPLETE).
import * as v from "valibot";

import { formObject } from "~/domain/form-schema";
import { fieldMessage } from "~/i18n/field-message";
import { DECLARATIONS } from "./choices";
export { DECLARATION_NAMES, DECLARATIONS } from "./choices";

const accepted = (message: string) =>
  v.pipe(
    v.boolean(message),
    v.check((value) => value, message),
  );

export const reviewDetailsSchema = formObject({
  hasConsentedToReceiveDigitalCreditGuide: accepted(fieldMessage(DECLARATIONS.hasConsentedToReceiveDigitalCreditGuide.error)),
  hasDeclaredHardshipManagementStatus: accepted(fieldMessage(DECLARATIONS.hasDeclaredHardshipManagementStatus.error)),
  hasConfirmedRepaymentCapability: accepted(fieldMessage(DECLARATIONS.hasConfirmedRepaymentCapability.error)),
  hasDeclaredInformationAccuracy: accepted(fieldMessage(DECLARATIONS.hasDeclaredInformationAccuracy.error)),
});
