// How long the application's lists may grow: the steps' schemas refuse one more,
// and the form-size check (form-limits.ts) refuses a posted name reaching past them.

/** An application has at most this many applicants, the creator included. */
export const MAX_APPLICANTS = 4;

/** Income, expenses, liabilities and payslips: at most this many rows each. */
export const MAX_ROWS = 50;
