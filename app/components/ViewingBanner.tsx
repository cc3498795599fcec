import { CSRF_FIELD } from "~/domain/form-fields";
import type { Viewing } from "~/types/viewing";

/**
 * On every page of a customer's link that a representative is viewing as them
 * (decision 0191): whose view it is, until when, what they may do, and the way
 * out. A landmark of its own (a labelled region), read before the page. Its title
 * is not a heading: it comes before the page's h1, and the outline starts there.
 * Like the staff screens it is in English on purpose (docs/translation), so it says
 * so: on a page in the payer's language a screen reader reads it in an English voice.
 */
export function ViewingBanner({ viewing, csrfToken }: { viewing: Viewing; csrfToken: string }) {
  return (
    <section className="viewing-banner" aria-labelledby="viewing-banner-title" lang="en" dir="ltr">
      <div className="viewing-banner__inner">
        <p id="viewing-banner-title" className="viewing-banner__title">
          Staff view: you are viewing as {viewing.customerName}
        </p>
        <p>
          {viewing.representativeName}, this view ends at {viewing.endsAt}. {viewing.summary}
        </p>
        <form method="post" action="/staff/end-viewing" className="viewing-banner__form">
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="uuid" value={viewing.uuid} />
          <button type="submit" className="button button--secondary viewing-banner__button">
            End viewing
          </button>
        </form>
      </div>
    </section>
  );
}
