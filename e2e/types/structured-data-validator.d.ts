/** The part of @adobe/structured-data-validator (no types of its own) that the structured-data spec uses. */
declare module '@adobe/structured-data-validator' {
  interface Issue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
  }
  export default class Validator {
    /** Takes what @marbec/web-auto-extractor gives: the blocks of each format by their `@type`. */
    validate(data: { jsonld?: Record<string, Record<string, unknown>[]> }): Promise<Issue[]>;
  }
}
