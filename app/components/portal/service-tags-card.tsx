import { Plus, Tags, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { addTag, MAX_TAG_LENGTH, MAX_TAGS, tagSuggestions } from "~/modules/vendor-portal/service-tags";

/**
 * The dashboard's Service Tags card (docs/product/vendor-journey-and-portal.md#listing: trimmed, no empties, no duplicates, added with Enter or a
 * button). The tags travel with the listing form as one hidden `tags` input each and are stored on 'Save
 * Changes'. Suggestions are the category's common tags not yet chosen. Without JavaScript the text box is sent as
 * `newTag` and added on save. `error` is the server's message for the tags field.
 */
export function ServiceTagsCard({
  initialTags,
  categoryTags,
  error,
}: {
  initialTags: readonly string[];
  categoryTags: readonly string[];
  error?: string;
}) {
  const [tags, setTags] = useState<string[]>([...initialTags]);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const message = problem ?? error;

  const add = (text: string) => {
    const result = addTag(tags, text);
    setTags(result.tags);
    setProblem(result.error);
    if (!result.error) setTyped("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag instead of submitting the whole listing form.
    if (event.key === "Enter") {
      event.preventDefault();
      add(typed);
    }
  };
  const suggestions = tagSuggestions(categoryTags, tags);

  return (
    <section aria-labelledby="tags-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="tags-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        <Tags className="size-5" aria-hidden="true" /> Service Tags
      </h2>
      <p className="mt-1 text-sm text-muted">
        Short phrases couples search for, up to {MAX_TAGS} tags of {MAX_TAG_LENGTH} characters.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Your tags">
        {tags.length === 0 ? <li className="text-sm text-muted">No tags yet.</li> : null}
        {tags.map((tag) => (
          <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pl-3 pr-1 text-sm font-medium text-brand-800">
            {tag}
            <input type="hidden" name="tags" value={tag} />
            <button
              type="button"
              className="rounded-full p-1 hover:bg-brand-200"
              aria-label={`Remove tag ${tag}`}
              onClick={() => {
                setTags(tags.filter((existing) => existing !== tag));
                setProblem(undefined);
              }}
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex gap-2">
        <label htmlFor="newTag" className="sr-only">
          Add a tag
        </label>
        <Input
          id="newTag"
          name="newTag"
          value={typed}
          placeholder="Add a tag, e.g. Bridal mehndi"
          maxLength={MAX_TAG_LENGTH * 2}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? "tags-error" : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={() => add(typed)}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
      {message ? (
        <p id="tags-error" className="mt-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <div className="mt-4">
          <p className="text-sm font-semibold text-ink">Suggestions for your category</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  className="rounded-full border border-brand-200 px-3 py-1 text-sm text-ink hover:bg-brand-50"
                  aria-label={`Add tag ${tag}`}
                  onClick={() => add(tag)}
                >
                  + {tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
