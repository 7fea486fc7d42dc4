/** Builds multipart/form-data bodies by hand, so tests can also send malformed ones. */
export const BOUNDARY = '----api-test-boundary-7MA4YWxkTrZu0gW';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; data: Buffer; disposition?: string };

export function multipartBody(parts: FormPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: ${part.disposition ?? `form-data; name="${part.name}"; filename="${part.filename}"`}\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartHeaders = (boundary = BOUNDARY) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

/** The application's text fields as form parts (booleans as 'true'/'false', as browsers send them). */
export function fieldParts(fields: Record<string, string | boolean>): FormPart[] {
  return Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
}
