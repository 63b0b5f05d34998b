import { formInPlace } from '../../lib/records';
import { guardrailsScreen } from './screen';

/** 'New Guardrail' and Edit inside the guardrails selector of the agent editor (spec 002 section 2). */
export default formInPlace(guardrailsScreen.form);
