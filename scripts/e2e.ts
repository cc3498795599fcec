// `npm run test:e2e`: every browser spec, with JavaScript on and off, in two Playwright
// runs side by side (decision 0260). Each run starts its own portals and its own
// provider on its own database (ports from E2E_PORT_BASE, the second run 100 above),
// so the specs that switch the provider's faults on never meet the other run. Then the
// few specs that time the server (tagged @alone) run by themselves: a browser working
// beside them would time the machine, not the portal.
//
// Arguments go to one plain `playwright test` instead (`npm run test:e2e -- tests/e2e/pay-now.spec.ts`).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const PLAYWRIGHT = "node_modules/.bin/playwright";
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

interface Run {
  label: string;
  args: string[];
  portBase: number;
}

/** One `playwright test`, its output passed on line by line so two runs never cut into each other's lines. */
function run({ label, args, portBase }: Run): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(PLAYWRIGHT, ["test", ...args], {
      env: { ...process.env, E2E_PORT_BASE: String(portBase) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`${label} ${line}`));
    }
    child.on("close", (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const given = process.argv.slice(2);
  if (given.length > 0) return run({ label: "", args: given, portBase: base });

  const started = Date.now();
  const side = await Promise.all([
    run({ label: "[on] ", args: ["--project=js-on", "--grep-invert=@alone"], portBase: base }),
    run({ label: "[off]", args: ["--project=js-off", "--grep-invert=@alone"], portBase: base + 100 }),
  ]);
  const alone = await run({ label: "[alone]", args: ["--grep=@alone"], portBase: base });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const failed = [...side, alone].some((code) => code !== 0);
  console.log(
    `\nBrowser specs ${failed ? "FAILED" : "passed"} in ${minutes} min (JavaScript on, off, then the timed specs alone).`,
  );
  return failed ? 1 : 0;
}

process.exit(await main());
