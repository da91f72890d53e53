// Words of the monthly summary's pages, shared by the server and the error page in the browser.

/** The message of a link that names no listing (wrong, changed or of a removed listing). */
export const UNSUBSCRIBE_NOT_FOUND = "This unsubscribe link is not valid. Sign in to your Vendor Dashboard to change your monthly summary on the Performance page.";
