import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { ErrorSummary } from "~/components/ErrorSummary";
import { Field } from "~/components/Field";
import { useSchemaForm } from "~/components/forms";
import { staffSummaryErrors, useSummaryFocusAfterServerError } from "~/components/staff-forms";
import { MIN_PASSWORD_LENGTH, resetPasswordSchema } from "~/domain/staff";
import type { RouteHandle } from "~/route-handle";
import { requireForm } from "~/services/form.server";
import { ProviderError } from "~/services/provider.server";
import { markRefusedSubmit } from "~/services/refused-submit.server";
import { commitStaffSession, newStaffSession, providerDetail, StaffProvider } from "~/services/staff.server";
import { redirectWithToast } from "~/services/toast.server";

const LINK_NOT_VALID = "This reset link has expired or was used already. You can ask for a new one.";
const UNAVAILABLE = "Your password could not be changed at the moment. Try again in a few minutes.";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ token: token.length > 0 && token.length <= 200 ? token : null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await requireForm(request);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const refuse = (status: number, reply: ReturnType<typeof submission.reply>) => {
    markRefusedSubmit(context);
    return data(reply, { status });
  };
  if (submission.status !== "success") return refuse(400, submission.reply());
  const provider = new StaffProvider({}, context.clientAddress as string | undefined);
  try {
    const representative = await provider.resetPassword(submission.value.token, submission.value.password);
    return redirectWithToast(
      request,
      "/staff",
      { type: "success", title: "Your password is changed", message: `You are signed in as ${representative.name}.` },
      { headers: { "Set-Cookie": await commitStaffSession(newStaffSession(provider, representative)) } },
    );
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.status === 422) {
      const onPassword = error.errors.find((e) => e.source?.field === "password");
      if (onPassword) return refuse(400, submission.reply({ fieldErrors: { password: [onPassword.description] } }));
      return refuse(400, submission.reply({ formErrors: [LINK_NOT_VALID] }));
    }
    if (error.status === 429) return refuse(429, submission.reply({ formErrors: [providerDetail(error) ?? UNAVAILABLE] }));
    return refuse(503, submission.reply({ formErrors: [UNAVAILABLE] }));
  }
}

export default function StaffResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { form, fields, summary } = useSchemaForm({
    id: "staff-reset",
    schema: resetPasswordSchema,
    lastResult: reply,
    defaultValue: { token: token ?? undefined },
  });
  const sending = useNavigation().state === "submitting";
  // Without JavaScript the box is read when the form comes back; with it, it shows or hides the password at once.
  const [shown, setShown] = useState(fields.showPassword.initialValue === "on");
  const linkBroken = form.errors?.includes(LINK_NOT_VALID) ?? false;
  const errors = staffSummaryErrors(form, fields.password.id, summary);
  useSummaryFocusAfterServerError(reply, errors.length > 0);
  if (!token) {
    return (
      <>
        <h1 tabIndex={-1}>This reset link is not complete</h1>
        <p className="lead">Open the link from the email again, all of it, or ask for a new one.</p>
        <p>
          <Link to="/staff/forgot-password">Ask for a new link</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <ErrorSummary errors={errors} attempt={summary.attempt} />
      <h1 tabIndex={-1}>Choose a new password</h1>
      <Form method="post" {...getFormProps(form, { ariaAttributes: false })} aria-label="Choose a new password">
        <AuthenticityTokenInput />
        <input {...getInputProps(fields.token, { type: "hidden" })} />
        <Field
          label="New password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. Three or four unrelated words you will remember work well; a password that is easy to guess, or holds your name or email address, is refused.`}
          errors={fields.password.errors}
          inputProps={{
            ...getInputProps(fields.password, { type: shown ? "text" : "password" }),
            autoComplete: "new-password",
            spellCheck: false,
            autoCapitalize: "none",
          }}
        />
        <div className="field checkbox">
          <div className="checkbox__item">
            <input
              {...getInputProps(fields.showPassword, { type: "checkbox" })}
              aria-controls={fields.password.id}
              onChange={(event) => setShown(event.currentTarget.checked)}
            />
            <label htmlFor={fields.showPassword.id}>Show the password</label>
          </div>
        </div>
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? "Saving…" : "Save the password and sign in"}
        </button>
      </Form>
      {linkBroken ? (
        <p>
          <Link to="/staff/forgot-password">Ask for a new link</Link>
        </p>
      ) : null}
    </>
  );
}

export const handle: RouteHandle = { title: "Choose a new password", gtm: "staff-reset-password" };
