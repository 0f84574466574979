export { PRODUCTION_ERROR_PATH, parseErrorQuery, productionErrorUrl, type ErrorQuery } from './error-url';
export { formatErrorMessage, messageText, missingArgumentText, type MessageSegment } from './format-message';
