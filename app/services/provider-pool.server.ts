// The one pool of connections to the provider (decision 0360): every call of the
// process goes through it, so a slow provider meets at most PROVIDER_MAX_CONNECTIONS
// connections from this instance however many payers wait, and an idle connection is
// let go before the provider closes it (PROVIDER_KEEP_ALIVE_MS, shorter than its own).
import { Agent, type Dispatcher } from "undici";

import { getEnv } from "./env.server";

let agent: Agent | undefined;

/** The process's dispatcher for provider calls, made on first use from the environment. */
export function providerDispatcher(): Dispatcher {
  if (!agent) {
    const env = getEnv();
    agent = new Agent({
      // Per origin: the provider is one origin, so this is the cap on its connections.
      connections: env.PROVIDER_MAX_CONNECTIONS,
      keepAliveTimeout: env.PROVIDER_KEEP_ALIVE_MS,
      // A server's Keep-Alive hint may lengthen the idle time; never past ours.
      keepAliveMaxTimeout: env.PROVIDER_KEEP_ALIVE_MS,
    });
  }
  return agent;
}

/** Closes the pool's idle connections and forgets it (shutdown; tests that change the environment). */
export async function closeProviderPool(): Promise<void> {
  const closing = agent;
  agent = undefined;
  await closing?.close();
}
