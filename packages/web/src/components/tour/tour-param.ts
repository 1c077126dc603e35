/**
 * `?tour=dashboard` on a dashboard's address starts the tour again (the Help menu's entry). Apart
 * from DashboardTour, so the menu does not bring the tour's library with it.
 */
export const TOUR_PARAM = 'tour';
