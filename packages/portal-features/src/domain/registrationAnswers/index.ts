export { reasonLabels, whereHeardLabels } from './registrationAnswers';
