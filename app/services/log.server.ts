// The portal's log: one JSON line per event through pino (time, level, message and
// fields), so an operator's collector reads every line the same way
// (docs/operations.md). Every line leaves with its secrets masked, as the console's
// do (decision 0242): pino writes to stdout itself, so its last hook masks the text.
import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";

import { maskSecretsInText } from "~/domain/log-secrets";
import { envWarnings, getEnv } from "./env.server";
import { release } from "./release.server";

export type { Logger } from "pino";

/** LOG_FORMAT=pretty: the lines as a person at a terminal reads them (the demo's), written at once. */
function prettyLines(): DestinationStream {
  return pretty({ sync: true, colorize: false, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,service" });
}

function createLogger(): Logger {
  const env = getEnv();
  const logger = pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "portal", release: release() },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: maskSecretsInText },
    },
    // JSON on stdout through pino's own buffered writer, flushed at exit (shutdown.server.ts).
    env.LOG_FORMAT === "pretty" ? prettyLines() : pino.destination(1),
  );
  for (const warning of envWarnings(env)) logger.warn(warning);
  return logger;
}

let logger: Logger | undefined;

/** The process's logger, made once from the checked environment. A request's lines come from its child (with its id). */
export function log(): Logger {
  logger ??= createLogger();
  return logger;
}
