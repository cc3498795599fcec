import { createCookie, data } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getEnv } from "./env.server";

/**
 * Double-submit token (remix-utils): a signed random token in an HttpOnly cookie,
 * echoed by a hidden `csrf` field in every form. Created lazily because the
 * cookie's options depend on the checked environment.
 */
let csrf: CSRF | undefined;

function getCsrf(): CSRF {
  if (!csrf) {
    const env = getEnv();
    const cookie = createCookie("__csrf", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.NODE_ENV === "production",
      secrets: [env.SESSION_SECRET],
    });
    csrf = new CSRF({ cookie, secret: env.SESSION_SECRET });
  }
  return csrf;
}

/** The token for this visitor and, when it is new, the Set-Cookie that stores it. */
export function commitCsrfToken(request: Request): Promise<readonly [string, string | null]> {
  return getCsrf().commitToken(request);
}

export const CSRF_FAILED_MESSAGE =
  "This form could not be sent because it did not come from this page or it was open too long. Go back, reload the page and try again.";

/** Call first in every action: a failed check answers 403 (the error boundary explains), never 500. */
export async function requireCsrf(request: Request): Promise<void> {
  try {
    await getCsrf().validate(request);
  } catch (error) {
    if (error instanceof CSRFError) throw data(CSRF_FAILED_MESSAGE, { status: 403 });
    throw error;
  }
}
