/**
 * `node scripts/render-blog-images.ts`: draws every blog article's picture into public/images/blog/<id>.webp from
 * the `motif` and `variant` of its front matter (content/blog/*.md). Run it after adding an article and commit the
 * files; runs on plain Node 24 with native type stripping.
 */
import fs from "node:fs/promises";
import path from "node:path";
import "./register-app-imports.ts";

const { default: matter } = await import("gray-matter");
const { renderArticleImage } = await import("~/modules/blog/blog-artwork.server");
const { articleFrontMatter, articleImagePath } = await import("~/modules/blog/parse-article.server");

const root = path.resolve(import.meta.dirname, "..");
const folder = path.join(root, "content", "blog");
for (const name of (await fs.readdir(folder)).filter((file) => file.endsWith(".md")).sort()) {
  const front = articleFrontMatter.parse(matter(await fs.readFile(path.join(folder, name), "utf8")).data);
  const file = path.join(root, "public", articleImagePath(front.id));
  const bytes = await renderArticleImage(front.motif, front.variant, file);
  console.log(`${name} → ${path.relative(root, file)} (${(bytes / 1024).toFixed(1)} KB)`);
}
