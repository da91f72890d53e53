/**
 * `node scripts/render-blog-images.ts`: draws every blog article's picture from the `motif` and `variant` of its
 * front matter (content/blog/*.md) into public/images/blog/, as decision 038 names them: `<id>.960x640.webp` (the
 * path `articleImagePath` gives) with `<id>-400.webp` and `<id>-800.webp` copies. Any other file in that folder (an
 * older name, a removed article) is deleted, so the folder holds exactly what the articles refer to. Run it after
 * adding an article and commit the files; runs on plain Node 24 with native type stripping.
 */
import fs from "node:fs/promises";
import path from "node:path";
import "./register-app-imports.ts";

const { default: matter } = await import("gray-matter");
const { renderArticleImage } = await import("~/modules/blog/blog-artwork.server");
const { articleFrontMatter, articleImagePath } = await import("~/modules/blog/parse-article.server");

const root = path.resolve(import.meta.dirname, "..");
const folder = path.join(root, "content", "blog");
const written = new Set<string>();
for (const name of (await fs.readdir(folder)).filter((file) => file.endsWith(".md")).sort()) {
  const front = articleFrontMatter.parse(matter(await fs.readFile(path.join(folder, name), "utf8")).data);
  const files = await renderArticleImage(front.motif, front.variant, path.join(root, "public", articleImagePath(front.id)));
  for (const file of files) written.add(file.file);
  const list = files.map((file) => `${path.basename(file.file)} ${(file.bytes / 1024).toFixed(1)} KB`).join(", ");
  console.log(`${name} → ${path.relative(root, path.dirname(files[0]!.file))}/: ${list}`);
}

const imageFolder = path.join(root, "public", "images", "blog");
for (const name of await fs.readdir(imageFolder)) {
  const file = path.join(imageFolder, name);
  if (written.has(file)) continue;
  await fs.rm(file);
  console.log(`removed ${path.relative(root, file)}`);
}
