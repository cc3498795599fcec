import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

/**
 * Whether something on the page says a form was refused (its error summary, its
 * notice), in the browser or answered by the server with JavaScript: the page's
 * title then begins "Error: " (GOV.UK), as it does when the server draws a
 * refused form without JavaScript (decision 0200).
 */
const RefusedContext = createContext<() => () => void>(() => () => undefined);

/** The root's side: whether the title says "Error: ", and the provider for the page below. */
export function useRefusedTitle() {
  const [holders, setHolders] = useState(0);
  const hold = useCallback(() => {
    setHolders((count) => count + 1);
    return () => setHolders((count) => count - 1);
  }, []);
  const Provider = useMemo(
    () =>
      function RefusedTitleProvider({ children }: { children: ReactNode }) {
        return <RefusedContext.Provider value={hold}>{children}</RefusedContext.Provider>;
      },
    [hold],
  );
  return { refused: holders > 0, Provider };
}

/** A form's side: the page's title says "Error: " while `refused` holds and the form is on the page. */
export function useMarkRefused(refused: boolean): void {
  const hold = useContext(RefusedContext);
  useEffect(() => (refused ? hold() : undefined), [hold, refused]);
}
