/** The candidate mail templates admins edited, on MongoDB: one document per kind (../candidate-mail-records). */
import type { Db } from 'mongodb';
import { type CandidateMailTemplateDocument, templateDocument, templateFromDocument } from '../candidate-mail-records';
import type { Store } from '../store';
import { retryOnDuplicateKey } from './collections';

export function mongoCandidateMailTemplates(db: Db): Store['candidateMailTemplates'] {
  const templates = db.collection<CandidateMailTemplateDocument>('candidateMailTemplates');
  return {
    list: async () => (await templates.find({}).sort({ _id: 1 }).toArray()).map(templateFromDocument),
    async save(template) {
      const document = templateDocument(template);
      await retryOnDuplicateKey(() => templates.replaceOne({ _id: document._id }, document, { upsert: true }));
    },
    async remove(kind) {
      await templates.deleteOne({ _id: kind });
    },
  };
}
