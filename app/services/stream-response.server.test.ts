import { Writable } from "node:stream";

import { describe, expect, it } from "vitest";

import { writeStreamCoalesced } from "./stream-response.server";

/** A writable that records what it was given and each flush between. */
function recorder() {
  const log: string[] = [];
  const writable = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(`write ${chunk.toString()}`);
        done();
      },
    }),
    { flush: () => log.push("flush") },
  );
  return { log, writable };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("writeStreamCoalesced", () => {
  it("flushes once for what was written in one turn, not after every chunk", async () => {
    const { log, writable } = recorder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ["<html>", "<body>", "shell"]) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    await writeStreamCoalesced(stream, writable);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.filter((entry) => entry === "flush")).toHaveLength(0);
    expect(log).toEqual(["write <html>", "write <body>", "write shell"]);
  });

  it("still streams: a part that comes later is flushed when it comes", async () => {
    const { log, writable } = recorder();
    let later: (() => void) | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes("shell"));
        later = () => {
          controller.enqueue(bytes("rest"));
          controller.close();
        };
      },
    });
    const written = writeStreamCoalesced(stream, writable);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).toEqual(["write shell", "flush"]);
    later?.();
    await written;
    expect(log).toEqual(["write shell", "flush", "write rest"]);
  });

  it("ends the writable with the stream, and destroys it when the stream fails", async () => {
    const { writable } = recorder();
    const destroyedWith: unknown[] = [];
    writable.on("error", (error) => destroyedWith.push(error));
    const failing = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error("render failed");
      },
    });
    await expect(writeStreamCoalesced(failing, writable)).rejects.toThrow("render failed");
    expect(writable.destroyed).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(destroyedWith).toHaveLength(1);
  });
});
