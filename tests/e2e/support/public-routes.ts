/** The site's content pages, as English has them (each also exists under /hi and /gu). */
export const CONTENT_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/services',
  '/services/personalized-consultation',
  '/services/panchakarma',
  '/services/garbhasanskar',
  '/diet-plans',
  '/diet-plans/arthritis',
  '/workshops',
];
