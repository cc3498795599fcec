import type { AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";

import { ChatWidget } from "./components/ChatWidget";
import { EmailLink } from "./components/ContactLinks";
import { ErrorPage } from "./components/ErrorPage";
import { useFocusOnArrival } from "./components/focus-on-arrival";
import { InlineStylesheet, RouteStylesheets } from "./components/InlineStylesheet";
import { LanguageLinks } from "./components/LanguageLinks";
import { LegalLinks } from "./components/LegalLinks";
import { useNavigationFallback } from "./components/navigation-fallback";
import { useNonce } from "./components/nonce";
import { useRefusedTitle } from "./components/refused-title";
import { SkipLink } from "./components/SkipLink";
import { TagManager } from "./components/TagManager";
import { Toasts } from "./components/Toasts";
import { ViewingBanner } from "./components/ViewingBanner";
import { type ErrorInfo, errorInfo } from "./domain/error-info";
import { isLinkUuid } from "./domain/legal-pages";
import { isNoAnswer } from "./domain/no-answer";
import { documentTitle } from "./domain/titles";
import { DocumentMessagesScript } from "./i18n/document-messages";
import { directionOf } from "./i18n/language";
import { PageI18nProvider, T, usePageI18n } from "./i18n/react";
import type { Translate } from "./i18n/translate";
import type { RouteHandle } from "./route-handle";
import { csrfTokenOf } from "./services/csrf.server";
import { getEnv, publicEnv } from "./services/env.server";
import { getFeatureFlags } from "./services/feature-flags.server";
import { pageLoader } from "./services/page-loader.server";
import { formOutcomeOf, pageDocumentOf } from "./services/request-state.server";
import { viewingOf } from "./services/staff-viewing.server";
import { getToasts } from "./services/toast.server";
import stylesheet from "./styles/app.css?url";
import type { RootLayoutData } from "./types/layout-data";

export const meta: MetaFunction = () => [
  { name: "viewport", content: "width=device-width, initial-scale=1" },
  // Payer links carry bearer tokens: keep every page out of search engines.
  { name: "robots", content: "noindex, nofollow" },
];

// The shell's words, the error pages' and every form's (notices, the error summary): every page has them.
// The support panel's form brings its own when it opens (decision 0271); the names' rules and the
// abbreviations come with the screens that show them (decision 0274).
const rootWords = (context: AppLoadContext) =>
  ["shell", "errors", "forms", ...(answersAPress(context) ? (["formReplies"] as const) : [])] as const;

export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args, rootWords(args.context), async ({ request, context, params }, { locale }) => {
    const { toasts, setCookie } = await getToasts(request);
    const csrfToken = await csrfTokenOf(request, context);
    const viewing = await viewingOf(request, params.uuid, context);
    const featureFlags = await getFeatureFlags();
    const headers = new Headers();
    if (setCookie) headers.append("Set-Cookie", setCookie);
    // Drawn after this request's action refused its form (without JavaScript): the title begins "Error: ".
    const refusedSubmit = formOutcomeOf(context)?.refused ?? false;
    const answer = { env: publicEnv(getEnv()), toasts, csrfToken, featureFlags, refusedSubmit, viewing, locale };
    // The part of the answer pages read by name (app/types/layout-data.ts).
    return data(answer satisfies RootLayoutData, { headers });
  });
}

/**
 * What the portal answers a press with (a refusal, the provider's word on a field:
 * `formReplies`) is shown only after one (decision 0274): in a page drawn after a
 * post, and with JavaScript in the action's answer, which the root's data request
 * that follows it brings the words for (shouldRevalidate below keeps the root
 * revalidating after a 4xx). A page opened by a GET never shows them.
 */
function answersAPress(context: AppLoadContext): boolean {
  return !pageDocumentOf(context) || formOutcomeOf(context) !== undefined;
}

/**
 * Flash toasts must show after any navigation, so the root always reloads; except
 * after a send that got no answer, when reloading would fail the same way.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult }) => !isNoAnswer(actionResult);

type RootData = Awaited<ReturnType<typeof loader>>["data"];

const FALLBACK_SUPPORT = { email: "support@fundrequest.com.au", phone: "1300 386 377" };

/** The wording for what a route threw: its status, and its message when the portal wrote one. */
function errorInfoOf(error: unknown): ErrorInfo {
  if (!isRouteErrorResponse(error)) return errorInfo(500);
  return errorInfo(error.status, typeof error.data === "string" ? error.data : null);
}

