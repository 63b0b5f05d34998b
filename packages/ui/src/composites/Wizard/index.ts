export { Wizard, type WizardProps } from './Wizard';
export {
  canNavigateTo,
  defaultStepTitles,
  initialWizardState,
  type WizardState,
} from './wizardModel';
