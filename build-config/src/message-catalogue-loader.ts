import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * A Rspack loader for a catalogue of messages (`messages/<locale>.json`, ICU MessageFormat): each
 * message compiled as `lingui compile` does, so the browser runs Lingui without its parser.
 */
export default function compileCatalogue(source: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]));
  return `export default ${JSON.stringify(compiled)};`;
}
