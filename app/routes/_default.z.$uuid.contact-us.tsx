import { getFormProps, getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  type ClientActionFunctionArgs,
  Form,
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { AgencyDetails } from "~/components/AgencyDetails";
import { ContactFields, NotSentNotice, unansweredReply, useContactForm } from "~/components/ContactFields";
import { ErrorSummary } from "~/components/ErrorSummary";
import { agencyOf } from "~/domain/agency";
import type { ContactMessage, ContactReply } from "~/domain/contact-message";
import { ROUTE_TITLES } from "~/domain/titles";
import type { RouteHandle } from "~/route-handle";
import {
  contactDefaults,
  receiveContactMessage,
  redirectToConfirmation,
  requireContactLink,
  type SentMessage,
  takeSentMessage,
} from "~/services/contact.server";
import { enforceScreen } from "~/services/link.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Null only after this request's action kept a form the provider could not take: draw it without the agency.
  const linkContext = await requireContactLink(request, params.uuid, context);
  if (!linkContext) return data({ agency: null, reference: null, defaults: {}, sent: null });
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
}

export async function action(args: ActionFunctionArgs) {
  const outcome = await receiveContactMessage(args);
  if (!outcome.sent) return data<ContactReply>({ result: outcome.reply }, { status: outcome.status, headers: outcome.headers });
  return redirectToConfirmation(outcome);
}

/**
 * A send that gets no answer (no connection, a request cut off) stays on the page
 * with the form as typed, instead of the router's error page claiming a server
 * error. The 503 is the browser's own, never shown: an answer at or above 400 keeps
 * the router from reloading the page's data (shouldRevalidate), which would fail
 * the same way.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const formData = await request.clone().formData();
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return Response.json(unansweredReply(formData), { status: 503 });
  }
}

/**
 * A message refused, not taken by the provider, or that got no answer leaves the
 * page's data as it was; reloading it would fail the same way. (With single fetch
 * a route must say so itself: without this function it is reloaded anyway.)
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;

export default function ContactUs() {
  const { agency, reference, defaults, sent } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to=".." relative="path" className="back-link" prefetch="none">
          Back
        </Link>
      </p>
      <h1 tabIndex={-1}>{ROUTE_TITLES["contact-us"]}</h1>
      {sent ? <SentConfirmation sent={sent} /> : null}
      <p className="lead">
        Questions about this fund request{reference ? ` (reference ${reference})` : ""}? Contact the agency directly, or send them
        a message here.
      </p>
      {agency ? <AgencyDetails agency={agency} /> : null}
      <h2 id="message-title">{sent ? "Send another message" : "Send a message"}</h2>
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
      <h2 id="sent-title">Message sent</h2>
      <p>
        {sent.agencyName} will reply to {sent.email}
        {sent.phone ? ` or call ${sent.phone}` : ""}.
      </p>
      <p className="notice__label">Your message</p>
      <blockquote className="notice__quote">{sent.message}</blockquote>
      <p>
        <Link to=".." relative="path">
          Back to your payment
        </Link>
      </p>
    </div>
  );
}

/** The message form: conform with the contact schema, checked in the browser before it is sent, and again by the action. */
function MessageForm({ defaults }: { defaults: Partial<ContactMessage> }) {
  const reply = useActionData<ContactReply>();
  const { form, fields, summary } = useContactForm("contact", reply, defaults);
  const formProps = getFormProps(form, { ariaAttributes: false });
  // A slow answer: the button says so, and a second press sends nothing more.
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ErrorSummary errors={summary.errors} attempt={summary.attempt} />
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => (sending ? event.preventDefault() : formProps.onSubmit(event))}
        aria-labelledby="message-title"
        aria-busy={sending || undefined}
      >
        <AuthenticityTokenInput />
        {/* The message's key stays with what was typed: sent again after a lost answer, it is stored once. */}
        <input {...getInputProps(fields.key, { type: "hidden" })} />
        <ContactFields fields={fields} />
        <NotSentNotice form={form} reply={reply} />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? "Sending…" : "Send message"}
        </button>
      </Form>
    </>
  );
}

export const handle: RouteHandle = {
  // A refused post's title begins "Error: " (the root adds it); a message sent is said first too.
  title: (data) => {
    const page = data as { sent?: SentMessage | null } | undefined;
    return page?.sent ? `Message sent: ${ROUTE_TITLES["contact-us"]}` : ROUTE_TITLES["contact-us"];
  },
  gtm: "contact-us",
};
