/**
 * Ends a remote's server entry with the SHA-256 of every other file of its server build
 * (contracts/federation `SERVER_FILES_SHA256_MARK`), so that the shell's server can check each
 * chunk's bytes before it runs them, and a pin of the entry pins them all.
 */
import { createHash } from 'node:crypto';
import { type Compiler, sources } from '@rspack/core';
import { SERVER_FILES_SHA256_MARK, SERVER_REMOTE_ENTRY } from 'contracts/federation';

export class ServerFilesSha256Plugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ServerFilesSha256Plugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every other stage: the files are final.
        { name: 'ServerFilesSha256Plugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const hashes = Object.fromEntries(
            compilation
              .getAssets()
              .filter(({ name }) => name !== SERVER_REMOTE_ENTRY && name.endsWith('.js'))
              .map(({ name, source }) => [name, createHash('sha256').update(source.buffer()).digest('hex')]),
          );
          compilation.updateAsset(
            SERVER_REMOTE_ENTRY,
            (entry) => new sources.ConcatSource(entry, `\n${SERVER_FILES_SHA256_MARK}${JSON.stringify(hashes)}\n`),
          );
        },
      );
    });
  }
}
