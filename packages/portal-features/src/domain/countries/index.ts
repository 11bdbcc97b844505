export { type CountryOption, countries, countryName, countryOptions } from './countries';
