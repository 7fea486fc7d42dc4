import { z } from 'zod';
import { EnvError, parseEnv } from './env';

const schema = z.object({ PORT: z.coerce.number().int().default(3000), HOST: z.string().default('127.0.0.1') });

test('reads the variables set, with the defaults for the others; empty counts as unset', () => {
  expect(parseEnv(schema, { PORT: '4000', HOST: '' })).toEqual({ PORT: 4000, HOST: '127.0.0.1' });
});

test('names each variable that is wrong', () => {
  expect(() => parseEnv(schema, { PORT: 'eighty' })).toThrow(EnvError);
  expect(() => parseEnv(schema, { PORT: 'eighty' })).toThrow(/^Invalid environment:\n {2}PORT: /);
});

test('names a variable by its own name where the schema keys differ', () => {
  const remote = z.object({ URL: z.url() });
  expect(() => parseEnv(remote, { URL: 'not a url' }, (key) => `MFE_CAREERS_${key}`)).toThrow('MFE_CAREERS_URL');
});
