// The API (netlify/api/handler.ts), pre-bundled into chunks by `npm run build:function`
// (docs/decisions/067). 'ayurveda-clinic/api-function' is netlify/api/build/handler.mjs (package.json
// "exports"): Netlify's bundler leaves a package import alone, and its file tracer ships the chunks.
export { default } from 'ayurveda-clinic/api-function';

// /p/<code>: the SMS's short links on the clinic's domain (issue 44), redirected by the API.
export const config = { path: ['/api', '/api/*', '/p/*'] };
