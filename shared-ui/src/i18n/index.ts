export { LocaleContext, useIntlLocale, useLocale } from './locale';
export { type LocaleLoaders, type Localized, localized } from './localized';
export { Link, NavLink, useLocalePath, useNavigate } from './localized-links';
export { defineMessages, type Messages, type MessageValues, type Translate } from './messages';
export { loadSharedNames, useFieldMessage, useSharedName } from './shared-names';
