import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

// React Router writes a `<link rel="modulepreload">` in the head for every chunk a page hydrates with (40 or so on a
// public page). Browsers fetch those at high priority, beside the stylesheet and before the pictures, so on a slow
// phone connection the ~140 KB of JavaScript delays the first paint of a page that is complete without it. Without
// the hints the same modules are fetched by the bootstrap script's imports, after the page has painted
// (decision 046).
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

const MODULE_PRELOAD_START = Buffer.from('<link rel="modulepreload"', "latin1");
const TAG_END = ">".charCodeAt(0);

/**
 * A whole server-rendered document without the `<link rel="modulepreload" …>` tags React Router writes, every other
 * byte unchanged (decision 046). Works on the UTF-8 bytes, so a page is not decoded and encoded again. Input and
 * output: the HTML as UTF-8 bytes (the input itself when it holds no such tag). Throws nothing.
 */
export function removeModulePreloads(html: Buffer): Buffer {
  let start = html.indexOf(MODULE_PRELOAD_START);
  if (start === -1) return html;
  const kept: Buffer[] = [];
  let from = 0;
  while (start !== -1) {
    const end = html.indexOf(TAG_END, start + MODULE_PRELOAD_START.length);
    if (end === -1) break;
    kept.push(html.subarray(from, start));
    from = end + 1;
    start = html.indexOf(MODULE_PRELOAD_START, from);
  }
  kept.push(html.subarray(from));
  return Buffer.concat(kept);
}

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
