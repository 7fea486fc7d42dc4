import { ARABIC_NAMES } from 'contracts/arabic-names';
import { brand } from 'shared-ui';

/** The company in the Arabic legal texts, as contracts name it in Arabic; each document gives its registered Latin name once. */
export const ARABIC_COMPANY_NAME = ARABIC_NAMES[brand.name] ?? brand.name;
