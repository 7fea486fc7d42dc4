import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AllowedPhysicalSide, isAllowed, physicalSides, physicalSidesUnder, stylesheetFiles } from './direction-neutral-css';

const root = path.resolve(import.meta.dirname, '../../..');

/** The declarations that keep a physical side on purpose: the fewer the better, each with its reason. */
const ALLOWED: AllowedPhysicalSide[] = [
  {
    file: 'mfe-careers/src/features/job-detail/components/job-detail.module.css',
    selector: '.checkList li::before',
    property: 'border-left',
    reason:
      'with border-bottom and a -45° turn it draws the tick of a check mark, a shape rather than a side; ' +
      'a tick is not mirrored in right-to-left text (its place, inset-inline-start, is)',
  },
];

test("the project's stylesheets name no physical side (left, right) outside the allow-list", () => {
  expect(stylesheetFiles(root)).toEqual(
    expect.arrayContaining(['shared-ui/src/tokens.css', 'shell/src/layout/header.module.css']),
  );
  expect(physicalSidesUnder(root).filter((side) => !isAllowed(side, ALLOWED))).toEqual([]);
});

test('each allowed declaration is still in its stylesheet', () => {
  const sides = physicalSidesUnder(root);
  expect(ALLOWED.filter((entry) => !sides.some((side) => isAllowed(side, [entry])))).toEqual([]);
});

test('reports margin-left with its file, line and rule', () => {
  expect(physicalSides('card.module.css', '.card {\n  color: red;\n  margin-left: 1rem;\n}\n')).toEqual([
    { file: 'card.module.css', line: 3, selector: '.card', property: 'margin-left', declaration: 'margin-left: 1rem' },
  ]);
});

test.each([
  'margin-right: auto',
  'padding-left: 1rem',
  'scroll-margin-left: 2rem',
  'scroll-padding-right: 2rem',
  'border-left: 4px solid red',
  'border-right-width: 2px',
  'border-left-color: red',
  'border-right-style: dashed',
  'border-top-left-radius: 4px',
  'border-bottom-right-radius: 4px',
  'left: 0',
  'right: var(--space-4)',
  'text-align: left',
  'text-align: right',
  'float: left',
  'clear: right',
  'justify-self: safe left',
  'margin: 0 0 0 1rem',
  'padding: 1px 2px 3px 4px',
  'inset: 0 auto 0 0',
  'border-width: 0 0 0 3px',
  'border-radius: 4px 0 0 4px',
  'border-radius: 4px 0',
  'border-radius: 4px / 2px 0',
  'LEFT: 0',
])('reports %s', (declaration) => {
  expect(physicalSides('a.css', `.a { ${declaration} }`)).toHaveLength(1);
});

test.each([
  'margin-inline-start: 1rem',
  'padding-inline: 1rem 0',
  'border-inline-start: 4px solid red',
  'border-start-start-radius: 4px',
  'inset-inline: 0',
  'inset-inline-end: var(--space-4)',
  'top: 0',
  'text-align: start',
  'text-align: center',
  'float: inline-start',
  'clear: both',
  'margin: 0 auto',
  'margin: 0 0 var(--space-4)',
  'padding: 1px 2px 3px 2px',
  'inset: 0 0 auto',
  'border-radius: 50%',
  'border-radius: 4px 4px 0 0',
  'border-radius: calc(1rem / 2)',
  '--arrow-left: 1rem',
])('accepts %s', (declaration) => {
  expect(physicalSides('a.css', `.a { ${declaration} }`)).toEqual([]);
});

test('reads neither comments nor the rule inside a media query as anything but CSS', () => {
  const css = '/* margin-left: 1rem */\n@media (width > 40rem) {\n  .a,\n  .b { right: 0; }\n}\n';
  expect(physicalSides('a.css', css)).toEqual([
    { file: 'a.css', line: 4, selector: '.a, .b', property: 'right', declaration: 'right: 0' },
  ]);
});

test('an allowed declaration is allowed in its own rule only', () => {
  const [side] = physicalSides('a.css', '.tick { border-left: 3px solid }');
  const entry = { file: 'a.css', selector: '.tick', property: 'border-left', reason: 'a shape' };
  expect(side && isAllowed(side, [entry])).toBe(true);
  expect(side && isAllowed(side, [{ ...entry, selector: '.other' }])).toBe(false);
});

describe('on a fixture', () => {
  let fixture: string;

  beforeAll(() => {
    fixture = mkdtempSync(path.join(tmpdir(), 'direction-neutral-css-'));
    writeFileSync(path.join(fixture, 'package.json'), JSON.stringify({ workspaces: ['app'] }));
    for (const folder of ['app/src', 'app/node_modules/lib', 'app/dist', 'elsewhere']) {
      mkdirSync(path.join(fixture, folder), { recursive: true });
    }
    writeFileSync(path.join(fixture, 'app/src/page.module.css'), '.page {\n  padding-right: 1rem;\n}\n');
    writeFileSync(path.join(fixture, 'app/node_modules/lib/lib.css'), '.lib { left: 0 }\n');
    writeFileSync(path.join(fixture, 'app/dist/main.css'), '.page{padding-right:1rem}\n');
    writeFileSync(path.join(fixture, 'elsewhere/other.css'), '.other { left: 0 }\n');
  });

  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  test("reads the workspaces' own stylesheets, not their dependencies or builds", () => {
    expect(stylesheetFiles(fixture)).toEqual([path.join('app', 'src', 'page.module.css')]);
    expect(physicalSidesUnder(fixture)).toEqual([
      {
        file: path.join('app', 'src', 'page.module.css'),
        line: 2,
        selector: '.page',
        property: 'padding-right',
        declaration: 'padding-right: 1rem',
      },
    ]);
  });
});
