/**
 * The documents screens' part of `npm run bench` (decision 0180): the four pages on the
 * seeded demo links, and what a 4 MB camera photo costs in mobile data with
 * JavaScript on (the browser redraws it at 2000 px before sending it).
 */
import { chromium } from "@playwright/test";

import { CHROMIUM } from "../tests/e2e/support/browser";
import { cameraPhotoBase64 } from "../tests/e2e/support/camera-photo";

/** Seeded demo links (provider-api/README.md): the entity invoice, a customer asked for two documents. */
const DEMO_ENTITY = "00000000-0000-4000-8000-000000000006";
const DEMO_CUSTOMER_DOCUMENTS = "00000000-0000-4000-8000-000000000040";

export function documentScreens() {
  return [
    { name: "/e/{uuid}/upload-documents (demo 6)", path: `/e/${DEMO_ENTITY}/upload-documents` },
    { name: "/e/{uuid}/thank-you (demo 6)", path: `/e/${DEMO_ENTITY}/thank-you` },
    { name: "/c/{uuid}/upload-documents (demo 40)", path: `/c/${DEMO_CUSTOMER_DOCUMENTS}/upload-documents` },
    { name: "/c/{uuid}/thank-you (demo 40)", path: `/c/${DEMO_CUSTOMER_DOCUMENTS}/thank-you` },
  ];
}

/**
 * Chooses a 4 MB camera photo for the customer's identification on demo link 40,
 * with JavaScript on, and reports what left the browser: the upload request's
 * body (counted by Chromium's network events), and the JavaScript the page
 * fetched, the lazily loaded upload enhancement included.
 */
export async function measureCameraPhoto(origin: string) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await page.goto(`${origin}/c/${DEMO_CUSTOMER_DOCUMENTS}/upload-documents`);
    const photo = Buffer.from(await page.evaluate(cameraPhotoBase64), "base64");
    const uploadIds = new Set<string>();
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.request.url.endsWith("/upload-documents/file")) uploadIds.add(event.requestId);
    });
    // "Choose files" while none was sent, "Add more files" after (app/components/RequestedDocuments.tsx).
    await page
      .getByLabel(/^(Choose|Add more) files for Photo identification$/)
      .setInputFiles([{ name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await page
      .getByRole("list", { name: "Files sent for Photo identification" })
      .getByRole("link", { name: "IMG_0042.jpg (download)" })
      .waitFor({ timeout: 60_000 });
    const stored = await page
      .getByRole("list", { name: "Files sent for Photo identification" })
      .locator(".sent-files__facts")
      .last()
      .innerText();
    const transfer = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== "xmlhttprequest")
        .filter((entry) => entry.name.endsWith(".js"))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    );
    return {
      "photo chosen KB": Math.round(photo.length / 1024),
      "as stored (sent)": stored.split(",")[0],
      "upload requests": uploadIds.size,
      "JS transferred KB (incl. lazy upload chunk)": +(transfer / 1024).toFixed(1),
    };
  } finally {
    await browser.close();
  }
}
