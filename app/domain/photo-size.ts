// Photos from a phone's camera are 3-12 MB; a document needs far fewer pixels to be
// read. The browser redraws them smaller before sending (decision 0182).

/** The long side of a photo as sent. */
export const MAX_PHOTO_SIDE = 2000;
/** JPEG quality of a redrawn photo: text stays sharp, the file is a few hundred KB. */
export const PHOTO_QUALITY = 0.85;

/**
 * The size to draw a photo at: the long side at most MAX_PHOTO_SIDE, the shape
 * kept, whole pixels, never larger than it was. Null when it is already small
 * enough, or not a usable size.
 */
export function downscaledSize(
  width: number,
  height: number,
  maxSide = MAX_PHOTO_SIDE,
): { width: number; height: number } | null {
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  const long = Math.max(width, height);
  if (long <= maxSide) return null;
  const scale = maxSide / long;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Only photos are redrawn: a PDF is sent as it is, and so is an image the browser cannot draw. */
export function shouldDownscale(type: string, size: number, minBytes = 1024 * 1024): boolean {
  return (type === "image/jpeg" || type === "image/png") && size > minBytes;
}
