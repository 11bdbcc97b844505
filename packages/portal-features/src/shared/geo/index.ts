export { type CountryOption, countries, countryOptions } from './countries';
