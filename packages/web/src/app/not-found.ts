import { data } from 'react-router';

/** A route's 404, as the route guards and pages' loaders throw it. */
export const notFound = () => data('Not Found', { status: 404 });
