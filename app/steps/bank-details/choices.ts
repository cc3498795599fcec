export const DEBIT_ACCOUNT = "the account repayments come from";

export const CREDIT_ACCOUNT = "the account the funds are paid into";
