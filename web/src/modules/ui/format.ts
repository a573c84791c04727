// Money in a module of its own, re-exported here: the public pages import ./naira alone, so they
// never download the shared Lagos-time formatter and dayjs that dates need.
export { formatNaira } from './naira';
/** 'Mar 5, 2025' on the Lagos calendar: a bare 'YYYY-MM-DD' is that day, an instant the Lagos day it falls on. */
export { formatLagosDay as formatDate } from '@api/common/lagos-day';
