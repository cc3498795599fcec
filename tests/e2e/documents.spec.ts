import { expect, type Page, test } from "@playwright/test";

import { cameraPhotoBase64 } from "./support/camera-photo";
import { expectAccessible, PRODUCT, screenshot } from "./support/checks";
import { askForDocument, documentsOf, GIF, PDF, PNG, reviewDocument } from "./support/documents";
import { open } from "./support/pages";
import { createFundRequest, startApplication } from "./support/staff";

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** With JavaScript each file goes as soon as it is chosen; without, the form's button sends them. */
async function send(page: Page, jsOn: boolean, fieldsAndFiles: Array<[string, ReturnType<typeof file>[]]>) {
  for (const [label, files] of fieldsAndFiles) {
    await page.getByLabel(label).setInputFiles(files);
    if (jsOn) {
      const uploads = page.getByRole("list", {
        name: `Files being sent for ${label.replace(/^(Choose|Add more) files for /, "")}`,
      });
      await expect(uploads.locator(".uploads__status").filter({ hasText: /Getting it ready|% sent/ })).toHaveCount(0);
    }
  }
  if (!jsOn) await page.getByRole("button", { name: "Send documents" }).click();
}

test("an entity invoice goes from its link to the entity's documents, uploads them, and ends on thank-you", async ({
  page,
}, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  const { id, links } = await createFundRequest({ reference: "VPA-ENT-1", entity: { name: "Cottesloe Holdings Pty Ltd" } });
  const uuid = links[0].uuid;
  await startApplication(uuid);
  const extract = await askForDocument(id, {
    owner: "entity",
    name: "Company extract",
    description: "A current ASIC company extract.",
    required: true,
  });
  await askForDocument(id, { owner: "entity", name: "Trust deed", description: "If the company is a trustee.", required: false });
  const director = await askForDocument(id, {
    owner: "entity",
    name: "Director identification",
    description: "Each director's licence or passport.",
    required: true,
  });

  await page.goto(`/z/${uuid}`);
  await expect(page).toHaveURL(`/e/${uuid}/upload-documents`);
  await expect(page).toHaveTitle(`Upload documents - ${PRODUCT}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upload documents");
  await expect(page.getByText("0 of 2 required documents sent.")).toBeVisible();
  // A customer's pages of an entity invoice are the entity's.
  await page.goto(`/c/${uuid}/upload-documents`);
  await expect(page).toHaveURL(`/e/${uuid}/upload-documents`);
  const input = page.getByLabel("Choose files for Company extract");
  await expect(input).toHaveAttribute("type", "file");
  await expect(input).toHaveAttribute("multiple", "");
  await expect(input).toHaveAttribute("accept", /application\/pdf/);
  await expectAccessible(page);
  await screenshot(page, testInfo, "entity-upload-documents");

  // A good PDF and a GIF named .pdf: the PDF is kept, the GIF is named on its field.
  await send(page, jsOn, [
    ["Choose files for Company extract", [file("extract.pdf", "application/pdf", PDF), file("scan.pdf", "application/pdf", GIF)]],
  ]);
  const refusal = "scan.pdf is not a PDF, JPG, PNG or HEIC: save it as one of those and send it again";
  if (jsOn) {
    await expect(page.getByRole("list", { name: "Files being sent for Company extract" })).toContainText(refusal);
  } else {
    await expect(page).toHaveTitle(`Error: Upload documents - ${PRODUCT}`);
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: refusal })).toHaveAttribute("href", `#document-${extract.id}`);
    await expect(page.getByLabel("Add more files for Company extract")).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByRole("list", { name: "Files sent for Company extract" })).toContainText("extract.pdf");
  await expectAccessible(page);
  await screenshot(page, testInfo, "entity-upload-documents-refused");

  await send(page, jsOn, [["Choose files for Director identification", [file("licence.png", "image/png", PNG)]]]);
  await expect(page.getByRole("list", { name: "Files sent for Director identification" })).toContainText("licence.png");
  await expect(page.getByText("2 of 2 required documents sent.")).toBeVisible();
  expect((await documentsOf(id)).map((document) => document.attributes.state)).toEqual(["received", "missing", "received"]);
  expect((await documentsOf(id))[0].attributes.files.map((f) => f.fileName)).toEqual(["extract.pdf"]);
  expect(director.attributes.state).toBe("missing");

  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(`/e/${uuid}/thank-you`);
  await expect(page).toHaveTitle(`Thank you! We have your documents - ${PRODUCT}`);
  await expect(page.getByText("We have every document we asked for from Cottesloe Holdings Pty Ltd.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "entity-thank-you");
});

test("a customer asked for two documents uploads them on a phone, sends a rejected one again, and downloads it", async ({
  page,
}, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  await page.setViewportSize({ width: 360, height: 740 });
  const { id, links } = await createFundRequest({
    reference: "VPA-DOC-2",
    otherCustomers: [{ firstName: "Leo", lastName: "Tran", email: "leo@example.com", mobile: "0412345679" }],
  });
  const [mia, leo] = links;
  const identification = await askForDocument(id, {
    owner: "customer",
    customerId: mia.customerId,
    name: "Photo identification",
    description: "Your driver licence or passport.",
    required: true,
  });
  await askForDocument(id, {
    owner: "customer",
    customerId: mia.customerId,
    name: "Recent bank statement",
    description: "From the last 3 months.",
    required: true,
  });

  // Not an entity invoice: the entity's pages are the customer's.
  await page.goto(`/e/${mia.uuid}/upload-documents`);
  await expect(page).toHaveURL(`/c/${mia.uuid}/upload-documents`);
  await expectAccessible(page);
  await screenshot(page, testInfo, "customer-upload-documents");
  await page.goto(`/c/${mia.uuid}/thank-you`);
  // Nothing sent yet: the page says what it still asks for, not thank you (decision 0183).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We still need some documents");
  await expect(page).toHaveTitle(`We still need some documents - ${PRODUCT}`);
  await expect(page.getByRole("listitem").filter({ hasText: "Photo identification" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "customer-thank-you-still-needed");
  await page.getByRole("link", { name: "Upload documents" }).click();

  await send(page, jsOn, [
    [
      "Choose files for Photo identification",
      [file("licence.jpg", "image/jpeg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), PDF]))],
    ],
    ["Choose files for Recent bank statement", [file("statement.pdf", "application/pdf", PDF)]],
  ]);
  await expect(page.getByText("2 of 2 required documents sent.")).toBeVisible();

  await reviewDocument(identification.id, "REJECT", "The photo is blurred: every word must be readable.");
  await page.reload();
  await expect(page.getByText("Not accepted: please send it again")).toBeVisible();
  await expect(page.getByText("The photo is blurred: every word must be readable.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove licence.jpg" })).toHaveCount(0);
  await expect(page.getByText("1 of 2 required documents sent.")).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "customer-upload-documents-rejected");

  await send(page, jsOn, [["Add more files for Photo identification", [file("licence-again.png", "image/png", PNG)]]]);
  await expect(page.getByRole("list", { name: "Files sent for Photo identification" })).toContainText("licence-again.png");
  await expect(page.getByText("2 of 2 required documents sent.")).toBeVisible();

  // The download opens the provider's signed URL: the file as it was sent.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "statement.pdf (download)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("statement.pdf");
  const { readFile } = await import("node:fs/promises");
  expect(await readFile((await download.path())!)).toEqual(PDF);

  // Leo's link reaches none of Mia's documents.
  const href = await page.getByRole("link", { name: "statement.pdf (download)" }).getAttribute("href");
  const mediaId = href!.split("/").pop();
  const answer = await page.request.get(`/c/${leo.uuid}/documents/${mediaId}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(404);

  // The page is one form, and each of its controls says which document it is for: the file
  // inputs, and each file's Remove button, a submit button of the same form (decision 0333).
  const form = page.getByRole("form", { name: "Upload documents" });
  await expect(form.getByRole("button", { name: "Add more files for Recent bank statement", exact: true })).toBeVisible();
  await expect(form.getByRole("button", { name: "Add more files for Photo identification", exact: true })).toBeVisible();
  await expect(form.getByRole("button", { name: "Remove statement.pdf from Recent bank statement", exact: true })).toBeVisible();
  // A file not yet checked can be taken back.
  await form.getByRole("button", { name: "Remove licence-again.png from Photo identification", exact: true }).click();
  await expect(page.getByRole("list", { name: "Files sent for Photo identification" })).not.toContainText("licence-again.png");
  await expect(page.getByText("1 of 2 required documents sent.")).toBeVisible();
  expect((await documentsOf(id)).map((document) => document.attributes.state)).toEqual(["rejected", "received"]);
});

test("a file for a document accepted while the page was open is refused on its field, and nothing is stored", async ({
  page,
}, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  const { id, links } = await createFundRequest({ reference: "VPA-DOC-LATE" });
  const identification = await askForDocument(id, {
    owner: "customer",
    customerId: links[0].customerId,
    name: "Photo identification",
    description: "Your driver licence or passport.",
    required: true,
  });
  await page.goto(`/c/${links[0].uuid}/upload-documents`);
  await send(page, jsOn, [["Choose files for Photo identification", [file("licence.pdf", "application/pdf", PDF)]]]);
  await expect(page.getByRole("list", { name: "Files sent for Photo identification" })).toContainText("licence.pdf");

  // Staff accept it while the page is still open with its "Add more files".
  await reviewDocument(identification.id, "ACCEPT");
  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().includes("/upload-documents")) answers.push(response.status());
  });
  await send(page, jsOn, [["Add more files for Photo identification", [file("late.png", "image/png", PNG)]]]);
  const refusal = "late.png was not sent: we already accepted it";
  if (jsOn) {
    await expect(page.getByRole("list", { name: "Files being sent for Photo identification" })).toContainText(refusal);
  } else {
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary.getByRole("link", { name: refusal })).toHaveAttribute("href", `#document-${identification.id}`);
  }
  // A client error, not a failure of the service, and nothing of the file kept.
  expect(answers).toEqual([jsOn ? 409 : 400]);
  const [document] = await documentsOf(id);
  expect(document.attributes.state).toBe("accepted");
  expect(document.attributes.files.map((f) => f.fileName)).toEqual(["licence.pdf"]);
  await expectAccessible(page);
});

test("a connection dropped during an upload fails that file only, and Retry sends it again", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Without JavaScript the browser's own form post is sent again by the person.");
  const { id, links } = await createFundRequest({ reference: "VPA-DOC-3" });
  const uuid = links[0].uuid;
  const statement = await askForDocument(id, {
    owner: "customer",
    customerId: links[0].customerId,
    name: "Bank statements",
    description: "The last 3 months, every page.",
    required: true,
  });
  await open(page, `/c/${uuid}/upload-documents`);
  const input = page.getByLabel("Choose files for Bank statements");
  const uploads = page.getByRole("list", { name: "Files being sent for Bank statements" });
  let requests = 0;
  let dropNext = false;
  await page.route("**/upload-documents/file", async (route) => {
    requests += 1;
    if (dropNext) {
      dropNext = false;
      await route.abort("connectionreset");
      return;
    }
    await route.continue();
  });
  await input.setInputFiles([file("february.pdf", "application/pdf", PDF)]);
  const february = uploads.getByRole("listitem").filter({ hasText: "february.pdf" });
  await expect(february).toContainText("Sent");
  // The connection drops while March is on its way; February stays sent.
  dropNext = true;
  await page.getByLabel("Add more files for Bank statements").setInputFiles([file("march.pdf", "application/pdf", PDF)]);
  const march = uploads.getByRole("listitem").filter({ hasText: "march.pdf" });
  await expect(march).toContainText("Not sent. The connection dropped before it was sent.");
  await expect(page.getByRole("list", { name: "Files sent for Bank statements" })).not.toContainText("march.pdf");
  await expectAccessible(page);
  await screenshot(page, testInfo, "customer-upload-dropped");
  await march.getByRole("button", { name: "Retry march.pdf for Bank statements", exact: true }).click();
  await expect(march).toContainText("Sent");
  await expect(page.getByRole("list", { name: "Files sent for Bank statements" })).toContainText("march.pdf");
  // One request for February, the dropped one and the retry for March: nothing else was sent again.
  expect(requests).toBe(3);
  const [document] = await documentsOf(id);
  expect(document.id).toBe(statement.id);
  expect(document.attributes.files.map((f) => f.fileName).sort()).toEqual(["february.pdf", "march.pdf"]);
});

test("a 4 MB camera photo is sent downscaled to a few hundred KB", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Only the browser's script can redraw a photo.");
  const { id, links } = await createFundRequest({ reference: "VPA-DOC-4" });
  await askForDocument(id, {
    owner: "customer",
    customerId: links[0].customerId,
    name: "Photo identification",
    description: "Your driver licence.",
    required: true,
  });
  await open(page, `/c/${links[0].uuid}/upload-documents`);
  const photo = Buffer.from(await page.evaluate(cameraPhotoBase64), "base64");
  expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
  await page.getByLabel("Choose files for Photo identification").setInputFiles([file("IMG_0042.jpg", "image/jpeg", photo)]);
  await expect(page.getByRole("list", { name: "Files sent for Photo identification" })).toContainText("IMG_0042.jpg");
  // What the provider stored is the file as the browser sent it (the form around it is under 1 KB).
  const [document] = await documentsOf(id);
  const sent = document.attributes.files[0].size;
  console.log(`camera photo: ${(photo.length / 1024).toFixed(0)} KB chosen, ${(sent / 1024).toFixed(0)} KB sent`);
  expect(sent).toBeLessThan(1024 * 1024);
  expect(sent).toBeGreaterThan(50 * 1024);
});
