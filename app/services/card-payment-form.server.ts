// The pay button's form (docs/decisions/0054-card-payments.md): the key the card page
// drew, so a double click or a resubmitted form reaches the same payment. Only the
// action reads it, and a schema built at a module's top level stays in the browser
// bundle of every route that imports it: as a .server module the browser never loads
// it, nor the validator for it (decision 0284).
import * as v from "valibot";

import { formObject } from "~/domain/form-schema";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

export const cardPaymentSchema = formObject({ idempotencyKey: v.pipe(v.string(), v.regex(IDEMPOTENCY_KEY)) });
