export { Wizard, type WizardLabels, type WizardProps, type WizardStep } from './Wizard';
