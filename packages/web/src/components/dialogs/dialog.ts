/** Every dialog's close button, named for screen readers. */
export const CLOSE_BUTTON = { 'aria-label': 'Close' };
