/** The candidate mail templates admins edited, on a nedb datastore: one document per kind (../candidate-mail-records). */
import { templateDocument, templateFromDocument } from '../candidate-mail-records';
import type { Store } from '../store';
import type { EmbeddedFiles } from './datastores';

export function embeddedCandidateMailTemplates({ db, durably }: EmbeddedFiles): Store['candidateMailTemplates'] {
  return {
    list: async () => (await db.candidateMailTemplates.findAsync({}).sort({ _id: 1 })).map(templateFromDocument),
    async save(template) {
      const document = templateDocument(template);
      await durably('candidateMailTemplates', () =>
        db.candidateMailTemplates.updateAsync({ _id: document._id }, document, { upsert: true }),
      );
    },
    async remove(kind) {
      await durably('candidateMailTemplates', () => db.candidateMailTemplates.removeAsync({ _id: kind }, {}));
    },
  };
}
