// The portal's log: one JSON line per event through pino (time, level, message and
// fields), so an operator's collector reads every line the same way
// (docs/operations.md). Every line leaves with its secrets masked, as the console's
// do (decision 0242): pino writes to stdout itself, so its last hook masks the text.
import pino, { type Logger } from "pino";

import { maskSecretsInText } from "~/domain/log-secrets";
import { envWarnings, getEnv } from "./env.server";
import { release } from "./release.server";

export type { Logger } from "pino";

function createLogger(): Logger {
  const env = getEnv();
  const logger = pino({
    level: env.LOG_LEVEL,
    base: { service: "portal", release: release() },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    hooks: { streamWrite: maskSecretsInText },
  });
  for (const warning of envWarnings(env)) logger.warn(warning);
  return logger;
}

let logger: Logger | undefined;

/** The process's logger, made once from the checked environment. A request's lines come from its child (with its id). */
export function log(): Logger {
  logger ??= createLogger();
  return logger;
}
