import { Zip, ZipDeflate } from "fflate";

// A zip archive written as it is read (docs/decisions/090-data-export.md): each file's text is compressed chunk by
// chunk as the browser takes the bytes, so an export never sits whole in memory and a slow download slows the reads.

/** A file of the archive: its name and its text as chunks, produced when asked for. */
export type ZipEntry = { name: string; chunks: () => AsyncIterable<string> };

/**
 * The archive of `entries` as a byte stream (Uint8Array chunks), deflated, each file's modification time `at`. A
 * chunk is read from an entry only when the stream's reader wants more bytes. Input: the entries, the time. Output: a
 * ReadableStream. An entry that throws errors the stream (the download fails rather than ending short) and the
 * error reaches `onError` (for a log without personal data); cancelling the stream stops the entry being read. Rule: docs/decisions/090-data-export.md (Streamed, Library).
 */
export function zipStream(entries: readonly ZipEntry[], at: Date, onError: (error: unknown) => void = () => {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = -1;
  let current: { file: ZipDeflate; chunks: AsyncIterator<string> } | undefined;
  let zip: Zip;
  let ended = false;
  let produced = false;
  const step = async () => {
    if (!current) {
      index += 1;
      const entry = entries[index];
      if (!entry) {
        ended = true;
        zip.end();
        return;
      }
      const file = new ZipDeflate(entry.name, { level: 6 });
      file.mtime = at;
      zip.add(file);
      current = { file, chunks: entry.chunks()[Symbol.asyncIterator]() };
    }
    const next = await current.chunks.next();
    if (next.done) {
      current.file.push(new Uint8Array(0), true);
      current = undefined;
    } else {
      current.file.push(encoder.encode(next.value));
    }
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, data, final) => {
        if (error) {
          onError(error);
          controller.error(error);
          return;
        }
        produced = true;
        controller.enqueue(data);
        if (final) controller.close();
      });
    },
    // The stream asks again only after bytes were enqueued, so one pull feeds the archive until it gives some out
    // (the compressor holds small inputs back) or the archive is complete.
    async pull(controller) {
      produced = false;
      try {
        while (!produced && !ended) await step();
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await current?.chunks.return?.();
    },
  });
}
