export { API_TOOL_AUTHORIZATION_TYPES, AuthorizationFields } from './AuthorizationFields';
export { authorizationRequest, type AuthorizationValue } from './authorization-request';
