// Send funds to: the step explains where the money goes and asks nothing
// (docs/decisions/0081-later-steps-questions.md); Continue still saves the page.
import { formObject } from "~/domain/form-schema";

export const sendFundsToSchema = formObject({});
