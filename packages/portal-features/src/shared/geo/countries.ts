/** The country list moved to shared/forms: registration and the order form's recipient use it. */
export { type CountryOption, countries, countryOptions } from '../../shared/forms';
