/**
 * /api/staff/privacy: a person's requests under data protection law. Admins see everything held
 * about an address (subject access) and erase it (the same erasure as POST /api/admin/erasures).
 * The address travels in a POST body, never a URL, so it stays out of access logs; the audit log
 * names the person by a keyed pseudonym of it (staff/pseudonyms.ts).
 */
import { erasureRequestSchema, erasureResultSchema, personDataSchema, personQuerySchema } from 'contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../plugins/staff-gate';
import { erasePerson } from '../../../privacy';
import { recordAudit, staffActor } from '../../../staff/audit';
import { interviewView } from '../applications/interviews';
import { STAFF_ERRORS } from '../common';

export interface StaffPrivacyRoutesOptions {
  clock: () => Date;
  /** Where the copies of mails are kept, for erasures. */
  dataDir: string;
}

const config = { staff: 'privacy' } as const;

const staffPrivacyRoutes: FastifyPluginAsyncZod<StaffPrivacyRoutesOptions> = async (app, { clock, dataDir }) => {
  app.post(
    '/lookups',
    {
      schema: {
        description:
          'Everything held about one e-mail address (any letter case): enquiries and applications with notes, scorecards and the mails sent to them, the newsletter subscription.',
        body: personQuerySchema,
        response: { 200: personDataSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const { email } = request.body;
      const [held, newsletter] = await Promise.all([app.store.findByEmail(email), app.store.newsletter.findByEmail(email)]);
      const pseudonym = app.pseudonyms.person(email);
      await recordAudit(app.store, clock(), {
        actor: staffActor(signedIn(request).account),
        action: 'person.looked-up',
        target: { type: 'person', id: pseudonym },
        details: {
          enquiries: held.enquiries.length,
          applications: held.applications.length,
          newsletterSubscriptions: newsletter.length,
        },
      });
      const applications = await Promise.all(
        held.applications.map(async (application) => ({
          ...application,
          scorecards: (await app.store.applications.findScorecards(application.id)) ?? [],
          candidateMails: (await app.store.applications.findCandidateMails(application.id)) ?? [],
          interviews: (await app.store.interviews.listOfApplication(application.id)).map((record) => {
            const { link: _link, ...interview } = interviewView(record, '');
            return interview;
          }),
        })),
      );
      return { email, pseudonym, enquiries: held.enquiries, applications, newsletter };
    },
  );

  app.post(
    '/erasures',
    {
      schema: {
        description:
          "Deletes one person's enquiries and applications, resumes, notes, interviews, queued mails and copies of sent mails included.",
        body: erasureRequestSchema,
        response: { 200: erasureResultSchema, ...STAFF_ERRORS },
      },
      config,
    },
    async (request) => {
      const { email } = request.body;
      const erased = await erasePerson(app.store, dataDir, email);
      const pseudonym = app.pseudonyms.person(email);
      await recordAudit(app.store, clock(), {
        actor: staffActor(signedIn(request).account),
        action: 'person.erased',
        target: { type: 'person', id: pseudonym },
        details: erased,
      });
      return { ...erased, pseudonym };
    },
  );
};

export default staffPrivacyRoutes;
