import path from 'node:path';
import { FUNCTION_LINES_MAX, longFunctions, longFunctionsIn } from './function-length';

const root = path.resolve(import.meta.dirname, '../../..');

test(`no function outside tests and content is over ${FUNCTION_LINES_MAX} lines`, () => {
  expect(longFunctions(root).map(({ file, name }) => `${file} ${name}`)).toEqual([]);
});

test('a long function is found and named, wherever it stands', () => {
  const body = (count: number) => Array.from({ length: count }, (_, index) => `  const v${index} = ${index};`).join('\n');
  const source = [
    `export function short() {\n${body(3)}\n}`,
    `export function declared() {\n${body(5)}\n}`,
    `const assigned = () => {\n${body(5)}\n};`,
    `class Service {\n  method() {\n${body(5)}\n  }\n}`,
    `const component = () => <div>{[1].map(() => {\n${body(5)}\nreturn null; })}</div>;`,
  ].join('\n');
  expect(longFunctionsIn('fixture.tsx', source, 6).map(({ name, lines }) => `${name} ${lines}`)).toEqual([
    'declared 7',
    'assigned 7',
    'method 7',
    'component 7',
    '(anonymous) 7',
  ]);
});
