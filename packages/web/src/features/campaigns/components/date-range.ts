/** The date-range rules moved to lib/format so every report page shares them. */
export { dayIn, lastDays } from '../../../lib/format/date-range';
