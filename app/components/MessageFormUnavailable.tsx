import { useT } from "~/i18n/react";

/**
 * Said in the support panel when its message form could not be loaded (no
 * connection when the panel first opened): the page stays as it was, and the other
 * ways to reach support are listed right below.
 */
export function MessageFormUnavailable() {
  const t = useT();
  return (
    <p className="notice notice--warning" role="status">
      {t("shell.supportUnavailable")}
    </p>
  );
}
