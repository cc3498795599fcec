import { getFormProps, getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { AgencyDetails } from "~/components/AgencyDetails";
import { ContactFields, useContactForm } from "~/components/ContactFields";
import { FormHiddenFields } from "~/components/FormHiddenFields";
import { FormProblems } from "~/components/FormProblems";
import { InterpreterHelp } from "~/components/InterpreterHelp";
import { keepFormWithoutAnswer, keepPageAfterRefusal } from "~/components/no-answer-reply";
import { agencyOf } from "~/domain/agency";
import type { ContactMessage, ContactReply } from "~/domain/contact-message";
import { useT } from "~/i18n/react";
import type { RouteHandle } from "~/route-handle";
import {
  contactAction,
  contactDefaults,
  redirectToConfirmation,
  type SentMessage,
  takeSentMessage,
} from "~/services/contact.server";
import { formPage } from "~/services/form-page.server";
import { enforceScreen, requireLink } from "~/services/link.server";
import paymentsStyles from "~/styles/payments.css?url";

// A function, not a call at the top: the browser build must be able to drop it with the server module it uses.
export const loader = (args: LoaderFunctionArgs) =>
  formPage(args, ["contact", "contactForm", "names", "agency"], async ({ request, params, context }: LoaderFunctionArgs) => {
    const linkContext = await requireLink(request, params.uuid, context);
    enforceScreen("contact-us", linkContext);
    const { fundRequest, headers } = linkContext;
    const { sent, setCookie } = await takeSentMessage(request);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    return data(
      {
        agency: agencyOf(fundRequest.location),
        reference: fundRequest.reference,
        defaults: contactDefaults(linkContext),
        sent,
      },
      { headers },
    );
  });

export function action(args: ActionFunctionArgs) {
  return contactAction(args, redirectToConfirmation);
}

/** A send that gets no answer stays on the page with the form as typed (decision 0200). */
export const clientAction = keepFormWithoutAnswer;

export const shouldRevalidate = keepPageAfterRefusal;

export default function ContactUs() {
  const { agency, reference, defaults, sent } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <p>
        <Link to=".." relative="path" className="back-link" prefetch="none">
          {t("contact.back")}
        </Link>
      </p>
      <h1 tabIndex={-1}>{t("contact.title")}</h1>
      {sent ? <SentConfirmation sent={sent} /> : null}
      <p className="lead">{t("contact.lead", { withReference: reference ? "yes" : "no", reference: reference ?? "" })}</p>
      <InterpreterHelp />
      {agency ? <AgencyDetails agency={agency} /> : null}
      <h2 id="message-title">{sent ? t("contact.sendAnotherTitle") : t("contact.sendTitle")}</h2>
      {/* Each message sent starts a fresh form; a failed send, or a link followed in the error summary, keeps it. */}
      <MessageForm key={sent?.id ?? "first"} defaults={defaults} />
    </>
  );
}

/**
 * What was sent and to whom, where the payer looks, until they leave the page. It
 * takes focus when it appears (autofocus without JavaScript), so it is read out.
 */
function SentConfirmation({ sent }: { sent: SentMessage }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [sent.id]);
  return (
    <div
      className="notice notice--success"
      tabIndex={-1}
      ref={ref}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript the only way to have it read out on arrival
      autoFocus
      aria-labelledby="sent-title"
    >
      <h2 id="sent-title">{t("contact.sentTitle")}</h2>
      <p>
        {t("contact.sentReply", {
          withPhone: sent.phone ? "yes" : "no",
          agency: sent.agencyName || t("contact.theAgency"),
          email: sent.email,
          phone: sent.phone ?? "",
        })}
      </p>
      <p className="notice__label">{t("contact.yourMessage")}</p>
      <blockquote className="notice__quote">{sent.message}</blockquote>
      <p>
        <Link to=".." relative="path">
          {t("contact.backToPayment")}
        </Link>
      </p>
    </div>
  );
}

/** The message form: conform with the contact schema, checked in the browser before it is sent, and again by the action. */
function MessageForm({ defaults }: { defaults: Partial<ContactMessage> }) {
  const t = useT();
  const button = t("contactForm.send");
  const reply = useActionData<ContactReply>();
  const { form, fields, summary } = useContactForm("contact", reply, defaults);
  const formProps = getFormProps(form, { ariaAttributes: false });
  // A slow answer: the button says so, and a second press sends nothing more.
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <FormProblems summary={summary} notice={reply?.notice} button={button} />
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => (sending ? event.preventDefault() : formProps.onSubmit(event))}
        aria-labelledby="message-title"
        aria-busy={sending || undefined}
      >
        <FormHiddenFields />
        {/* The message's key stays with what was typed: sent again after a lost answer, it is stored once. */}
        <input {...getInputProps(fields.key, { type: "hidden" })} />
        <ContactFields fields={fields} />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t("contactForm.sending") : button}
        </button>
      </Form>
    </>
  );
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentsStyles }];

export const handle: RouteHandle = {
  stylesheets: [paymentsStyles],
  // A refused post's title begins "Error: " (the root adds it); a message sent is said first too.
  title: (data, t) => {
    const page = data as { sent?: SentMessage | null } | undefined;
    return page?.sent ? t("contact.titleSent") : t("contact.title");
  },
  gtm: "contact-us",
};
