import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "@playwright/test";

// The two checkers of decision 073: the W3C Nu HTML Checker (vnu) on the HTML the server sends, and
// HTML_CodeSniffer's WCAG2AA rules (the ones pa11y runs) on the page as the browser shows it.

const require = createRequire(import.meta.url);
/** The checker's jar, shipped by the `vnu-jar` package (its default export is the jar's path). */
const VNU_JAR = String(require("vnu-jar"));
const HTMLCS_SOURCE = fs.readFileSync(path.join(path.dirname(require.resolve("html_codesniffer/package.json")), "build/HTMLCS.js"), "utf8");

/** One problem a checker reported, for a readable failure message. */
export type MarkupProblem = { code: string; message: string; where: string };

/**
 * HTML_CodeSniffer message codes that are wrong about this site, each with why. A code is matched as a prefix of the
 * message's code, and only together with `where` (a CSS selector the element must match), so a real problem of the
 * same kind elsewhere still fails.
 */
const HTMLCS_EXEMPTIONS: { code: string; selector: string; why: string }[] = [
  {
    // H32.2 says a form without a submit button cannot be sent from the keyboard. The filter forms of the search and
    // category pages are sent by each change of their fields with JavaScript, and by the Apply button in their
    // <noscript> without it (NoScriptApply), which the checker cannot see while scripts run.
    code: "H32.2",
    selector: "form:has(> noscript)",
    why: "sent on change, with an Apply button in <noscript>",
  },
  {
    // The portal's logo and gallery forms send a picture as soon as it is picked in the file chooser (which the
    // keyboard reaches), and show their submit button until the page is hydrated, for a browser without JavaScript.
    code: "H32.2",
    selector: 'form[action="/vendor-dashboard/images"]:has(input[type="file"])',
    why: "sent when a file is picked, with a submit button before hydration",
  },
  {
    // The admin's upload of a vendor's pictures works the same way.
    code: "H32.2",
    selector: 'form[action^="/admin-dashboard/vendors/"][action$="/images"]:has(input[type="file"])',
    why: "sent when a file is picked, with a submit button before hydration",
  },
];

/**
 * HTML_CodeSniffer 2.5.1 looks up the texts of its autocomplete errors (H98) under 'InvalidAutoComplete_*' but ships
 * them as 'InvalidAutocomplete_*', so the first such error threw instead of being reported; this names them both ways.
 */
function aliasAutocompleteTexts(): void {
  const texts = (window as unknown as { translation: { en: Record<string, string> } }).translation.en;
  for (const [key, text] of Object.entries(texts)) {
    if (key.startsWith("1_3_5_H98.InvalidAutocomplete_")) texts[key.replace("InvalidAutocomplete_", "InvalidAutoComplete_")] ??= text;
  }
}

/**
 * Runs HTML_CodeSniffer's WCAG2AA standard on `page` as shown now. Output: its errors (type 1) only; warnings and
 * notices ask a person to check something and are not failures. The script is evaluated through the debugging
 * protocol, which the page's Content-Security-Policy does not govern, and leaves the page's own scripts alone.
 */
export async function htmlCodeSnifferErrors(page: Page): Promise<MarkupProblem[]> {
  const loaded = await page.evaluate(() => "HTMLCS" in window);
  if (!loaded) {
    await page.evaluate(HTMLCS_SOURCE);
    await page.evaluate(aliasAutocompleteTexts);
  }
  return page.evaluate(
    (exemptions) =>
      new Promise<MarkupProblem[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document };
        const htmlcs = (window as unknown as { HTMLCS: { process: (...args: unknown[]) => void; getMessages: () => Message[] } }).HTMLCS;
        const describe = (element: Element | Document) => {
          if (!(element instanceof Element)) return "(document)";
          const html = element.outerHTML;
          return html.length > 200 ? `${html.slice(0, 200)}…` : html;
        };
        htmlcs.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .filter(
                  (message) =>
                    !exemptions.some(
                      (exemption) =>
                        message.code.includes(exemption.code) && message.element instanceof Element && message.element.matches(exemption.selector),
                    ),
                )
                .map((message) => ({ code: message.code, message: message.msg, where: describe(message.element) })),
            ),
          () => reject(new Error("HTML_CodeSniffer could not run")),
          "en",
        );
      }),
    HTMLCS_EXEMPTIONS,
  );
}

/**
 * The innermost elements that reach past the right edge of the window (up to 5), as `tag#id.class`, to say what makes
 * a page scroll sideways.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const past = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 0.5;
    return [...document.body.querySelectorAll("*")]
      .filter((element) => past(element) && ![...element.children].some(past))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].join(".")} (right ${Math.round(element.getBoundingClientRect().right)})`);
  });
}

/**
 * Runs the Nu HTML Checker once over `files` (absolute paths of .html files; one JVM start for all of them).
 * Output: each file's errors (warnings and info left out by `--errors-only`), keyed by the file's path; a file with
 * none has an empty list. Throws when Java or the checker fails to run at all. Needs `java` (scripts/ensure-java.sh).
 */
export async function vnuErrors(files: string[]): Promise<Map<string, MarkupProblem[]>> {
  const byFile = new Map<string, MarkupProblem[]>(files.map((file) => [file, []]));
  if (files.length === 0) return byFile;
  const stdout = await new Promise<string>((resolve, reject) => {
    // vnu exits 1 when it found errors; the report on stdout says which.
    execFile("java", ["-Xss4m", "-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, out, err) => {
      if (error && !out.trim()) reject(new Error(`The Nu HTML Checker did not run: ${err || error.message}`));
      else resolve(out);
    });
  });
  const report = JSON.parse(stdout) as { messages: { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number }[] };
  for (const message of report.messages) {
    if (message.type !== "error" && message.subType !== "fatal") continue;
    const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
    const list = byFile.get(file);
    const problem = { code: message.type, message: message.message, where: `line ${message.lastLine ?? "?"}: ${message.extract ?? ""}`.trim() };
    if (list) list.push(problem);
    else throw new Error(`The Nu HTML Checker reported on a file it was not given: ${message.url} (${message.message})`);
  }
  return byFile;
}
