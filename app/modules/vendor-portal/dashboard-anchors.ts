// Places inside the vendor dashboard other pages link to. Kept apart from the cards' rules (and their zod), so a
// public page can link here without loading them.

/** The id of the Business Gallery card's heading: the dashboard's anchor for adding photos. */
export const GALLERY_HEADING_ID = "gallery-heading";

/** Where an owner adds photos to the listing: the dashboard, scrolled to the Business Gallery card (decision 071). */
export const ADD_PHOTOS_PATH = `/vendor-dashboard#${GALLERY_HEADING_ID}`;
