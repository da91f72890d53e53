import { extractText, getDocumentProxy } from "unpdf";

/**
 * The text of a PDF as a reader's copy and search would find it, all pages joined, whitespace runs as one space.
 * Input: the PDF's bytes (copied, as PDF.js takes over the buffer it is given). Output: the text.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(document, { mergePages: true });
    return text.replace(/\s+/g, " ").trim();
  } finally {
    await document.loadingTask.destroy();
  }
}
