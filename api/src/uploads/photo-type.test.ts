import { detectPhotoType } from './photo-type';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))));

it.each([
  ['a JPEG', 'image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')],
  ['a PNG', 'image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR')],
  ['a WebP', 'image/webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
  ['another RIFF file (a WAV)', undefined, bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
  ['text named .png', undefined, Buffer.from('just some text, renamed photo.png')],
  ['a GIF', undefined, bytes('GIF89a', 1, 0, 1, 0)],
  ['an SVG', undefined, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ['too short to tell', undefined, bytes(0x89, 'PN')],
  ['nothing', undefined, Buffer.alloc(0)],
])('%s is taken for %s', (_name, expected, head) => {
  expect(detectPhotoType(head)).toBe(expected);
});
