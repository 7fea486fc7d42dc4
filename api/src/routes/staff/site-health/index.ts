/**
 * /api/staff/site-health: real visitors' Web Vitals for admins and releasers (the staff console's
 * Site health screen), from the raw beacons of the last 28 days (RUM_RETENTION_DAYS keeps them).
 */
import { SITE_HEALTH_PERIODS, siteHealthSchema } from 'contracts/rum';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteHealth } from '../../../rum/aggregate';
import { STAFF_ERRORS } from '../common';

export interface SiteHealthRoutesOptions {
  clock: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const siteHealthRoutes: FastifyPluginAsyncZod<SiteHealthRoutesOptions> = async (app, { clock }) => {
  app.get(
    '/',
    {
      schema: {
        description:
          "Each route's p75 LCP, INP, CLS and TTFB over 1, 7 and 28 days, errors by remote version, and each day's p75.",
        response: { 200: siteHealthSchema, ...STAFF_ERRORS },
      },
      config: { staff: 'releases' },
    },
    async () => {
      const now = clock();
      const since = new Date(now.getTime() - Math.max(...SITE_HEALTH_PERIODS) * DAY_MS);
      return siteHealth(await app.store.rum.beaconsSince(since), now);
    },
  );
};

export default siteHealthRoutes;
