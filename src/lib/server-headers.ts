/** What server.mjs needs to send the middleware's headers itself (scripts/build-server-headers.ts). */
export { siteSecurityHeaders } from './site-headers';
export { isHttpsRequest } from '@/modules/security';
