/**
 * The check behind direction-neutral-css.test.ts: the project's stylesheets name sides by their
 * logical names (inline-start, inline-end, start, end), so that `<html dir="rtl">` mirrors every
 * page with no second stylesheet. Each declaration that names a physical side, by its property
 * (`margin-left`, `right`, `border-top-left-radius`), by a keyword (`text-align: left`, `float: right`)
 * or by a shorthand whose left and right differ (`padding: 0 0 0 1rem`), is reported with its file
 * and line. Sides drawn in values that no property names (a shadow's offset, a gradient's position,
 * a translation) are not read here: the right-to-left look of the pages shows them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Declaration, list, parse } from 'postcss';

/** Build output, dependencies and test reports: not the project's own stylesheets. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', '.git', 'test-results', 'playwright-report']);

/** Properties whose name is a physical side: each has a logical twin (`margin-inline-start`, `inset-inline-end`...). */
const PHYSICAL_PROPERTY =
  /^(?:left|right|(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)|border-(?:left|right)(?:-(?:width|style|color))?|border-(?:top|bottom)-(?:left|right)-radius)$/;

/** Properties that take `left` or `right` as a value where `start`/`end` (`inline-start`/`inline-end`) exist. */
const SIDE_KEYWORD_PROPERTIES = new Set([
  'text-align',
  'text-align-last',
  'float',
  'clear',
  'justify-content',
  'justify-items',
  'justify-self',
]);
const SIDE_KEYWORD = /^(?:left|right)$/i;

/** Shorthands of top, right, bottom and left, in that order: a side is named when right and left differ. */
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
]);

export interface PhysicalSide {
  /** The stylesheet, relative to the root. */
  file: string;
  line: number;
  /** The rule the declaration is in (its selector, or the at-rule's name). */
  selector: string;
  property: string;
  /** As written: `margin-left: 1rem`. */
  declaration: string;
}

/** A declaration that keeps its physical side on purpose, and why. */
export interface AllowedPhysicalSide {
  file: string;
  selector: string;
  property: string;
  reason: string;
}

/** Every stylesheet of the root's workspaces, relative to the root, in a stable order. */
export function stylesheetFiles(root: string): string[] {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return workspaces.flatMap((workspace) => stylesheetsIn(root, workspace)).sort();
}

function stylesheetsIn(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.release-') ? [] : stylesheetsIn(root, relative);
    }
    return entry.name.endsWith('.css') ? [relative] : [];
  });
}

/** The declarations of one stylesheet that name a physical side. */
export function physicalSides(file: string, css: string): PhysicalSide[] {
  const found: PhysicalSide[] = [];
  parse(css, { from: file }).walkDecls((declaration) => {
    if (!namesPhysicalSide(declaration)) return;
    found.push({
      file,
      line: declaration.source?.start?.line ?? 0,
      selector: ruleOf(declaration),
      property: declaration.prop,
      declaration: `${declaration.prop}: ${declaration.value}`,
    });
  });
  return found;
}

/** The declarations that name a physical side in every stylesheet under `root`. */
export function physicalSidesUnder(root: string): PhysicalSide[] {
  return stylesheetFiles(root).flatMap((file) => physicalSides(file, readFileSync(path.join(root, file), 'utf8')));
}

export function isAllowed(side: PhysicalSide, allowed: readonly AllowedPhysicalSide[]): boolean {
  return allowed.some(
    (entry) => entry.file === side.file && entry.selector === side.selector && entry.property === side.property,
  );
}

function ruleOf({ parent }: Declaration): string {
  if (parent?.type === 'rule') return parent.selector.replace(/\s+/g, ' ');
  if (parent?.type === 'atrule') return `@${parent.name}`;
  return '';
}

function namesPhysicalSide({ prop, value }: Declaration): boolean {
  const property = prop.toLowerCase();
  if (property.startsWith('--')) return false;
  if (PHYSICAL_PROPERTY.test(property)) return true;
  if (SIDE_KEYWORD_PROPERTIES.has(property)) return list.space(value).some((word) => SIDE_KEYWORD.test(word));
  if (BOX_SHORTHANDS.has(property)) {
    const [top, right = top, , left = right] = list.space(value);
    return right !== left;
  }
  if (property === 'border-radius') {
    // Corners top-left, top-right, bottom-right, bottom-left; each half of `a b / c d` on its own.
    return list.split(value, ['/'], false).some((half) => {
      const [topLeft, topRight = topLeft, bottomRight = topLeft, bottomLeft = topRight] = list.space(half);
      return topLeft !== topRight || bottomRight !== bottomLeft;
    });
  }
  return false;
}
