import { expect, type Page, type TestInfo } from "@playwright/test";

import { AGENCY, staff } from "./staff";

/** The password every test representative signs in with. */
export const PASSWORD = "staff-e2e-passphrase";

/** A representative of the test agency, new for each test (sign-in locks are per email address). */
export async function representative(testInfo: TestInfo, role = "ROLE_3") {
  const email = `rep-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@agency.example.com.au`;
  const name = role === "ROLE_6" ? "Vera Viewer" : "Rita Rep";
  await staff("POST", "/representatives", {
    data: { type: "representatives", attributes: { email, name, role, locations: [AGENCY.name], password: PASSWORD } },
  });
  return { email, name };
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/staff/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The banner on every page of a view as the customer. */
export const banner = (page: Page) => page.getByRole("region", { name: /^Staff view: you are viewing as / });

/** Signs in, finds the request by its reference and opens it. */
export async function openRequest(page: Page, email: string, reference: string) {
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Find a fund request" })).toBeVisible();
  await page.getByLabel("Reference, customer name or email").fill(reference);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: new RegExp(`^${reference}:`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
}
