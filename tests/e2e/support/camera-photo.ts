// A phone camera's photo for the upload tests and the bench (decision 0181): made in the
// browser page it is evaluated in (page.evaluate), so it needs nothing from Node.

/** A 4032 × 3024 JPEG of about 4 MB, like a phone camera's: light, shade, text and sensor noise. */
export async function cameraPhotoBase64(): Promise<string> {
  const canvas = document.createElement("canvas");
  canvas.width = 4032;
  canvas.height = 3024;
  const context = canvas.getContext("2d")!;
  const gradient = context.createLinearGradient(0, 0, 4032, 3024);
  gradient.addColorStop(0, "#d9d2c5");
  gradient.addColorStop(1, "#6f6a60");
  context.fillStyle = gradient;
  context.fillRect(0, 0, 4032, 3024);
  context.fillStyle = "#1a1a1a";
  context.font = "96px sans-serif";
  for (let line = 0; line < 20; line += 1) context.fillText("DRIVER LICENCE  WESTERN AUSTRALIA  0123456", 300, 400 + line * 120);
  const image = context.getImageData(0, 0, 4032, 3024);
  let seed = 42;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = (seed % 25) - 12;
    image.data[i] += noise;
    image.data[i + 1] += noise;
    image.data[i + 2] += noise;
  }
  context.putImageData(image, 0, 0);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.92));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
