/** One point of a chart: a stable key, the label shown (a week, a month, a step) and its value in the chart's unit. */
export type ChartDatum = { key: string; label: string; value: number };

/** Turns a value into the text shown beside a bar and in the table (a count, a price in pence, minutes). */
export type ValueFormatter = (value: number) => string;

/** The default formatter: a whole number with thousands separators. */
export const formatCount: ValueFormatter = (value) => Math.round(value).toLocaleString("en-GB");
