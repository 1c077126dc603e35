/** The leads-per-day chart's height: LeadsChart draws at it, and LeadsPerDay's placeholder holds it while the chart loads, so nothing moves. */
export const CHART_HEIGHT = 280;
