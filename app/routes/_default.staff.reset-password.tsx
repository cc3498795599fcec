import { getFormProps, getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";

import { Field } from "~/components/Field";
import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormProblems } from "~/components/FormProblems";
import { useSchemaForm } from "~/components/forms";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { staffSummaryErrors, useSummaryFocusAfterServerError } from "~/components/staff-forms";
import type { FormReply } from "~/domain/form-reply";
import { MIN_PASSWORD_LENGTH, resetPasswordSchema } from "~/domain/staff-forms";
import type { RouteHandle } from "~/route-handle";
import { formAction, type FormRefusal } from "~/services/form-action.server";
import { ProviderError } from "~/services/provider.server";
import { commitStaffSession, newStaffSession, providerDetail, StaffProvider } from "~/services/staff.server";
import { redirectWithToast } from "~/services/toast.server";

const CHOOSE_TITLE = "Choose a new password";
const INCOMPLETE_TITLE = "This reset link is not complete";
const LINK_NOT_VALID = "This reset link has expired or was used already. You can ask for a new one.";
const TOO_MANY = "Too many attempts. Wait a few minutes, then try again.";
const BUTTON = "Save the password and sign in";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ token: token.length > 0 && token.length <= 200 ? token : null });
}

export function action(args: ActionFunctionArgs) {
  const provider = new StaffProvider({}, args.context);
  return formAction(args, {
    load: async () => provider,
    schema: resetPasswordSchema,
    async submit({ token, password }): Promise<Response | FormRefusal> {
      let representative;
      try {
        representative = await provider.resetPassword(token, password);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (error.status === 422) {
          const onPassword = error.errors.find((e) => e.source?.field === "password");
          if (onPassword) return { fieldErrors: { password: [onPassword.description] } };
          return { fieldErrors: {}, formErrors: [LINK_NOT_VALID] };
        }
        if (error.status === 429) return { fieldErrors: {}, formErrors: [providerDetail(error) ?? TOO_MANY] };
        throw error;
      }
      return redirectWithToast(
        args.request,
        "/staff",
        { type: "success", title: "Your password is changed", message: `You are signed in as ${representative.name}.` },
        { headers: { "Set-Cookie": await commitStaffSession(newStaffSession(provider, representative)) } },
      );
    },
    // A refused new password comes back only to a person who asked to see it (decision 0192).
    hideFields: (form) => (form.has("showPassword") ? [] : ["password"]),
  });
}

export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export default function StaffResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const { form, fields, summary } = useSchemaForm({
    id: "staff-reset",
    schema: resetPasswordSchema,
    lastResult: reply?.result,
    notice: reply?.notice,
    defaultValue: { token: token ?? undefined },
  });
  const sending = useNavigation().state === "submitting";
  // Without JavaScript the box is read when the form comes back; with it, it shows or hides the password at once.
  const [shown, setShown] = useState(fields.showPassword.initialValue === "on");
  const linkBroken = form.errors?.includes(LINK_NOT_VALID) ?? false;
  const errors = staffSummaryErrors(form, fields.password.id, summary);
  useSummaryFocusAfterServerError(reply?.result, errors.length > 0);
  if (!token) {
    return (
      <>
        <h1 tabIndex={-1}>{INCOMPLETE_TITLE}</h1>
        <p className="lead">Open the link from the email again, all of it, or ask for a new one.</p>
        <p>
          <Link to="/staff/forgot-password">Ask for a new link</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <FormProblems summary={{ ...summary, errors }} notice={reply?.notice} button={BUTTON} />
      <h1 tabIndex={-1}>{CHOOSE_TITLE}</h1>
      <Form method="post" {...getFormProps(form, { ariaAttributes: false })} aria-label={CHOOSE_TITLE}>
        <FormHiddenFields />
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
          {sending ? "Saving…" : BUTTON}
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

// Without a token the page asks for nothing: it says the link is not complete, in its title too.
export const handle: RouteHandle = {
  title: (data) => ((data as { token: string | null } | undefined)?.token === null ? INCOMPLETE_TITLE : CHOOSE_TITLE),
  gtm: "staff-reset-password",
};
