import { z } from "zod";
import { AppError } from "~/modules/errors/app-error";
import type { FormFailure } from "~/modules/http/form-errors";
import { cleanSearchText } from "~/modules/search/search-request";

// The admin's Vendors tab (docs/product/admin.md#vendors "Admin toggles is_active,
// is_featured … one at a time or in bulk … bulk actions: make active, inactive, featured, unfeatured"; docs/product/admin.md#vendors
// "a server-paginated table (search by name, filter by category and status, sort)"). The table's state lives in
// the URL, so it works as a plain GET form; these rules are shared by the page and its loader and action.

/** Rows per page of the table. */
export const VENDOR_PAGE_SIZE = 25;
/** Highest page number read from the URL; anything above is read as the last page. */
const MAX_PAGE = 100_000;

export const VENDOR_STATUS_FILTERS = ["active", "inactive", "featured"] as const;
export type VendorStatusFilter = (typeof VENDOR_STATUS_FILTERS)[number];

/** Newest first is the default: the spec's admin list is ordered by created_at descending (docs/product/admin.md#vendors). */
export const VENDOR_SORTS = ["newest", "oldest", "name"] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

export const VENDOR_SORT_LABELS: Record<VendorSort, string> = { newest: "Newest first", oldest: "Oldest first", name: "Name A–Z" };
export const VENDOR_STATUS_LABELS: Record<VendorStatusFilter, string> = { active: "Active", inactive: "Inactive", featured: "Featured" };

/** The table's state as the URL carries it (`q`, `category`, `status`, `sort`, `page`). */
export type VendorListQuery = { q: string; categoryId?: number; status?: VendorStatusFilter; sort: VendorSort; page: number };

/** The URL parameter that opens the delete confirmation for one vendor (`?delete=<id>`). */
export const DELETE_PARAM = "delete";
/** The URL parameter a finished change leaves for the page to announce (`?notice=deleted`). */
export const NOTICE_PARAM = "notice";
export const VENDOR_NOTICES = { deleted: "Vendor deleted" } as const;

const positiveInt = (value: string | null, max = Number.MAX_SAFE_INTEGER) => {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= 1 ? Math.min(number, max) : undefined;
};

/** A vendor id from a URL (`?delete=12`, a route parameter): a whole number from 1, else undefined. */
export function parseVendorId(value: string | null | undefined): number | undefined {
  return positiveInt(value ?? null);
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((entry) => entry === value);

/**
 * The table's state from the page's URL parameters. Anything malformed is read as its default: search text cleaned
 * as on the public search (trimmed, whitespace collapsed, at most 200 characters), an unknown category, status or
 * sort ignored, the page a whole number from 1.
 */
export function parseVendorListQuery(params: URLSearchParams): VendorListQuery {
  return {
    q: cleanSearchText(params.get("q")),
    categoryId: positiveInt(params.get("category")),
    status: oneOf(VENDOR_STATUS_FILTERS, params.get("status")),
    sort: oneOf(VENDOR_SORTS, params.get("sort")) ?? "newest",
    page: positiveInt(params.get("page"), MAX_PAGE) ?? 1,
  };
}

/**
 * The query string of a table state (with its leading `?`, or '' for the defaults), defaults left out so links stay
 * short. Input: the state, changes to apply (a change of search, filter or sort goes back to page 1 unless a page
 * is given), and extra parameters such as {@link DELETE_PARAM}.
 */
export function vendorListSearch(query: VendorListQuery, changes: Partial<VendorListQuery> = {}, extra: Record<string, string> = {}): string {
  const next = { ...query, ...changes };
  if (!("page" in changes) && Object.keys(changes).length > 0) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.categoryId !== undefined) params.set("category", String(next.categoryId));
  if (next.status) params.set("status", next.status);
  if (next.sort !== "newest") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The bulk actions of the table (docs/product/admin.md#vendors), by the value of their button, with their labels and their change. */
export const BULK_VENDOR_ACTIONS = {
  activate: { label: "Make active", change: { isActive: true }, done: "made active" },
  deactivate: { label: "Make inactive", change: { isActive: false }, done: "made inactive" },
  feature: { label: "Make featured", change: { isFeatured: true }, done: "featured" },
  unfeature: { label: "Remove featured", change: { isFeatured: false }, done: "no longer featured" },
} as const;
export type BulkVendorAction = keyof typeof BULK_VENDOR_ACTIONS;

/** The two flags an admin switches one vendor at a time (docs/product/admin.md#vendors). */
export const VENDOR_FLAGS = ["isActive", "isFeatured"] as const;
export type VendorFlag = (typeof VENDOR_FLAGS)[number];

/** Most vendors one bulk action may name: a few pages of the table; a longer list is a crafted post. */
export const MAX_BULK_VENDORS = 500;

export const LIST_COMMAND_MESSAGES = {
  noSelection: "Please select at least one vendor.",
  tooMany: `Please select at most ${MAX_BULK_VENDORS} vendors.`,
  unknown: "Unknown vendor action.",
  badVendor: "This vendor no longer exists.",
} as const;

const vendorId = z.coerce.number<string>({ error: LIST_COMMAND_MESSAGES.badVendor }).int(LIST_COMMAND_MESSAGES.badVendor).positive(LIST_COMMAND_MESSAGES.badVendor);

const listCommandSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("toggle"), vendorId, flag: z.enum(VENDOR_FLAGS), value: z.enum(["true", "false"]).transform((value) => value === "true") }),
  z.object({
    intent: z.literal("bulk"),
    bulkAction: z.enum(Object.keys(BULK_VENDOR_ACTIONS) as [BulkVendorAction, ...BulkVendorAction[]]),
    ids: z
      .array(z.coerce.number<string>({ error: LIST_COMMAND_MESSAGES.badVendor }).int(LIST_COMMAND_MESSAGES.badVendor).positive(LIST_COMMAND_MESSAGES.badVendor))
      .min(1, LIST_COMMAND_MESSAGES.noSelection)
      .max(MAX_BULK_VENDORS, LIST_COMMAND_MESSAGES.tooMany)
      .transform((ids) => [...new Set(ids)]),
  }),
  z.object({ intent: z.literal("delete"), vendorId }),
]);

