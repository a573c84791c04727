// Each in a module of its own, re-exported here: the public pages import ./naira alone, so they
// never download the shared Lagos-time formatter and dayjs that dates need.
export { formatNaira } from './naira';
export { formatDate } from './format-date';
