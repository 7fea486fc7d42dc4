/** `npm run fonts:arabic`: cuts the packaged Arabic faces to the site's subset (arabic-subset.ts) and writes them to shared-ui. */
import { readFileSync, writeFileSync } from 'node:fs';
import { ARABIC_WEIGHTS, cutArabicFace, packagedFace, subsetFace } from './arabic-subset';

for (const weight of ARABIC_WEIGHTS) {
  const packaged = readFileSync(packagedFace(weight));
  const cut = await cutArabicFace(packaged);
  writeFileSync(subsetFace(weight), cut);
  console.log(`${weight}: ${packaged.length} -> ${cut.length} bytes, ${subsetFace(weight)}`);
}
