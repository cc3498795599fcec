import { Link } from "@remix-run/react";

/**
 * The way from the loan page to "Having trouble paying, or has the sale fallen
 * through?" (decision 0352), in its own section so it is seen, not only read in a
 * sentence. Its words come translated with the page's data.
 */
export function LoanTroubleLink({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <section aria-labelledby="loan-trouble-title" className="no-print">
      <h2 id="loan-trouble-title">{title}</h2>
      <p>
        <Link to={href} prefetch="none">
          {text}
        </Link>
      </p>
    </section>
  );
}
