export { formatAmount, formatDate, isoDay, shortName } from './format';
