import { expect, test } from "@playwright/test";

import { askForDocument, documentsOf, PDF } from "./support/documents";
import { createFundRequest } from "./support/staff";

// Decision 0291: a tap or a chosen file while React is still hydrating the page makes
// it hydrate at once. Before the entry waited for the loaders' data to be decoded, the
// root was suspended at that moment, React gave up ("Root did not complete") and the
// page was left without its scripts: here the upload never went.
test("a file chosen while the page is still hydrating is sent, and the page keeps its scripts", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Without JavaScript nothing is hydrated.");
  const { id, links } = await createFundRequest({ reference: "VPA-HYDRATING" });
  await askForDocument(id, {
    owner: "customer",
    customerId: links[0].customerId,
    name: "Photo identification",
    description: "Your driver licence or passport.",
    required: true,
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // A slow phone: hydration takes several tasks, and the file is chosen between two of them,
  // once React has taken the document as its root and before it has reached the input.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.addInitScript((pdf: string) => {
    const hydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
    const chooseWhileHydrating = () => {
      const input = document.querySelector<HTMLInputElement>("input[type=file]");
      const rooted = Object.keys(document).some((key) => key.startsWith("__reactContainer$"));
      if (!input || !rooted || hydrated(input)) {
        setTimeout(chooseWhileHydrating, 0);
        return;
      }
      const chosen = new DataTransfer();
      chosen.items.add(new File([atob(pdf)], "licence.pdf", { type: "application/pdf" }));
      input.files = chosen.files;
      document.documentElement.dataset.chosenWhileHydrating = "yes";
      input.dispatchEvent(new Event("change", { bubbles: true }));
    };
    chooseWhileHydrating();
  }, PDF.toString("base64"));

  await page.goto(`/c/${links[0].uuid}/upload-documents`);
  await expect(page.locator("html")).toHaveAttribute("data-chosen-while-hydrating", "yes");
  await expect(page.getByRole("list", { name: "Files sent for Photo identification" })).toContainText("licence.pdf", {
    timeout: 15_000,
  });
  // The enhancement took the form over: each file goes as it is chosen.
  await expect(page.getByRole("button", { name: "Send documents" })).toHaveCount(0);
  expect(errors).toEqual([]);
  const [requested] = await documentsOf(id);
  expect(requested.attributes.files.map((file) => file.fileName)).toEqual(["licence.pdf"]);
});
