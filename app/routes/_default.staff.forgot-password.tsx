import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { TextField } from "~/components/Field";
import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormProblems } from "~/components/FormProblems";
import { useSchemaForm } from "~/components/forms";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { staffSummaryErrors, useSummaryFocusAfterServerError } from "~/components/staff-forms";
import type { FormReply } from "~/domain/form-reply";
import { forgotPasswordSchema } from "~/domain/staff-forms";
import type { RouteHandle } from "~/route-handle";
import { publicUrl } from "~/services/env.server";
import { formAction, type FormRefusal } from "~/services/form-action.server";
import { ProviderError } from "~/services/provider.server";
import { StaffProvider } from "~/services/staff.server";

const BUTTON = "Send the link";

export async function loader({ request }: LoaderFunctionArgs) {
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1" });
}

/** The same answer whether or not an account has the address (decision 0190): the provider decides, silently. */
export function action(args: ActionFunctionArgs) {
  const provider = new StaffProvider({}, args.context);
  return formAction(args, {
    load: async () => provider,
    schema: forgotPasswordSchema,
    async submit({ email }): Promise<Response | FormRefusal> {
      try {
        await provider.forgotPassword(email, publicUrl("/staff/reset-password"));
      } catch (error) {
        if (error instanceof ProviderError && error.status === 422 && error.errors.some((e) => e.source?.field === "email")) {
          return { fieldErrors: { email: ["Enter an email address in the correct format, like name@example.com"] } };
        }
        throw error;
      }
      return redirect("/staff/forgot-password?sent=1", { status: 303 });
    },
  });
}

export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export default function StaffForgotPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const { form, fields, summary } = useSchemaForm({
    id: "staff-forgot",
    schema: forgotPasswordSchema,
    lastResult: reply?.result,
    notice: reply?.notice,
  });
  const sending = useNavigation().state === "submitting";
  const errors = staffSummaryErrors(form, fields.email.id, summary);
  useSummaryFocusAfterServerError(reply?.result, errors.length > 0);
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
      <FormProblems summary={{ ...summary, errors }} notice={reply?.notice} button={BUTTON} />
      <h1 tabIndex={-1}>Reset your password</h1>
      <p className="lead">Enter the email address you sign in with. We will email you a link to choose a new password.</p>
      <Form method="post" {...getFormProps(form, { ariaAttributes: false })} aria-label="Reset your password">
        <FormHiddenFields />
        <TextField field={fields.email} label="Email address" type="email" autoComplete="username" inputMode="email" />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? "Sending…" : BUTTON}
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
