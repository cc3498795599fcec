// What a step page's browser code does with its schema (app/components/forms.ts,
// app/components/unanswered-reply.ts): parse the form data on each check and, for
// a press that got no answer, reply with the form as typed. getZodConstraint is
// not called by the app today; WITH_CONSTRAINT (an esbuild --define) adds it.
import { getZodConstraint, parseWithZod } from "@conform-to/zod";

import * as schemas from "./schemas-v3";

declare const WITH_CONSTRAINT: boolean;

export function checkForms(formData: FormData) {
  return [
    parseWithZod(formData, { schema: schemas.bankDetailsSchema({ debit: true, credit: true }) }),
    parseWithZod(formData, { schema: schemas.addApplicantsSchema(3) }),
    parseWithZod(formData, { schema: schemas.expensesSchema }),
    parseWithZod(formData, { schema: schemas.contractSchema }),
  ];
}

export function unansweredReply(formData: FormData) {
  return parseWithZod(formData, { schema: schemas.anyForm }).reply({ hideFields: ["csrf", "snapshot"] });
}

export function constraints() {
  return WITH_CONSTRAINT
    ? [getZodConstraint(schemas.bankDetailsSchema({ debit: true, credit: true })), getZodConstraint(schemas.expensesSchema)]
    : null;
}
