import { useHydrated } from "remix-utils/use-hydrated";

/** Printing needs the browser's print dialog, so the button appears only with JavaScript. */
export function PrintButton({ children }: { children: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="button button--secondary no-print" onClick={() => window.print()}>
      {children}
    </button>
  );
}
