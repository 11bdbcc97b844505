export { meetsNeed, mentionsWithoutPromise, promiseMarkers, type TextNeed, textNeeds } from './textNeeds';