function usePageTitle(productName: string, error: unknown, refusedSubmit: boolean, t: Translate, viewingAs?: string): string {
  const matches = useMatches();
  if (error) return documentTitle({ title: t(errorInfoOf(error).title), productName, viewingAs });
  const title = [...matches]
    .reverse()
    .map((match) => {
      const named = (match.handle as RouteHandle | undefined)?.title;
      return typeof named === "function" ? named(match.data, t) : named;
    })
    .find(Boolean);
  return documentTitle({
    title,
    productName,
    refused: refusedSubmit,
    viewingAs,
    markRefused: (base) => t("forms.titleRefused", { title: base }),
  });
}

/** Whether the page's footer links to the legal pages (a route's handle says so, decision 0350); not on an error page. */
function useLegalFooter(error: unknown): boolean {
  const matches = useMatches();
  return !error && matches.some((match) => (match.handle as RouteHandle | undefined)?.legalFooter === true);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<RootData>("root");
  const error = useRouteError();
  const params = useParams();
  const env = rootData?.env;
  const productName = env?.PRODUCT_NAME ?? "Fund Request Portal";
  const refusedHere = useRefusedTitle();
  const pageI18n = usePageI18n();
  const title = usePageTitle(
    productName,
    error,
    (rootData?.refusedSubmit ?? false) || refusedHere.refused,
    pageI18n.t,
    rootData?.viewing?.customerName,
  );
  const support = env ? { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE } : FALLBACK_SUPPORT;
  const legalFooter = useLegalFooter(error);
  useFocusOnArrival();
  useNavigationFallback();

  return (
    <html lang={pageI18n.locale} dir={directionOf(pageI18n.locale)}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
        <Meta />
        {/* The portal's styles and the screen's own are written into the document, not linked (decisions 0260, 0274). */}
        <InlineStylesheet href={stylesheet} />
        <RouteStylesheets />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
      </head>
      <body>
        <PageI18nProvider value={pageI18n}>
          <SkipLink />
          <header className="site-header">
            <div className="site-header__inner">
              {/* A name, not words: browsers' translation leaves it as it is. */}
              <span className="site-header__name" translate="no">
                {productName}
              </span>
              <ChatWidget uuid={params.uuid} support={support} />
            </div>
            <LanguageLinks current={pageI18n.locale} />
          </header>
          {rootData?.viewing ? <ViewingBanner viewing={rootData.viewing} csrfToken={rootData.csrfToken} /> : null}
          {/* Before main: without JavaScript the toasts are part of the page, read first, never over it. */}
          <Toasts toasts={rootData?.toasts ?? []} />
          <refusedHere.Provider>{children}</refusedHere.Provider>
          <footer className="site-footer">
            <div className="site-footer__inner">
              {legalFooter && isLinkUuid(params.uuid) ? <LegalLinks uuid={params.uuid} /> : null}
              <p>
                <T id="shell.footer" values={{ email: <EmailLink email={support.email} /> }} />
              </p>
            </div>
          </footer>
        </PageI18nProvider>
        {env ? (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: `window.ENV=${JSON.stringify(env).replace(/</g, "\\u003c")}` }}
          />
        ) : null}
        <DocumentMessagesScript />
        <TagManager id={env?.TAG_MANAGER_ID ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { csrfToken } = useRouteLoaderData<RootData>("root") as RootData;
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <Outlet />
    </AuthenticityTokenProvider>
  );
}

/** The one general error boundary: per-status wording, never a stack trace. */
export function ErrorBoundary() {
  const rootData = useRouteLoaderData<RootData>("root");
  const env = rootData?.env;
  const support = env ? { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE } : FALLBACK_SUPPORT;
  return (
    <main id="main" className="site-main" tabIndex={-1}>
      <ErrorPage info={errorInfoOf(useRouteError())} support={support} />
    </main>
  );
}
