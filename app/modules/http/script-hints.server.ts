import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

// React Router writes a `<link rel="modulepreload">` in the head for every chunk a page hydrates with (40 or so on a
// public page). Browsers fetch those at high priority, beside the stylesheet and before the pictures, so on a slow
// phone connection the ~140 KB of JavaScript delays the first paint of a page that is complete without it. Without
// the hints the same modules are fetched by the bootstrap script's imports, after the page has painted
// (decision 046).
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * A stream for the server-rendered HTML that leaves out every `<link rel="modulepreload" …>` tag React Router writes
 * and passes everything else through unchanged (decision 046). A tag cut across two chunks is held back until its
 * end arrives; multi-byte characters cut across chunks are decoded whole. Input: the HTML as bytes or strings.
 * Output: UTF-8 bytes. `onFinal` runs once the input has ended, before the stream finishes (the caller's timer
 * clean-up). Throws nothing of its own.
 */
export function withoutModulePreloads(onFinal: () => void = () => {}): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  const release = (text: string): string => {
    const all = held + text;
    // An unclosed tag at the end may be a modulepreload link: keep it for the next chunk.
    const open = all.lastIndexOf("<");
    const cut = open > all.lastIndexOf(">") ? open : all.length;
    held = all.slice(cut);
    return all.slice(0, cut).replace(MODULE_PRELOAD, "");
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const text = release(typeof chunk === "string" ? chunk : decoder.write(chunk));
      callback(null, text === "" ? undefined : Buffer.from(text, "utf8"));
    },
    flush(callback: TransformCallback) {
      const rest = (held + decoder.end()).replace(MODULE_PRELOAD, "");
      held = "";
      onFinal();
      callback(null, rest === "" ? undefined : Buffer.from(rest, "utf8"));
    },
  });
}
