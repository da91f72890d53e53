import matter from "gray-matter";
import { z } from "zod";
import { BLOG_IMAGE_SIZE, countWords, readTimeMinutes, type BlogArticle } from "~/modules/blog/blog-article";
import { renderMarkdown } from "~/modules/blog/render-markdown.server";
import { ARTWORK_VARIANTS, describeArtwork } from "~/modules/demo-catalogue/demo-artwork-spec";
import { taggedImageName } from "~/modules/media/image-variants";

// One article file (content/blog/NN-slug.md): YAML front matter, then the Markdown body (decision 033).

/** The front matter every article carries; the image is generated from `motif` and `variant` (scripts/render-blog-images.ts). */
export const articleFrontMatter = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(10).max(120),
  excerpt: z.string().trim().min(40).max(240),
  category: z.string().trim().min(3).max(40),
  // Quoted in the files: YAML would otherwise turn a bare date into a Date at midnight in no particular zone.
  published: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** When the article was last changed in substance, quoted like `published`; never before it (decision 072). */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  /** A demo-artwork motif (a category slug of app/modules/demo-catalogue/demo-artwork-spec.ts). */
  motif: z.string().regex(/^[a-z-]+$/),
  /** Which of the artwork's palettes and frames (1–8). */
  variant: z.number().int().min(1).max(ARTWORK_VARIANTS),
}).refine((value) => value.updated === undefined || value.updated >= value.published, {
  message: "must not be before published",
  path: ["updated"],
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;

/**
 * Public path of article `id`'s full-size picture, named as decision 038 says (`/images/blog/3.960x640.webp`), so
 * the markup finds its 400 and 800 px copies (`/images/blog/3-400.webp`, `-800.webp`) from the path alone.
 */
export function articleImagePath(id: number): string {
  return taggedImageName(`/images/blog/${id}`, BLOG_IMAGE_SIZE, false);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The text a reader sees in rendered HTML: tags removed, the entities marked and sanitize-html write decoded. */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_entity, name: string) => ENTITIES[name] ?? " ");
}

/**
 * Reads one article file. Input: the file's text and its name (for the error message). Output: the article with
 * its body rendered to sanitised HTML, its words counted (those a reader sees in that body) and read time computed.
 * Throws an Error naming the file when the front matter is missing or wrong, so a broken article stops the
 * build's tests, not a reader's page.
 */
export function parseArticle(source: string, fileName: string): BlogArticle & { frontMatter: ArticleFrontMatter } {
  const { data, content } = matter(source);
  const parsed = articleFrontMatter.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${fileName}: bad front matter: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`);
  }
  const frontMatter = parsed.data;
  const html = renderMarkdown(content);
  const words = countWords(textOf(html));
  return {
    id: frontMatter.id,
    title: frontMatter.title,
    excerpt: frontMatter.excerpt,
    category: frontMatter.category,
    published: frontMatter.published,
    ...(frontMatter.updated ? { updated: frontMatter.updated } : {}),
    image: articleImagePath(frontMatter.id),
    imageAlt: describeArtwork(frontMatter.motif, frontMatter.variant),
    readTimeMinutes: readTimeMinutes(words),
    words,
    html,
    frontMatter,
  };
}
