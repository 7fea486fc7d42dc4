import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { folderImports, twoWayFolders } from './folder-cycles';

const root = path.resolve(import.meta.dirname, '../../..');
const workspaces: string[] = JSON.parse(execFileSync('npm', ['pkg', 'get', 'workspaces'], { cwd: root, encoding: 'utf8' }));

function sourcesOf(workspace: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', `${workspace}/src`], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(root, file));
}

test.each(workspaces)('no two folders of %s/src import each other', (workspace) => {
  const srcDir = path.join(root, workspace, 'src');
  expect(twoWayFolders(folderImports(srcDir, sourcesOf(workspace)))).toEqual([]);
});

test('finds a pair of folders that import each other, and only that pair', () => {
  const edges = new Set(['store → mail', 'mail → store', 'routes → store']);
  expect(twoWayFolders(edges)).toEqual(['mail ↔ store']);
});
