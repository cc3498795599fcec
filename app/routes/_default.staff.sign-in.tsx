import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { ErrorSummary } from "~/components/ErrorSummary";
import { Field } from "~/components/Field";
import { useSchemaForm } from "~/components/forms";
import { staffSummaryErrors, useSummaryFocusAfterServerError } from "~/components/staff-forms";
import { TextField } from "~/components/TextField";
import { signInSchema } from "~/domain/staff";
import type { RouteHandle } from "~/route-handle";
import { requireForm } from "~/services/form.server";
import { ProviderError } from "~/services/provider.server";
import { markRefusedSubmit } from "~/services/refused-submit.server";
import { commitStaffSession, getStaffSession, newStaffSession, providerDetail, StaffProvider } from "~/services/staff.server";
import { redirectWithToast } from "~/services/toast.server";

/** One message for a wrong email or a wrong password: it never says which (decision 0190). */
const NOT_RIGHT = "The email address or password is not right. Check them and try again.";
const UNAVAILABLE = "Signing in is not possible at the moment. Try again in a few minutes.";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getStaffSession(request)) throw redirect("/staff");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: signInSchema });
  // The email address stays; the password is never written back into the page (decision 0190).
  const refuse = (status: number, formErrors?: string[]) => {
    markRefusedSubmit(context);
    return data(submission.reply({ ...(formErrors ? { formErrors } : {}), hideFields: ["password"] }), { status });
  };
  if (submission.status !== "success") return refuse(400);
  const provider = new StaffProvider({}, context.clientAddress as string | undefined);
  try {
    const representative = await provider.logIn(submission.value.email, submission.value.password);
    // A new staff session, with the provider's new session in it: nothing from before sign-in carries over.
    return redirectWithToast(
      request,
      "/staff",
      { type: "success", title: `Signed in as ${representative.name}` },
      { headers: { "Set-Cookie": await commitStaffSession(newStaffSession(provider, representative)) } },
    );
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.status === 401 || error.status === 422) return refuse(401, [NOT_RIGHT]);
    if (error.status === 429) return refuse(429, [providerDetail(error) ?? "Too many attempts. Wait a few minutes."]);
    return refuse(503, [UNAVAILABLE]);
  }
}

export default function StaffSignIn() {
  const reply = useActionData<typeof action>();
  const { form, fields, summary } = useSchemaForm({ id: "staff-sign-in", schema: signInSchema, lastResult: reply });
  const sending = useNavigation().state === "submitting";
  // The form's own error (a wrong email or password, a lock) is listed first, linked to the email address.
  const errors = staffSummaryErrors(form, fields.email.id, summary);
  useSummaryFocusAfterServerError(reply, errors.length > 0);
  // With JavaScript the page stays as it was: empty the password as the page without it does.
  // (Only the field's value: conform's update intent would also clear the errors just shown.)
  const passwordId = fields.password.id;
  useEffect(() => {
    const password = reply ? document.getElementById(passwordId) : null;
    if (password instanceof HTMLInputElement) password.value = "";
  }, [reply, passwordId]);
  return (
    <>
      <ErrorSummary errors={errors} attempt={summary.attempt} />
      <h1 tabIndex={-1}>Staff sign in</h1>
      <p className="lead">For agency staff helping customers with their payments.</p>
      <Form method="post" {...getFormProps(form, { ariaAttributes: false })} aria-labelledby="staff-sign-in-title">
        <h2 id="staff-sign-in-title" className="visually-hidden">
          Sign in
        </h2>
        <AuthenticityTokenInput />
        <TextField field={fields.email} label="Email address" type="email" autoComplete="username" inputMode="email" />
        <Field
          label="Password"
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? "Signing in…" : "Sign in"}
        </button>
      </Form>
      <p>
        <Link to="/staff/forgot-password">Forgot your password?</Link>
      </p>
    </>
  );
}

export const handle: RouteHandle = { title: "Staff sign in", gtm: "staff-sign-in" };
