// The step schemas and the parse the actions use. Route modules import them from
// here, not from the schema modules: the browser build keeps a route's imports
// even when only its action used them, and a `.server` module never reaches the
// browser. The browser loads a step's schema with the first submit (decision 0090).
export { parseWithZod } from "@conform-to/zod";
export { addApplicantsSchema } from "~/domain/application-schemas/add-applicants";
export { bankDetailsSchema } from "~/domain/application-schemas/bank-details";
export { citizenshipSchema } from "~/domain/application-schemas/citizenship";
export { expensesLiabilitiesSchema } from "~/domain/application-schemas/expenses-liabilities";
export { incomePayslipsSchema } from "~/domain/application-schemas/income-payslips";
export { maritalStatusSchema } from "~/domain/application-schemas/marital-status";
export { mortgagePropertySchema } from "~/domain/application-schemas/mortgage-property";
export { repaymentSchema } from "~/domain/application-schemas/repayment";
export { reviewDetailsSchema } from "~/domain/application-schemas/review-details";
export { sendFundsToSchema } from "~/domain/application-schemas/send-funds-to";
export { settlementDetailsSchema } from "~/domain/application-schemas/settlement-details";
export { verifyIdentitySchema } from "~/domain/application-schemas/verify-identity";
