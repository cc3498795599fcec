import { formatWithOptions } from "node:util";

import { maskSecretsInText } from "~/domain/log-secrets";

const METHODS = ["log", "info", "warn", "error", "debug", "trace"] as const;
let installed = false;

/**
 * Every line the process writes through the console, the portal's own, the
 * embedded provider's, Remix's and any library's, leaves with its secrets masked
 * (decision 0242): the arguments are formatted as the console would (an error
 * with its stack), then masked, then written. Installed once, at start.
 */
export function installLogMasking(target: Console = console): void {
  if (installed && target === console) return;
  if (target === console) installed = true;
  for (const method of METHODS) {
    const write = target[method].bind(target);
    target[method] = (...args: unknown[]) => write(maskSecretsInText(formatWithOptions({ colors: false }, ...args)));
  }
}
