import { describe, expect, it } from "vitest";

import { downscaledSize, MAX_PHOTO_SIDE, shouldDownscale } from "./photo-size";

describe("the size a camera photo is sent at", () => {
  it("brings the long side down to 2000 px and keeps the shape", () => {
    expect(downscaledSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(downscaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(downscaledSize(4000, 4000)).toEqual({ width: 2000, height: 2000 });
    expect(downscaledSize(8000, 3)).toEqual({ width: 2000, height: 1 });
  });

  it("leaves a small photo alone and refuses sizes that are not sizes", () => {
    expect(downscaledSize(MAX_PHOTO_SIDE, 1000)).toBeNull();
    expect(downscaledSize(1200, 1600)).toBeNull();
    expect(downscaledSize(0, 100)).toBeNull();
    expect(downscaledSize(Number.NaN, 100)).toBeNull();
    expect(downscaledSize(Number.POSITIVE_INFINITY, 100)).toBeNull();
  });

  it("redraws only large JPEG and PNG photos", () => {
    expect(shouldDownscale("image/jpeg", 4 * 1024 * 1024)).toBe(true);
    expect(shouldDownscale("image/png", 3 * 1024 * 1024)).toBe(true);
    expect(shouldDownscale("image/jpeg", 200 * 1024)).toBe(false);
    expect(shouldDownscale("application/pdf", 4 * 1024 * 1024)).toBe(false);
    expect(shouldDownscale("image/heic", 4 * 1024 * 1024)).toBe(false);
  });
});
