import { rm } from 'node:fs/promises';

/**
 * A resume file received in a multipart request: already checked by content and waiting in a
 * temp file. Only the upload reader creates these, so a JSON body can never pass for one.
 */
export class ReceivedResume {
  constructor(
    readonly path: string,
    readonly fileName: string,
    readonly contentType: string,
    readonly size: number,
  ) {}

  discard(): Promise<void> {
    return rm(this.path, { force: true });
  }
}
