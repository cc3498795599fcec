import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { ErrorSummary } from "~/components/ErrorSummary";
import { useSchemaForm } from "~/components/forms";
import { staffSummaryErrors, useSummaryFocusAfterServerError } from "~/components/staff-forms";
import { TextField } from "~/components/TextField";
import { forgotPasswordSchema } from "~/domain/staff";
import type { RouteHandle } from "~/route-handle";
import { publicUrl } from "~/services/env.server";
import { requireForm } from "~/services/form.server";
import { ProviderError } from "~/services/provider.server";
import { markRefusedSubmit } from "~/services/refused-submit.server";
import { StaffProvider } from "~/services/staff.server";

const UNAVAILABLE = "The reset email could not be sent at the moment. Try again in a few minutes.";

export async function loader({ request }: LoaderFunctionArgs) {
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1" });
}

/** The same answer whether or not an account has the address (decision 0190): the provider decides, silently. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  const refuse = (status: number, reply: ReturnType<typeof submission.reply>) => {
    markRefusedSubmit(context);
    return data(reply, { status });
  };
  if (submission.status !== "success") return refuse(400, submission.reply());
  try {
    const provider = new StaffProvider({}, context.clientAddress as string | undefined);
    await provider.forgotPassword(submission.value.email, publicUrl("/staff/reset-password"));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.status === 422 && error.errors.some((e) => e.source?.field === "email")) {
      return refuse(
        400,
        submission.reply({ fieldErrors: { email: ["Enter an email address in the correct format, like name@example.com"] } }),
      );
    }
    return refuse(503, submission.reply({ formErrors: [UNAVAILABLE] }));
  }
  throw redirect("/staff/forgot-password?sent=1", { status: 303 });
}

export default function StaffForgotPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { form, fields, summary } = useSchemaForm({ id: "staff-forgot", schema: forgotPasswordSchema, lastResult: reply });
  const sending = useNavigation().state === "submitting";
  const errors = staffSummaryErrors(form, fields.email.id, summary);
  useSummaryFocusAfterServerError(reply, errors.length > 0);
  if (sent) {
    return (
      <>
        <h1 tabIndex={-1}>Check your email</h1>
        <p className="lead">
          If an account has the email address you gave, we have sent it a link to reset the password. The link works once, for one
          hour.
        </p>
        <p>Nothing arrived after a few minutes? Check your junk folder, or ask again.</p>
        <p>
          <Link to="/staff/forgot-password">Ask for another link</Link>
        </p>
        <p>
          <Link to="/staff/sign-in">Back to sign in</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <ErrorSummary errors={errors} attempt={summary.attempt} />
      <h1 tabIndex={-1}>Reset your password</h1>
      <p className="lead">Enter the email address you sign in with. We will email you a link to choose a new password.</p>
      <Form method="post" {...getFormProps(form, { ariaAttributes: false })} aria-label="Reset your password">
        <AuthenticityTokenInput />
        <TextField field={fields.email} label="Email address" type="email" autoComplete="username" inputMode="email" />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? "Sending…" : "Send the link"}
        </button>
      </Form>
      <p>
        <Link to="/staff/sign-in">Back to sign in</Link>
      </p>
    </>
  );
}

export const handle: RouteHandle = {
  title: (data) => ((data as { sent?: boolean } | undefined)?.sent ? "Check your email" : "Reset your password"),
  gtm: "staff-forgot-password",
};