/** One change posted by the Vendors tab: a flag of one vendor, a bulk action on a selection, or a deletion. */
export type VendorListCommand = z.output<typeof listCommandSchema>;

/**
 * Reads the change the Vendors tab posted: `intent` with `vendorId`, `flag` (isActive or isFeatured) and `value`
 * (true or false) for a toggle; `bulkAction` and one `ids` value per selected vendor for a bulk action (repeated
 * ids count once); `vendorId` for a deletion. Output: {@link VendorListCommand}. Throws AppError `invalid` (400)
 * with the first problem's message ('Please select at least one vendor.', an unknown action, a malformed id).
 */
export function parseVendorListCommand(formData: FormData): VendorListCommand {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = listCommandSchema.safeParse({
    intent: text("intent"),
    vendorId: text("vendorId"),
    flag: text("flag"),
    value: text("value"),
    bulkAction: text("bulkAction"),
    ids: formData.getAll("ids").filter((value) => typeof value === "string"),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  const message = !issue || field === "intent" || field === "bulkAction" || field === "flag" || field === "value" ? LIST_COMMAND_MESSAGES.unknown : issue.message;
  throw new AppError("invalid", message);
}

/** A toast as the Vendors tab's action answers it (the toast system's `ToastMessage`). */
export type VendorToast = { title: string; description?: string; variant: "success" | "error" };

/** The answer to a toggle or bulk action: its toast; a refusal in the form-failure shape with its toast. */
export type VendorListActionData =
  | { ok: true; intent: VendorListCommand["intent"]; toast: VendorToast }
  | (FormFailure<{ intent: string }> & { ok: false; toast: VendorToast });

/** What a bulk action did: the vendors changed, those that already had the value, and the ids that name no vendor. */
export type BulkOutcome = { changed: number[]; unchanged: number[]; missing: number[] };

const vendorsCount = (count: number) => `${count} ${count === 1 ? "vendor" : "vendors"}`;

/**
 * The description of a bulk action's toast, e.g. '2 vendors made active. 1 vendor already was. Not found: 98, 99.'
 * Input: the action and its {@link BulkOutcome}.
 */
export function bulkOutcomeText(action: BulkVendorAction, outcome: BulkOutcome): string {
  const parts = [`${vendorsCount(outcome.changed.length)} ${BULK_VENDOR_ACTIONS[action].done}.`];
  if (outcome.unchanged.length > 0) parts.push(`${vendorsCount(outcome.unchanged.length)} already ${outcome.unchanged.length === 1 ? "was" : "were"}.`);
  if (outcome.missing.length > 0) parts.push(`Not found: ${outcome.missing.join(", ")}.`);
  return parts.join(" ");
}

/** One row of the Vendors table. `ownerEmail` is the submitting account's email; null for imported and catalogue vendors. */
export type AdminVendorRow = {
  id: number;
  name: string;
  category: { id: number; name: string };
  location: string;
  city: string | null;
  isActive: boolean;
  isFeatured: boolean;
  isVerified: boolean;
  ownerEmail: string | null;
  createdAt: Date;
};

/** One page of the table: its rows, how many vendors match, and the page shown (1-based, at most `pageCount`). */
export type AdminVendorPage = { rows: AdminVendorRow[]; total: number; page: number; pageCount: number; pageSize: number };

/** A category as the filter and the editor offer it, with its common tags for the tag suggestions. */
export type CategoryOption = { id: number; name: string; serviceTags: string[] };
