import { useT } from "~/i18n/react";

export function SkipLink({ target = "main" }: { target?: string }) {
  const t = useT();
  return (
    <a className="skip-link" href={`#${target}`}>
      {t("shell.skipLink")}
    </a>
  );
}
