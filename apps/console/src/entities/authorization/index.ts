export { AuthorizationFields } from './AuthorizationFields';
