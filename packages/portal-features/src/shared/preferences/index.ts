export { preferenceKey, readPreference, readStored, useUserPreference, writeStored } from './userPreference';
