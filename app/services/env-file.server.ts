// `.env` is read by Node itself (process.loadEnvFile), never by a copy of dotenv
// (decision 0302). A variable the environment already holds is kept: the supervisor's
// or the shell's value wins over the file's.
import { existsSync } from "node:fs";
import path from "node:path";

/** Loads `dir/.env` into process.env when the file exists; the file's path, or null when there is none. */
export function loadDotEnvFile(dir: string = process.cwd()): string | null {
  const file = path.join(dir, ".env");
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
