export { AuthorizationFields } from './AuthorizationFields';
export { authorizationRequest, type AuthorizationValue } from './authorization-request';
