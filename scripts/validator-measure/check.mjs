// Checks that the measured schemas say the same thing in every variant: each
// entry is bundled for node (helpers and all) and given the same forms; the
// errors (catalog keys) and values conform reads are printed side by side.
//   node scripts/validator-measure/check.mjs
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import * as esbuild from "esbuild";

import { variants } from "./variants.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const out = process.env.OUT ?? "/tmp/validator-measure-out";

const form = (entries) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const forms = {
  empty: form([]),
  bad: form([
    ["debit.bsb", "12-34"],
    ["debit.accountNumber", "12 3"],
    ["debit.accountName", "x".repeat(201)],
    ["credit.bsb", "062-000"],
    ["credit.accountNumber", "1234-5678"],
    ["credit.accountName", " Jo "],
    ["additionalApplicants[0].firstName", "A\u202Eb"],
    ["additionalApplicants[0].lastName", ""],
    ["additionalApplicants[0].email", "not-mail"],
    ["additionalApplicants[0].mobile", "0412 345 67"],
    ["additionalApplicants[1].firstName", ""],
    ["additionalApplicants[1].email", " "],
    ["expenses[0].type", "FOOD"],
    ["expenses[0].amount", "12.345"],
    ["expenses[0].frequency", "DAILY"],
    ["intent", "sign"],
    ["hasReadContract", "on"],
    ["fullName", "  "],
  ]),
  good: form([
    ["debit.bsb", "062 000"],
    ["debit.accountNumber", "12-345-678"],
    ["debit.accountName", "Jo Citizen"],
    ["credit.bsb", "062000"],
    ["credit.accountNumber", "12345"],
    ["credit.accountName", "Jo"],
    ["additionalApplicants[0].firstName", " Ann "],
    ["additionalApplicants[0].lastName", "Lee"],
    ["additionalApplicants[0].email", "ann@example.com "],
    ["additionalApplicants[0].mobile", "+61 412 345 678"],
    ["expenses[0].type", "FOOD"],
    ["expenses[0].amount", "1,250.50"],
    ["expenses[0].frequency", "WEEKLY"],
    ["intent", "sign"],
    ["hasReadContract", "on"],
    ["acceptsKeyTerms", "on"],
    ["understandsCoolingOff", "on"],
    ["fullName", "Jo Citizen"],
  ]),
};

const results = {};
for (const variant of variants) {
  const outfile = join(out, `check-${variant.name}.mjs`);
  await esbuild.build({
    entryPoints: [join(here, variant.entry)],
    bundle: true,
    format: "esm",
    platform: "node",
    define: { WITH_CONSTRAINT: "true" },
    plugins: variant.plugins ?? [],
    outfile,
    logLevel: "warning",
  });
  const module = await import(pathToFileURL(outfile).href);
  results[variant.name] = {};
  for (const [formName, data] of Object.entries(forms)) {
    results[variant.name][formName] = module
      .checkForms(data)
      .map((submission) => (submission.status === "success" ? { value: submission.value } : { error: submission.error }));
  }
  results[variant.name].reply = module.unansweredReply(forms.good).initialValue?.intent;
  results[variant.name].constraint = module.constraints()[0]["debit.bsb"];
}
/** Each leaf as "path = value", to list where a variant differs from v3. */
function leaves(value, path = "", into = new Map()) {
  if (value !== null && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) leaves(inner, `${path}/${key}`, into);
  else into.set(path, JSON.stringify(value));
  return into;
}
const baseline = leaves(results.v3);
if (process.env.VERBOSE) console.log(JSON.stringify(results.v3, null, 1));
for (const [name, result] of Object.entries(results)) {
  const mine = leaves(result);
  const differences = [...new Set([...baseline.keys(), ...mine.keys()])]
    .filter((path) => baseline.get(path) !== mine.get(path))
    .map((path) => `    ${path}: v3 ${baseline.get(path) ?? "(none)"} | ${name} ${mine.get(path) ?? "(none)"}`);
  console.log(`${name}: ${differences.length === 0 ? "same as v3" : "differs from v3 at"}`);
  if (differences.length) console.log(differences.join("\n"));
}
