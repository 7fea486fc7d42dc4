/**
 * A rendered page is compressed on the render thread that rendered it, not on the main thread:
 * the render threads run below the main thread's priority (render-pool.ts), so compressing there
 * never delays what the main thread answers, the quick 503 of a full render queue included, and
 * the render queue's measured render time counts it. Brotli at quality 5 takes under a millisecond
 * for a 50 KB page and writes it 6 % smaller than quality 4 (docs/security-and-load.md).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import type { RenderedPage } from './renderer';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof ENCODINGS)[number];

/**
 * A rendered page as the main thread sends it: its bytes in the encoding the visitor accepts, and
 * how long its render thread spent on it, rendering and compressing (the render queue's measure).
 */
export type EncodedPage = Omit<RenderedPage, 'html'> & { body: Uint8Array; encoding: PageEncoding; renderMs: number };

/** negotiator 1.x breaks ties by a preference; its types (@types/negotiator 0.6) do not know it. */
type PreferringNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/** The encoding a request's Accept-Encoding allows, brotli first; the page as it is when it names neither. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as PreferringNegotiator;
  return (negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) as PageEncoding | undefined) ?? 'identity';
}

const BROTLI_QUALITY = 5;

function encode(html: string, encoding: PageEncoding): Uint8Array {
  const bytes = Buffer.from(html);
  if (encoding === 'br') {
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return encoding === 'gzip' ? gzipSync(bytes) : bytes;
}

/** `renderStarted`: `performance.now()` when its render began, on the same thread. */
export function encodePage({ html, ...page }: RenderedPage, encoding: PageEncoding, renderStarted: number): EncodedPage {
  const body = encode(html, encoding);
  return { ...page, body, encoding, renderMs: performance.now() - renderStarted };
}
