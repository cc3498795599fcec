// What a step page's browser code does with its schema (app/components/forms.ts,
// app/components/unanswered-reply.ts): parse the form data on each check and, for
// a press that got no answer, reply with the form as typed. The constraint is not
// asked for by the app today; WITH_CONSTRAINT (an esbuild --define) adds it.
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";

import * as schemas from "./schemas-valibot";

declare const WITH_CONSTRAINT: boolean;

export function checkForms(formData: FormData) {
  return [
    parseWithValibot(formData, { schema: schemas.bankDetailsSchema({ debit: true, credit: true }) }),
    parseWithValibot(formData, { schema: schemas.addApplicantsSchema(3) }),
    parseWithValibot(formData, { schema: schemas.expensesSchema }),
    parseWithValibot(formData, { schema: schemas.contractSchema }),
  ];
}

export function unansweredReply(formData: FormData) {
  return parseWithValibot(formData, { schema: schemas.anyForm }).reply({ hideFields: ["csrf", "snapshot"] });
}

export function constraints() {
  return WITH_CONSTRAINT
    ? [
        getValibotConstraint(schemas.bankDetailsSchema({ debit: true, credit: true })),
        getValibotConstraint(schemas.expensesSchema),
      ]
    : null;
}
