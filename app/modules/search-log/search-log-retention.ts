// How long the search log keeps a day (docs/product/admin.md#insights; decision 088). The retention schedule
// (app/modules/retention/retention-schedule.ts) states it on /privacy and its daily sweep deletes older days.

/** How long the search log keeps a day, in days. */
export const SEARCH_LOG_DAYS = 90;
