// The build's name in the log, the metrics and the error reports: RELEASE when the
// deployment gives one (a git sha, a tag), else the package's version.
import { version } from "../../package.json";
import { getEnv } from "./env.server";

export const PACKAGE_VERSION: string = version;

export function release(): string {
  return getEnv().RELEASE ?? PACKAGE_VERSION;
}
