// The answer of a one-button press whose action has no page of its own (pay by
// card, sign out, end viewing): the button sits on another page, so a press the
// form pipeline did not carry out cannot be drawn again where it was made.
import { data } from "@remix-run/node";

import { serverTranslator } from "~/i18n/catalogs.server";
import { translateFieldMessage } from "~/i18n/field-message";
import { localeOf } from "~/services/language.server";
import type { FormAnswer } from "./form-action.server";
import type { ToastInput } from "./toast.server";
import { redirectWithToast } from "./toast.server";

/**
 * A press refused for its token (missing, stale, another visitor's) answers 403
 * on the error page, saying what to do, so a forged post never gets a redirect;
 * any other press that did not go through goes back to the button's page with
 * the toast saying why. The route needs a component (one that renders nothing)
 * for the root error boundary to draw the 403. The words may be catalog keys
 * (`fieldMessage`): the payer's, said in their language, on the page as in the toast.
 */
export async function answerPressNotCarriedOut(
  request: Request,
  answer: FormAnswer,
  back: string,
  toast: ToastInput & { message: string },
): Promise<Response> {
  if (answer.init?.status === 403) {
    throw data(translateFieldMessage(serverTranslator(await localeOf(request)).t, toast.message), { status: 403 });
  }
  return redirectWithToast(request, back, toast, { headers: answer.init?.headers });
}
