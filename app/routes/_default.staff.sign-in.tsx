import { getFormProps, getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";

import { Field, TextField } from "~/components/Field";
import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormProblems } from "~/components/FormProblems";
import { useSchemaForm } from "~/components/forms";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { staffSummaryErrors, useSummaryFocusAfterServerError } from "~/components/staff-forms";
import type { FormReply } from "~/domain/form-reply";
import { signInSchema } from "~/domain/staff-forms";
import type { RouteHandle } from "~/route-handle";
import { formAction, type FormRefusal } from "~/services/form-action.server";
import { ProviderError } from "~/services/provider.server";
import { commitStaffSession, getStaffSession, newStaffSession, providerDetail, StaffProvider } from "~/services/staff.server";
import { redirectWithToast } from "~/services/toast.server";

/** One message for a wrong email or a wrong password: it never says which (decision 0190). */
const NOT_RIGHT = "The email address or password is not right. Check them and try again.";
const AGAIN = "Enter your password again";
const BUTTON = "Sign in";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getStaffSession(request)) throw redirect("/staff");
  return null;
}

export function action(args: ActionFunctionArgs) {
  const provider = new StaffProvider({}, args.context);
  return formAction(args, {
    load: async () => provider,
    schema: signInSchema,
    async submit({ email, password }): Promise<Response | FormRefusal> {
      let representative;
      try {
        representative = await provider.logIn(email, password);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        // Both fields are marked: the message never says which of the two is wrong (decision 0190).
        if (error.status === 401 || error.status === 422) return { fieldErrors: { email: [NOT_RIGHT], password: [AGAIN] } };
        if (error.status === 429)
          return { fieldErrors: { email: [providerDetail(error) ?? "Too many attempts. Wait a few minutes."] } };
        throw error;
      }
      // A new staff session, with the provider's new session in it: nothing from before sign-in carries over.
      return redirectWithToast(
        args.request,
        "/staff",
        { type: "success", title: `Signed in as ${representative.name}` },
        { headers: { "Set-Cookie": await commitStaffSession(newStaffSession(provider, representative)) } },
      );
    },
    // The email address stays; the password is never written back into the page (decision 0190).
    hideFields: ["password"],
  });
}

export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export default function StaffSignIn() {
  const reply = useActionData<FormReply>();
  const { form, fields, summary } = useSchemaForm({
    id: "staff-sign-in",
    schema: signInSchema,
    lastResult: reply?.result,
    notice: reply?.notice,
  });
  const sending = useNavigation().state === "submitting";
  // The form's own error (a wrong email or password, a lock) is listed first, linked to the email address.
  const errors = staffSummaryErrors(form, fields.email.id, summary);
  useSummaryFocusAfterServerError(reply?.result, errors.length > 0);
  // With JavaScript the page stays as it was: empty the password as the page without it does.
  // (Only the field's value: conform's update intent would also clear the errors just shown.)
  const passwordId = fields.password.id;
  useEffect(() => {
    const password = reply ? document.getElementById(passwordId) : null;
    if (password instanceof HTMLInputElement) password.value = "";
  }, [reply, passwordId]);
  return (
    <>
      <FormProblems summary={{ ...summary, errors }} notice={reply?.notice} button={BUTTON} />
      <h1 tabIndex={-1}>Staff sign in</h1>
      <p className="lead">For agency staff helping customers with their payments.</p>
      <Form method="post" {...getFormProps(form, { ariaAttributes: false })} aria-labelledby="staff-sign-in-title">
        <h2 id="staff-sign-in-title" className="visually-hidden">
          Sign in
        </h2>
        <FormHiddenFields />
        <TextField field={fields.email} label="Email address" type="email" autoComplete="username" inputMode="email" />
        <Field
          label="Password"
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? "Signing in…" : BUTTON}
        </button>
      </Form>
      <p>
        <Link to="/staff/forgot-password">Forgot your password?</Link>
      </p>
    </>
  );
}

export const handle: RouteHandle = { title: "Staff sign in", gtm: "staff-sign-in" };
